// Where a page's JSON still holds one of the starter templates' placeholder texts: each string value that
// is one, with its path. Alone in its module (no templates): the editor's interface marks the fields with
// it, given the texts by its server (ProjectInfo.placeholderTexts); the admin refuses to publish them.
export function findTexts(value: unknown, texts: ReadonlySet<string>, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return texts.has(value.trim()) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findTexts(item, texts, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => findTexts(item, texts, [...path, key]));
  return [];
}
