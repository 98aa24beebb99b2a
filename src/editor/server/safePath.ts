// Every file the editor writes goes through here: a project-relative path is accepted only when it
// stays inside one of the allowed folders, written plainly (no "..", absolute, encoded or backslash
// forms) and reaching no symlink on the way.
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

export class PathRefused extends Error {}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * The absolute path of `rel` ("pages/pricing/seo.json") when it lies below `root` (an allowed
 * folder, e.g. <project>/pages, named by `prefix` "pages/"); otherwise PathRefused.
 */
export function resolveInside(root: string, prefix: string, rel: unknown): string {
  if (typeof rel !== 'string' || !rel.startsWith(prefix)) throw new PathRefused(`chỉ được ghi trong ${prefix}`);
  const inner = rel.slice(prefix.length);
  const segments = inner.split('/');
  // One rule covers "..", ".", empty segments, "%2e%2e", "\\", NUL and drive letters: every segment is a plain name.
  if (inner === '' || segments.some((s) => !SEGMENT.test(s) || s === '..' || s.includes('..'))) {
    throw new PathRefused(`đường dẫn không hợp lệ: ${rel}`);
  }
  const abs = path.join(root, ...segments);
  const relative = path.relative(root, abs);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new PathRefused(`đường dẫn ra ngoài ${prefix}: ${rel}`);
  // No symlink anywhere from the root down (a link could point out of the project).
  const realRoot = realpathSync(root);
  if (realRoot !== path.resolve(root)) throw new PathRefused(`${prefix} là liên kết tượng trưng`);
  let at = root;
  for (const segment of segments) {
    at = path.join(at, segment);
    let stat;
    try {
      stat = lstatSync(at);
    } catch {
      break; // does not exist yet: nothing below it can be a link
    }
    if (stat.isSymbolicLink()) throw new PathRefused(`không ghi qua liên kết tượng trưng: ${rel}`);
  }
  return abs;
}
