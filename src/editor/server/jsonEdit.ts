// Writes an edited page back into its file text with the smallest edits (jsonc-parser), so what the
// author did not touch keeps its hand-written formatting byte for byte and a diff shows only the edit.
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

const FORMAT: FormattingOptions = { tabSize: 2, insertSpaces: true, eol: '\n' };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file text for `next`, edited from `text` (whose parsed value is `before`). */
export function updateJsonText(text: string, before: unknown, next: unknown): string {
  let out = text;
  const edit = (path: Segment[], value: unknown, options: { getInsertionIndex?: (keys: string[]) => number } = {}) => {
    out = applyEdits(out, modify(out, path, value, { formattingOptions: FORMAT, ...options }));
  };

  const walk = (path: Segment[], a: unknown, b: unknown) => {
    if (isDeepStrictEqual(a, b)) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) edit([...path, key], undefined);
      const order = Object.keys(b);
      for (const key of order) {
        if (Object.hasOwn(a, key)) walk([...path, key], a[key], b[key]);
        else {
          // A new key goes where the edited value has it (the editor inserts in schema order):
          // after the nearest key before it that the file already has.
          edit([...path, key], b[key], {
            getInsertionIndex: (existing) => {
              for (let i = order.indexOf(key) - 1; i >= 0; i--) {
                const at = existing.indexOf(order[i]);
                if (at !== -1) return at + 1;
              }
              return 0;
            },
          });
        }
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      b.forEach((item, i) => {
        const old = a[i];
        // Recurse only into "the same" item (same section type); a moved item is written whole.
        const same = isObject(old) && isObject(item) ? old.type === item.type : true;
        if (same) walk([...path, i], old, item);
        else edit([...path, i], item);
      });
      return;
    }
    // Added or removed items, or a change of kind: the whole value is rewritten (jsonc-parser's
    // removal from one-line arrays is unreliable).
    edit(path, b);
  };

  if (!isObject(before) || !isObject(next)) return `${JSON.stringify(next, null, 2)}\n`;
  walk([], before, next);
  // Belt and braces: whatever the edits produced must read back as exactly the edited value.
  try {
    if (isDeepStrictEqual(JSON.parse(out), next) && sameKeyOrder(JSON.parse(out), next)) return out.endsWith('\n') ? out : `${out}\n`;
  } catch {
    // fall through
  }
  return `${JSON.stringify(next, null, 2)}\n`;
}

function sameKeyOrder(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.every((item, i) => sameKeyOrder(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameKeyOrder(a[k], b[k]));
  }
  return true;
}
