// A place in a page file as the validator reports it and the editor keys its issues by. Kept apart
// from src/engine/locate.ts (which parses JSON with jsonc-parser, a development package) so the
// editor's state helpers, and the admin's server bundle through them, do not load that parser.

/** "sections[2].plans[0].price": the path as an author reads it. */
export function displayPath(segments: (string | number)[]): string {
  let out = '';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out || '(root)';
}
