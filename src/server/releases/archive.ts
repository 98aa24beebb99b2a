// A release carried to another machine (docs/operations.md, "Several machines"): its manifest — every
// file's path, size and SHA-256, in order — whose own SHA-256 (the digest) names the whole release,
// and a tar stream (tar-stream) of the manifest followed by the files in the manifest's order.
// The receiving side unpacks into a temporary folder of its own releases folder and accepts only what
// the manifest it was promised lists: the manifest must hash to the digest it got separately, every
// entry must be the next file of the manifest (a plain file, its path relative and inside the
// release: no `..`, no absolute path, no link of any kind), with the manifest's size and hash, and
// nothing may be missing or extra. Only then is the folder renamed into place (store.ts semantics:
// a release appears whole or not at all).
import { createHash } from 'node:crypto';
import { constants as fsConstants, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { RELEASE_INFO_FILE, isReleaseId } from './layout.ts';
import { incomingFolder, ReleaseError } from './store.ts';

/** The archive's first entry. */
export const MANIFEST_ENTRY = '.manifest.json';

export interface ManifestFile {
  /** Relative to the release's folder, with `/`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  id: string;
  files: ManifestFile[];
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The manifest's bytes as they travel, and their digest. */
export function manifestBytes(manifest: Manifest): { bytes: Buffer; digest: string } {
  const bytes = Buffer.from(JSON.stringify(manifest));
  return { bytes, digest: sha256(bytes) };
}

/** Every file of release `id` of `dir` (plain files only: a release holds no links), sorted by path. */
export async function releaseManifest(dir: string, id: string): Promise<Manifest> {
  if (!isReleaseId(id)) throw new ReleaseError(`not a release id: ${id}`);
  const root = path.join(dir, id);
  const files: ManifestFile[] = [];
  const walk = async (rel: string) => {
    for (const name of (await readdir(path.join(root, rel))).sort()) {
      const relPath = rel ? `${rel}/${name}` : name;
      const stat = await lstat(path.join(root, relPath));
      if (stat.isDirectory()) await walk(relPath);
      else if (stat.isFile()) {
        const bytes = await readFile(path.join(root, relPath));
        files.push({ path: relPath, size: bytes.length, sha256: sha256(bytes) });
      } else throw new ReleaseError(`${path.join(root, relPath)} is neither a file nor a folder`);
    }
  };
  await walk('');
  if (!files.some((file) => file.path === RELEASE_INFO_FILE)) throw new ReleaseError(`no release ${id} in ${dir}`);
  return { id, files };
}

/**
 * The archive of release `manifest.id` of `dir`: the manifest, then each file, read as the reader
 * takes them — but those the receiver has already: with `base` (the manifest of a release the
 * receiver holds), a file with the same path and hash there is left out, and the receiver takes it
 * from its own copy of that release (checked against the manifest like the others).
 */
export function packRelease(dir: string, manifest: Manifest, base?: Manifest): Readable {
  const kept = new Set(base?.files.map((file) => `${file.path}\0${file.sha256}`));
  const pack = tar.pack();
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.length, mode: 0o644, mtime: new Date(0) }, bytes, (error) => (error ? reject(error) : resolve())),
    );
  void (async () => {
    await add(MANIFEST_ENTRY, manifestBytes(manifest).bytes);
    // Each entry is accepted once the reader has taken the one before (tar-stream's backpressure).
    for (const file of manifest.files)
      if (!kept.has(`${file.path}\0${file.sha256}`)) await add(file.path, await readFile(path.join(dir, manifest.id, file.path)));
    pack.finalize();
  })().catch((error: unknown) => pack.destroy(error as Error));
  return Readable.from(pack as AsyncIterable<Buffer>, { objectMode: false });
}

/** Where a receiving folder keeps the manifests of the releases it received (beside them, not in them: a release is what its manifest lists). */
export const MANIFESTS_DIR = '.manifests';

function keepManifest(dir: string, manifest: Manifest): void {
  const folder = path.join(dir, MANIFESTS_DIR);
  mkdirSync(folder, { recursive: true });
  const temp = path.join(folder, `.${manifest.id}.${process.pid}.tmp`);
  writeFileSync(temp, JSON.stringify(manifest));
  renameSync(temp, path.join(folder, `${manifest.id}.json`));
}

function keptManifest(dir: string, id: string): Manifest | undefined {
  if (!isReleaseId(id)) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFESTS_DIR, `${id}.json`), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Removes the kept manifests of releases no longer in `dir` (after a prune). */
export function dropManifestsOfGone(dir: string): void {
  const folder = path.join(dir, MANIFESTS_DIR);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const id = name.replace(/\.json$/, '');
    if (!existsSync(path.join(dir, id))) rmSync(path.join(folder, name), { force: true });
  }
}

/** A path a manifest may name: relative, `/`-separated, each part a plain name. */
export function safeReleasePath(rel: string): boolean {
  if (!rel || rel.length > 1024 || rel.startsWith('/') || rel.includes('\\') || rel.includes('\0')) return false;
  return rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function checkManifest(value: unknown, id: string): Manifest {
  const manifest = value as Manifest;
  if (manifest?.id !== id || !Array.isArray(manifest.files)) throw new ReleaseError(`the manifest is not release ${id}'s`);
  const seen = new Set<string>();
  for (const file of manifest.files) {
    if (typeof file?.path !== 'string' || !safeReleasePath(file.path))
      throw new ReleaseError(`the manifest names an unsafe path: ${JSON.stringify(String(file?.path)).slice(0, 200)}`);
    if (!Number.isSafeInteger(file.size) || file.size < 0 || typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256))
      throw new ReleaseError(`the manifest's entry for ${file.path} is malformed`);
    if (seen.has(file.path)) throw new ReleaseError(`the manifest names ${file.path} twice`);
    seen.add(file.path);
  }
  if (!seen.has(RELEASE_INFO_FILE)) throw new ReleaseError(`the manifest has no ${RELEASE_INFO_FILE}`);
  return manifest;
}

