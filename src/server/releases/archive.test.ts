// A release carried to another folder as an archive: whole and identical when it matches its
// manifest; refused, leaving nothing behind, when a byte, a path, the manifest or the set of files
// differs, or when an entry is a link or climbs out of the folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_ENTRY, manifestBytes, packRelease, releaseManifest, safeReleasePath, unpackRelease, type Manifest } from './archive.ts';
import { addRelease, listReleases, ReleaseError } from './store.ts';

let root: string;
let from: string;
let to: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'archive-'));
  from = path.join(root, 'from');
  to = path.join(root, 'to');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function release(): string {
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, 'assets', 'deep'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<p>Ưu đãi</p>');
  writeFileSync(path.join(client, 'assets', 'deep', `${'x'.repeat(120)}.js`), 'long name');
  writeFileSync(path.join(client, 'empty.txt'), '');
  return addRelease(from, {
    clientDir: client,
    content: { leadServices: ['SEO'] },
    at: new Date('2026-11-27T00:00:00Z'),
    label: 'a',
    by: 't',
    reason: 'publish',
  }).id;
}

const collect = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** An archive made by hand: `entries` in order, each a file unless it says otherwise. */
async function handMade(entries: { name: string; body?: string | Buffer; type?: 'file' | 'symlink'; linkname?: string }[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const { name, body = '', type = 'file', linkname } of entries)
    await new Promise<void>((resolve, reject) =>
      pack.entry(type === 'file' ? { name, size: Buffer.byteLength(body) } : { name, type, linkname: linkname! }, type === 'file' ? body : '', (e) =>
        e ? reject(e) : resolve(),
      ),
    );
  pack.finalize();
  return collect(pack as AsyncIterable<Uint8Array>);
}

async function* once(bytes: Buffer) {
  yield bytes;
}

describe('a release archive', () => {
  it('unpacks into the same files, put in place whole', async () => {
    const id = release();
    const manifest = await releaseManifest(from, id);
    expect(manifest.files.map((file) => file.path)).toEqual([
      `client/assets/deep/${'x'.repeat(120)}.js`,
      'client/empty.txt',
      'client/index.html',
      'release.json',
      'server-content.json',
    ]);
    await unpackRelease(to, packRelease(from, manifest), { id, digest: manifestBytes(manifest).digest });
    expect(listReleases(to).map((r) => r.id)).toEqual([id]);
    for (const file of manifest.files) expect(readFileSync(path.join(to, id, file.path))).toEqual(readFileSync(path.join(from, id, file.path)));
    // Nothing else left: no temporary folder (the manifest kept beside, for the next release to build on).
    expect(readdirSync(to).sort()).toEqual(['.manifests', id]);
    expect(readdirSync(path.join(to, '.manifests'))).toEqual([`${id}.json`]);
  });

  it('refuses a changed byte, a manifest that is not the promised one, a missing file — leaving nothing', async () => {
    const id = release();
    const manifest = await releaseManifest(from, id);
    const { digest } = manifestBytes(manifest);
    const good = await collect(packRelease(from, manifest));
    const tampered = Buffer.from(good);
    const at = tampered.indexOf('Ưu đãi');
    tampered[at] = 'X'.charCodeAt(0);
    await expect(unpackRelease(to, once(tampered), { id, digest })).rejects.toThrow(/client\/index\.html does not match the manifest/);
    await expect(unpackRelease(to, once(good), { id, digest: digest.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).rejects.toThrow(
      /does not match its digest/,
    );
    await expect(unpackRelease(to, once(good.subarray(0, good.length - 2048)), { id, digest })).rejects.toThrow(ReleaseError);
    expect(readdirSync(to)).toEqual([]);
    expect(existsSync(path.join(to, id))).toBe(false);
  });

  it('refuses paths out of the folder and links, whatever the manifest says', async () => {
    const id = '20261127T000000000Z-a';
    const body = 'x';
    const evil = (p: string): Manifest => ({
      id,
      files: [
        { path: p, size: 1, sha256: manifestBytes({ id, files: [] }).digest },
        { path: 'release.json', size: 1, sha256: '0'.repeat(64) },
      ],
    });
    for (const bad of ['../escape.txt', '/etc/passwd', 'client/../../x', 'a\\b', 'client//x']) {
      expect(safeReleasePath(bad)).toBe(false);
      const manifest = evil(bad);
      const { bytes, digest } = manifestBytes(manifest);
      const archive = await handMade([
        { name: MANIFEST_ENTRY, body: bytes },
        { name: bad, body },
      ]);
      await expect(unpackRelease(to, once(archive), { id, digest })).rejects.toThrow(/unsafe path/);
    }
    // A link, even one the manifest names: only files are accepted.
    const manifest: Manifest = {
      id,
      files: [
        { path: 'client/link', size: 0, sha256: '0'.repeat(64) },
        { path: 'release.json', size: 1, sha256: '0'.repeat(64) },
      ],
    };
    const { bytes, digest } = manifestBytes(manifest);
    const archive = await handMade([
      { name: MANIFEST_ENTRY, body: bytes },
      { name: 'client/link', type: 'symlink', linkname: '/etc' },
    ]);
    await expect(unpackRelease(to, once(archive), { id, digest })).rejects.toThrow(/holds a symlink/);
    expect(readdirSync(to)).toEqual([]);
    expect(existsSync(path.join(root, 'escape.txt'))).toBe(false);
  });

  it('sends only what the receiver lacks: the rest is taken from its copy of a release it holds, checked the same', async () => {
    const first = release();
    const firstManifest = await releaseManifest(from, first);
    await unpackRelease(to, packRelease(from, firstManifest), { id: first, digest: manifestBytes(firstManifest).digest });
    const client = path.join(root, 'client-2');
    cpSync(path.join(from, first, 'client'), client, { recursive: true });
    writeFileSync(path.join(client, 'index.html'), '<p>Ưu đãi mới</p>');
    const second = addRelease(from, {
      clientDir: client,
      content: { leadServices: ['SEO'] },
      at: new Date('2026-11-28T00:00:00Z'),
      label: 'b',
      by: 't',
      reason: 'publish',
    }).id;
    const manifest = await releaseManifest(from, second);
    const { digest } = manifestBytes(manifest);
    const archive = await collect(packRelease(from, manifest, firstManifest));
    // The page and the release's own record travel; the unchanged files do not.
    const names: string[] = [];
    const extract = tar.extract();
    extract.on('entry', (header, stream, next) => {
      names.push(header.name);
      stream.on('end', () => next());
      stream.resume();
    });
    extract.end(archive);
    await new Promise<void>((resolve) => extract.on('finish', () => resolve()));
    expect(names).toEqual([MANIFEST_ENTRY, 'client/index.html', 'release.json']);
    // Without the base release here, the archive is refused.
    await expect(unpackRelease(to, once(archive), { id: second, digest })).rejects.toThrow(/leaves out .* which release \(none\) here does not have/);
    expect(await unpackRelease(to, once(archive), { id: second, digest, base: first })).toEqual({ received: 2, reused: 3 });
    for (const file of manifest.files) expect(readFileSync(path.join(to, second, file.path))).toEqual(readFileSync(path.join(from, second, file.path)));
  });

  it('will not make a manifest of a release holding a link', async () => {
    const id = release();
    symlinkSync('/etc', path.join(from, id, 'client', 'etc'));
    await expect(releaseManifest(from, id)).rejects.toThrow(/neither a file nor a folder/);
  });
});
