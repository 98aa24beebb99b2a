// Helpers for the section tests (not imported by the app).

/** Collapses whitespace and turns Intl's no-break spaces (U+00A0, U+202F) into plain spaces. */
export function normalizeSpaces(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of an element as a reader sees it, normalised. */
export function textOf(element: Element | null | undefined): string {
  return normalizeSpaces(element?.textContent);
}
