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
  // Property values also need ":" and "," escaped, or a file name holding them cuts the command short.
  const escapeProperty = (s: string) => escape(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const text = issue.hint ? `${issue.path} ${issue.message}\nhint: ${issue.hint}` : `${issue.path} ${issue.message}`;
  return `::error file=${escapeProperty(issue.file)},line=${issue.line},col=${issue.column}::${escape(text)}`;
}

/** By file, then position; the same order whatever the machine's locale. */
export function sortIssues(issues: ValidationIssue[]): ValidationIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file, 'en') || a.line - b.line || a.column - b.column);
}
