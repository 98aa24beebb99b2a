// The validator's problems where they belong: under the field, with message and hint.
import { Text } from '@mantine/core';
import type { EditorIssue } from '../api/client.ts';

export function issuesText(issues: EditorIssue[] | undefined): string | undefined {
  if (!issues || issues.length === 0) return undefined;
  return issues.map((i) => (i.hint ? `${i.message} — ${i.hint}` : i.message)).join('\n');
}

export function IssueList({ issues }: { issues: EditorIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <div role="alert">
      {issues.map((issue, i) => (
        <Text key={i} c="red.8" size="sm">
          {issue.message}
          {issue.hint && (
            <Text span c="dimmed" size="xs">
              {' '}
              — {issue.hint}
            </Text>
          )}
        </Text>
      ))}
    </div>
  );
}
