// The offending line of a file with the column marked, as compilers print it:
//    8 |     {
// >  9 |       "type": "heor",
//      |       ^
//   10 |       "title": "…"
// Used by the dev server's overlay until the engine's own message formatter prints frames.

/** Lines shown before and after the offending one. */
const CONTEXT = 2;
/** A longer line is cut to this many characters around the column (descriptions can be long). */
const MAX_WIDTH = 100;

/** `source` is the file's text; `line` and `column` count from 1. Empty when the line is not in the file. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r\n|\r|\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - CONTEXT);
  const last = Math.min(lines.length, line + CONTEXT);
  const gutter = String(last).length;
  // One window for every shown line, so the lines stay aligned with each other and the caret.
  const start = Math.max(0, Math.min(column - 1 - MAX_WIDTH / 2, lines[line - 1].length - MAX_WIDTH));
  const cut = (text: string) => {
    const part = text.slice(start, start + MAX_WIDTH);
    return `${start > 0 ? '…' : ''}${part}${start + MAX_WIDTH < text.length ? '…' : ''}`;
  };
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = cut(lines[n - 1]);
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(gutter)} | ${text}`.trimEnd());
    if (n === line) {
      // Tabs before the column stay tabs, so the caret lands under the character in any editor width.
      const before = `${start > 0 ? ' ' : ''}${lines[n - 1].slice(start, Math.max(start, column - 1))}`.replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(gutter)} | ${before}^`);
    }
  }
  return out.join('\n');
}
