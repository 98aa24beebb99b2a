// A release shares the files it has in common with the release before it: a file whose bytes are the
// same is a hard link to the earlier one instead of a copy (a publish of one page at 2,000 pages no
// longer copies 12,000 files). Releases stay independent: removing one (prune) removes its names only,
// the data stays while another release links it. The rule that makes it safe: a file in a release is
// never written in place — a build writes a new file (writeNew) — so a linked file cannot change
// under another release. Where a link cannot be made (another file system, a file system without
// them), the file is copied.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `to` as a hard link to `from`, or a copy of it when a link cannot be made. `to` must not exist. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Writes `body` to a new file at `file`: a name already there is removed first (it may be a link to another release's file). */
export function writeNew(file: string, body: string | Uint8Array): void {
  rmSync(file, { force: true });
  writeFileSync(file, body);
}

/** Whether two paths name the same file (one is a hard link of the other). */
export function sameFile(a: string, b: string): boolean {
  const x = statSync(a, { throwIfNoEntry: false });
  const y = statSync(b, { throwIfNoEntry: false });
  return !!x && !!y && x.ino === y.ino && x.dev === y.dev;
}

/**
 * Copies the tree `from` into `to` (cpSync's result: folders made, files overwritten), each file whose
 * bytes equal those of the file at the same path under `previous` linked to that one instead.
 */
export function copyTree(from: string, to: string, previous?: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyTree(source, target, previous && path.join(previous, entry.name));
      continue;
    }
    rmSync(target, { force: true });
    const earlier = previous && path.join(previous, entry.name);
    if (earlier && existsSync(earlier) && statSync(earlier).isFile() && (sameFile(source, earlier) || sameBytes(source, earlier))) linkOrCopy(earlier, target);
    else copyFileSync(source, target);
  }
}

function sameBytes(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}