/**
 * Unpacks the archive `archive` of release `id` into `dir`, checked against the manifest of digest
 * `digest`, and renames it into place (not served: the caller switches). A file the archive leaves
 * out is taken from release `base` of `dir` (hard-linked, or copied), if it is there with the
 * manifest's hash. A refused archive leaves nothing behind. A release already in place (another
 * process of this machine got it first) is kept.
 */
export async function unpackRelease(
  dir: string,
  archive: AsyncIterable<Uint8Array>,
  { id, digest, base }: { id: string; digest: string; base?: string },
): Promise<{ received: number; reused: number }> {
  if (!isReleaseId(id)) throw new ReleaseError(`not a release id: ${JSON.stringify(id).slice(0, 80)}`);
  const incoming = incomingFolder(dir);
  const counts = { received: 0, reused: 0 };
  // What the base release holds, as checked when it was received: its files need not be read again.
  const known = new Map((base ? keptManifest(dir, base) : undefined)?.files.map((file) => [file.path, file.sha256]));
  /** The manifest's file `file`, from release `base` of this folder. */
  const reuse = async (file: ManifestFile) => {
    const from = base && isReleaseId(base) ? path.join(dir, base, ...file.path.split('/')) : undefined;
    const stat = from ? await lstat(from).catch(() => undefined) : undefined;
    const same = async () => known.get(file.path) === file.sha256 || sha256(await readFile(from!)) === file.sha256;
    if (!from || !stat?.isFile() || stat.size !== file.size || !(await same()))
      throw new ReleaseError(`the archive leaves out ${file.path}, which release ${base ?? '(none)'} here does not have`);
    const target = path.join(incoming, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      linkSync(from, target);
    } catch {
      copyFileSync(from, target, fsConstants.COPYFILE_EXCL);
    }
    counts.reused++;
  };
  const extract = tar.extract();
  // Fed by hand so that an error on either side ends both.
  const feeding = (async () => {
    try {
      for await (const chunk of archive) {
        if (extract.destroyed) return;
        if (!extract.write(chunk))
          await new Promise<void>((resolve) => {
            const done = () => {
              extract.off('drain', done);
              extract.off('close', done);
              resolve();
            };
            extract.on('drain', done);
            extract.on('close', done);
          });
      }
      (extract as unknown as { end(): void }).end();
    } catch (error) {
      extract.destroy(error as Error);
    }
  })();
  try {
    let manifest: Manifest | undefined;
    let order = new Map<string, number>();
    let next = 0;
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file') throw new ReleaseError(`the archive holds a ${String(type)} (${JSON.stringify(name).slice(0, 200)}): only files are accepted`);
      if (!manifest) {
        if (name !== MANIFEST_ENTRY || (size ?? 0) > 64 * 1024 * 1024) throw new ReleaseError('the archive does not start with its manifest');
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        if (sha256(bytes) !== digest) throw new ReleaseError(`the manifest of release ${id} does not match its digest`);
        manifest = checkManifest(JSON.parse(bytes.toString('utf8')), id);
        order = new Map(manifest.files.map((file, i) => [file.path, i]));
        continue;
      }
      // Files left out before this entry come from the base release.
      const at = order.get(name) ?? -1;
      while (next < at) await reuse(manifest.files[next++]!);
      const expected = manifest.files[next++];
      if (!expected || name !== expected.path)
        throw new ReleaseError(`the archive holds ${JSON.stringify(name).slice(0, 200)} where the manifest has ${expected ? expected.path : 'no more files'}`);
      if (size !== expected.size) throw new ReleaseError(`${name}: ${size} bytes where the manifest has ${expected.size}`);
      const target = path.join(incoming, ...name.split('/'));
      if (!target.startsWith(`${incoming}${path.sep}`)) throw new ReleaseError(`${name} is outside the release`);
      await mkdir(path.dirname(target), { recursive: true });
      // `wx`: a new file, never one (or a link) already there.
      const file = await open(target, 'wx', 0o644);
      const hash = createHash('sha256');
      let written = 0;
      try {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          written += chunk.length;
          await file.write(chunk);
        }
      } finally {
        await file.close();
      }
      if (written !== expected.size || hash.digest('hex') !== expected.sha256) throw new ReleaseError(`${name} does not match the manifest of release ${id}`);
      counts.received++;
    }
    await feeding;
    if (!manifest) throw new ReleaseError('the archive is empty');
    while (next < manifest.files.length) await reuse(manifest.files[next++]!);
    const final = path.join(dir, id);
    if (existsSync(path.join(final, RELEASE_INFO_FILE))) rmSync(incoming, { recursive: true, force: true });
    else {
      renameSync(incoming, final);
      keepManifest(dir, manifest);
    }
    return counts;
  } catch (error) {
    extract.destroy();
    await feeding;
    rmSync(incoming, { recursive: true, force: true });
    throw error instanceof ReleaseError ? error : new ReleaseError(`release ${id}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
