import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileHash } from './fileHash.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'file-hash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileHash', () => {
  it('a file rewritten with bytes of the same size at once is hashed anew (a fresh file is never taken from memory)', () => {
    const file = path.join(dir, 'a.txt');
    writeFileSync(file, 'aaaa');
    const first = fileHash(file);
    writeFileSync(file, 'bbbb');
    expect(fileHash(file)).not.toBe(first);
  });

  it('a settled file is kept; a change of its size or times is seen', () => {
    const file = path.join(dir, 'b.txt');
    writeFileSync(file, 'cccc');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const first = fileHash(file, 'v1');
    expect(fileHash(file, 'v1')).toBe(first);
    expect(fileHash(file, 'v2')).not.toBe(first);
    writeFileSync(file, 'ddddd');
    expect(fileHash(file, 'v1')).not.toBe(first);
  });
});
