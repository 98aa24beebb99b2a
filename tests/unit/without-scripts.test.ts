// The no-JavaScript copy `npm run lighthouse` compares against: scripts and module preloads go,
// everything a visitor sees stays.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithoutScripts, stripScripts } from '../../scripts/lib/withoutScripts.ts';

const PAGE = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/site.css">
<link rel="modulepreload" href="/assets/Faq.js"><link rel="preload" as="font" href="/fonts/a.woff2" crossorigin>
<script type="module" src="/assets/entry.js"></script></head>
<body><main><h1>Hosting tốc độ cao</h1><p>${'Nội dung trang. '.repeat(60)}</p></main>
<script id="boot" type="application/json">{"route":"/hosting"}</script>
<SCRIPT>window.x = "</p>";</SCRIPT></body></html>`;

describe('scripts/lib/withoutScripts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'without-scripts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('removes every script element and module preload, and nothing else', () => {
    const stripped = stripScripts(PAGE);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain('modulepreload');
    for (const kept of [
      '<link rel="stylesheet" href="/assets/site.css">',
      'rel="preload" as="font"',
      '<h1>Hosting tốc độ cao</h1>',
      '</main>',
      '</body></html>',
    ])
      expect(stripped).toContain(kept);
  });

  it('copies the site with stripped pages, precompressed again (the server prefers the .br/.gz copies)', async () => {
    const source = path.join(dir, 'client');
    mkdirSync(path.join(source, 'hosting'), { recursive: true });
    writeFileSync(path.join(source, 'hosting/index.html'), PAGE);
    writeFileSync(path.join(source, 'hosting/index.html.gz'), 'stale');
    writeFileSync(path.join(source, 'entry.js'), 'console.log(1)');
    const target = path.join(dir, 'no-js');
    await copyWithoutScripts(source, target);
    const html = readFileSync(path.join(target, 'hosting/index.html'), 'utf8');
    expect(html).toBe(stripScripts(PAGE));
    expect(gunzipSync(readFileSync(path.join(target, 'hosting/index.html.gz'))).toString('utf8')).toBe(html);
    expect(existsSync(path.join(target, 'hosting/index.html.br'))).toBe(true);
    expect(readFileSync(path.join(source, 'hosting/index.html'), 'utf8')).toBe(PAGE);
  });
});
