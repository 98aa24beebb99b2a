/** Splits an answer into paragraphs at blank lines (whitespace-only lines count as blank). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
