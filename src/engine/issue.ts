export interface ValidationIssue {
  /** File path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Path inside the document as an author reads it: `sections[2].plans[0].price`. */
  path: string;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  hint?: string;
}

/** `pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a number, got "4.9M"` */
export function formatIssue(issue: ValidationIssue): string {
  const head = `${issue.file}:${issue.line}:${issue.column} ${issue.path} ${issue.message}`;
  return issue.hint ? `${head}\n    hint: ${issue.hint}` : head;
}

/** GitHub Actions workflow command; message text escaped as the runner expects. */
export function formatIssueGithub(issue: ValidationIssue): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const text = issue.hint ? `${issue.path} ${issue.message}\nhint: ${issue.hint}` : `${issue.path} ${issue.message}`;
  return `::error file=${issue.file},line=${issue.line},col=${issue.column}::${escape(text)}`;
}

export function sortIssues(issues: ValidationIssue[]): ValidationIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
