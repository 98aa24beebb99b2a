// Where a validator problem is shown in the form, and in which words. The validator writes for a
// file (paths, line numbers); the editor speaks of fields and sections:
// - a missing required property is shown at the (empty) field itself, which stays on screen;
// - a duplicate anchor is shown at both ids (the validator reports the later one in the file), each
//   naming the other section by its name and heading, the one the author just edited first;
// - an empty field says it is empty, nothing more (not `"" phải bắt đầu bằng "/"…` for an image
//   not chosen yet, nor the schema's description as a "hint" — the field's help already says it);
// - no line or column numbers ("dòng 90, cột 7") in anything the author reads.
import type { EditorIssue } from '../api/client.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { getIn } from '../../content/jsonValue.ts';
import { parseDisplayPath, sectionLabel } from '../../content/fieldPath.ts';

type Placed = EditorIssue & { params?: unknown };

export interface PlacementContext {
  schemas: SchemaSet;
  page: unknown;
  /** The display path of the field edited last ("sections[0].id"). */
  lastEdited?: string;
}

const withoutLines = (text: string | undefined) => text?.replace(/\s*\(dòng \d+(?:, cột \d+)?\)/g, '').replace(/,? dòng \d+(?:, cột \d+)?/g, '');

/**
 * The problems of a page as the form shows them: each at its field, and a duplicate anchor at both of the
 * sections holding it (changing either id fixes it, so both are marked).
 */
export function placeIssues(issues: readonly Placed[], context: PlacementContext): EditorIssue[] {
  return issues.flatMap((issue) => {
    const placed = placeIssue(issue, context);
    const otherPath = (issue.params as { otherPath?: unknown } | undefined)?.otherPath;
    if (issue.code !== 'ANCHOR_ID_DUPLICATE' || typeof otherPath !== 'string') return [placed];
    // The same problem seen from the other holder: placed as if that id had been edited last.
    const reported = issue.path.replace(/\.id$/, '');
    const other = placeIssue(issue, { ...context, lastEdited: placed.path === issue.path ? `${otherPath}.id` : `${reported}.id` });
    return other.path === placed.path ? [placed] : [placed, other];
  });
}

export function placeIssue(issue: Placed, context?: PlacementContext): EditorIssue {
  const params = (issue.params ?? {}) as { property?: unknown; id?: unknown; otherPath?: unknown };
  if (issue.code === 'PROPERTY_MISSING' && typeof params.property === 'string') {
    const path = issue.path && issue.path !== '(root)' ? `${issue.path}.${params.property}` : params.property;
    return { ...issue, path, message: 'Chưa điền: trường này bắt buộc.', hint: '' };
  }
  if (issue.code === 'ANCHOR_ID_DUPLICATE' && context && typeof params.otherPath === 'string') {
    const reported = issue.path.replace(/\.id$/, '');
    // Shown at the id just typed; the other holder of the id is the one named.
    const swap = context.lastEdited === `${params.otherPath}.id`;
    const [here, other] = swap ? [`${params.otherPath}.id`, reported] : [issue.path, params.otherPath];
    const holder = getIn(context.page, parseDisplayPath(other)) as Record<string, unknown> | undefined;
    const name = holder && typeof holder.type === 'string' ? sectionLabel(context.schemas, holder, true) : `thẻ “${String(holder?.label ?? holder?.id ?? '')}”`;
    return {
      ...issue,
      path: here,
      message: `Mã “${String(params.id)}” đã là mã của ${name} trên trang này.`,
      hint: 'Mã là neo của liên kết (#mã) nên mỗi mã chỉ dùng một lần trong một trang; hãy đổi một trong hai mã.',
    };
  }
  const value = context ? getIn(context.page, parseDisplayPath(issue.path)) : undefined;
  if (value === '' || issue.code === 'TEXT_EMPTY') {
    const image = issue.code?.startsWith('IMAGE_') || issue.code?.startsWith('ASSET_');
    return { ...issue, message: image ? 'Chưa chọn ảnh: chọn một ảnh trong danh sách hoặc tải ảnh lên.' : 'Chưa điền: trường này bắt buộc.', hint: '' };
  }
  // The schema's description is the field's help, shown under it already.
  const hint = (params as { schemaText?: unknown }).schemaText === issue.hint ? '' : issue.hint;
  return { ...issue, message: withoutLines(issue.message) ?? '', hint: withoutLines(hint) };
}

/** The problems by the display path of the field that shows them ("sections[0].title"). */
export function issuesByField(issues: EditorIssue[], context?: PlacementContext): Map<string, EditorIssue[]> {
  const map = new Map<string, EditorIssue[]>();
  for (const issue of issues.map((i) => placeIssue(i, context))) {
    const here = map.get(issue.path) ?? [];
    // Two checks can say "empty" about one field: said once.
    if (!here.some((other) => other.message === issue.message && other.hint === issue.hint)) map.set(issue.path, [...here, issue]);
  }
  return map;
}
