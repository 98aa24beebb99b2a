// Where a validator problem is shown in the form. A missing required property is reported by the
// validator on the object holding it; the form shows it at the (empty) field itself, which stays on
// screen, in words for the author instead of the file's key.
import type { EditorIssue } from '../api/client.ts';

type Placed = EditorIssue & { params?: unknown };

export function placeIssue(issue: Placed): EditorIssue {
  const property = (issue.params as { property?: unknown } | undefined)?.property;
  if (issue.code === 'PROPERTY_MISSING' && typeof property === 'string') {
    const path = issue.path && issue.path !== '(root)' ? `${issue.path}.${property}` : property;
    return { ...issue, path, message: 'Chưa điền: trường này bắt buộc.', hint: '' };
  }
  return issue;
}

/** The problems by the display path of the field that shows them ("sections[0].title"). */
export function issuesByField(issues: EditorIssue[]): Map<string, EditorIssue[]> {
  const map = new Map<string, EditorIssue[]>();
  for (const issue of issues.map(placeIssue)) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
  return map;
}
