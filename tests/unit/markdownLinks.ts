// The link checker of tests/unit/docs.test.ts: the relative links of a Markdown file and the anchors
// its headings get on GitHub, so a moved or renamed doc (or heading) fails a test instead of a reader.

/** GitHub's heading anchor (github-slugger): lower case, punctuation dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Markdown outside fenced code blocks, with inline code spans blanked (links in code are not links). */
function prose(markdown: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push(line);
  }
  return lines;
}

/** The text a heading shows: code spans, emphasis and link targets removed. */
function headingText(raw: string): string {
  return raw
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__|\*/g, '')
    .trim();
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2… as on GitHub) and explicit ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(headingText(heading[1]));
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The relative link targets of a Markdown file ([text](target) and images), outside code. */
export function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    const text = line.replace(/`[^`]*`/g, '');
    for (const link of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      targets.push(target);
    }
  }
  return targets;
}

export interface LinkWorld {
  /** Whether a path (relative to the project root, POSIX separators) is an existing file or folder. */
  exists(file: string): boolean;
  /** The Markdown text of an existing .md file. */
  read(file: string): string;
}

/** The links of `file` (a project-relative path) that lead nowhere: a missing file, or a missing heading. */
export function brokenLinks(file: string, markdown: string, world: LinkWorld): string[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const broken: string[] = [];
  for (const target of relativeLinks(markdown)) {
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart === '' ? file : normalize(folder ? `${folder}/${decodeURI(pathPart)}` : decodeURI(pathPart));
    if (resolved === null || !world.exists(resolved)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith('.md')) {
      const text = resolved === file ? markdown : world.read(resolved);
      if (!markdownAnchors(text).has(anchor)) broken.push(`${target}: no heading with anchor #${anchor}`);
    }
  }
  return broken;
}

/** `a/b/../c/` → `a/c`; null when it climbs out of the project. */
function normalize(relative: string): string | null {
  const parts: string[] = [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}
