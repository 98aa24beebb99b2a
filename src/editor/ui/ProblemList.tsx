// Every problem of the page, each a button that shows its field.
import { Text } from '@mantine/core';
import type { EditorIssue } from '../api/client.ts';

/** `place` names a problem's field in the author's words ("Thống kê › mục 2 › Nhãn"), never as a file path or line. */
export function ProblemList({ issues, place, onPick }: { issues: EditorIssue[]; place(path: string): string; onPick(path: string): void }) {
  if (issues.length === 0) return null;
  return (
    <section aria-labelledby="problems-title" className="editor-problems">
      <Text id="problems-title" fw={700}>
        Lỗi của trang ({issues.length})
      </Text>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>
            <button type="button" className="editor-link-button" onClick={() => onPick(issue.path)}>
              {place(issue.path)}: {issue.message}
            </button>
            {issue.hint && (
              <Text size="xs" c="dimmed">
                {issue.hint}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
