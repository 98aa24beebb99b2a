// A generated region inside a hand-written file: the text between `<!-- name:start -->` and
// `<!-- name:end -->`. A generator rewrites only that text; a test compares it with what the
// generator would write now, so the region cannot silently drift from its source.

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const;

function bounds(text: string, name: string): { from: number; to: number } {
  const [start, end] = markers(name);
  const at = text.indexOf(start);
  const endAt = text.indexOf(end);
  if (at < 0 || endAt < at) throw new Error(`no region "${name}": the file needs "${start}" followed by "${end}"`);
  if (text.indexOf(start, at + 1) >= 0) throw new Error(`region "${name}" appears twice`);
  return { from: at + start.length, to: endAt };
}

/** The region's current content, without the marker lines. */
export function readRegion(text: string, name: string): string {
  const { from, to } = bounds(text, name);
  return text.slice(from, to).replace(/^\n/, '').replace(/\n$/, '');
}

/** `text` with the region's content replaced by `content` (markers kept, each on its own line). */
export function replaceRegion(text: string, name: string, content: string): string {
  const { from, to } = bounds(text, name);
  return `${text.slice(0, from)}\n${content.replace(/\n+$/, '')}\n${text.slice(to)}`;
}
