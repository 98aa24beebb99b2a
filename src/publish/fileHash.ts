// A file's content hash, kept in the process by its path, size, modification time and inode: a long-lived
// process (the admin publishing again and again) reads each unchanged file once, not at every publish.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const hashes = new Map<string, string>();
const MAX_KEPT = 100_000;
const SETTLED_MS = 2_000;

/** sha256 (hex) of the file at `file`, salted with `salt` (e.g. an encoder's version). */
export function fileHash(file: string, salt = ''): string {
  const { size, mtimeMs, ctimeMs, ino } = statSync(file);
  const key = `${salt}\0${file}\0${size}\0${mtimeMs}\0${ctimeMs}\0${ino}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = createHash('sha256').update(salt).update(readFileSync(file)).digest('hex');
    // A file changed in the last seconds may change again within the file system clock's tick, keeping the
    // same size and times: its hash is not kept until it has settled (git's "racily clean" entries).
    if (Date.now() - Math.max(mtimeMs, ctimeMs) > SETTLED_MS) hashes.set(key, hash);
    if (hashes.size > MAX_KEPT) hashes.delete(hashes.keys().next().value!);
  }
  return hash;
}
