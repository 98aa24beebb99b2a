// The editor's API over real HTTP on loopback, writing into a temporary copy of the project.
import express from 'express';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listJsonFiles, PROJECT_ROOT } from '../../../src/engine/project.ts';
import { editorApi, TOKEN_HEADER } from '../../../src/editor/server/api.ts';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { avif, encodedImage, jpeg, png as greyPng, pngHeaderOnly, samePixels } from './imageFiles.ts';
import { tempProject, type TempProject } from './tempProject.ts';
import { phonePhoto, polyglotPng } from '../../photos.ts';
import exifr from 'exifr';

const TOKEN = 'test-token-0123456789';
let project: TempProject;
let server: Server;
let base: string;
let store: ProjectStore;
/** What the API logged (internal errors, in full). */
const logged: unknown[] = [];

/** Every file of the temporary project with its hash: "nothing changed" is this map unchanged. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of listJsonFiles(project.dirs.pagesDir))
    files.set(
      rel,
      createHash('sha256')
        .update(readFileSync(path.join(project.dirs.pagesDir, rel)))
        .digest('hex'),
    );
  files.set('uploads', String(existsSync(path.join(project.dirs.publicDir, 'images/uploads'))));
  return files;
}

const headers = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', [TOKEN_HEADER]: TOKEN, origin: base, ...extra });
const call = (method: string, url: string, body?: unknown, extra?: Record<string, string>) =>
  fetch(`${base}/api${url}`, { method, headers: headers(extra), body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
  project = tempProject();
  store = new ProjectStore(project.dirs);
  const app = express();
  app.use(
    '/api',
    editorApi({ store, token: TOKEN, origin: () => base, sectionsDir: path.join(PROJECT_ROOT, 'src/sections'), log: (error) => logged.push(error) }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  store.dispose();
  project.remove();
});

async function load(file: string) {
  const res = await call('GET', `/page?file=${encodeURIComponent(file)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { text: string; value: Record<string, unknown>; hash: string };
}

describe('editor API: who may write', { timeout: 60_000 }, () => {
  it('answers 403 and changes nothing without the token, with a wrong token, a foreign Origin, no Origin or a foreign Host', async () => {
    const page = await load('pages/contact.json');
    const edited = { ...page.value, meta: { ...(page.value.meta as object), title: 'Bị sửa trộm | AM Digital' } };
    const before = snapshot();
    const attempts: Record<string, string>[] = [{ [TOKEN_HEADER]: '' }, { [TOKEN_HEADER]: `${TOKEN}x` }, { origin: 'http://evil.example' }, { origin: 'null' }];
    for (const extra of attempts) {
      const res = await call('PUT', '/page', { file: 'pages/contact.json', value: edited, baseHash: page.hash }, extra);
      expect(res.status, JSON.stringify(extra)).toBe(403);
      const created = await call('POST', '/page', { route: '/uu-dai/thu-nghiem', template: 'landing' }, extra);
      expect(created.status).toBe(403);
      const upload = await fetch(`${base}/api/upload?name=a.png`, {
        method: 'POST',
        headers: { ...headers(extra), 'content-type': 'application/octet-stream' },
        body: readFileSync(path.join(PROJECT_ROOT, 'public/favicon.svg')),
      });
      expect(upload.status).toBe(403);
    }
    // A foreign Host (DNS rebinding: evil.example resolving to 127.0.0.1), even with token and Origin.
    // fetch cannot set Host, so this one goes through node:http.
    const rebound = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ file: 'pages/contact.json', value: edited, baseHash: page.hash });
      const req = request(
        `${base}/api/page`,
        { method: 'PUT', headers: { ...headers(), host: 'evil.example', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(rebound).toBe(403);
    // No Origin at all on a write.
    const noOrigin = await fetch(`${base}/api/page`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: TOKEN },
      body: JSON.stringify({ file: 'pages/contact.json', value: edited, baseHash: page.hash }),
    });
    expect(noOrigin.status).toBe(403);
    // Reads need the token too (a rebinding page must not read the project).
    expect((await fetch(`${base}/api/pages`)).status).toBe(403);
    expect(snapshot()).toEqual(before);
  });
});

describe('editor API: where it may write', { timeout: 60_000 }, () => {
  it('refuses paths outside pages/: "..", absolute, encoded, backslash, data files and symlinks', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'editor-outside-'));
    onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    symlinkSync(outside, path.join(project.dirs.pagesDir, 'linked'));
    writeFileSync(path.join(outside, 'x.json'), '{}\n');
    const before = snapshot();
    const page = await load('pages/contact.json');
    for (const file of [
      'pages/../package.json',
      '../package.json',
      '/etc/passwd',
      `${project.dirs.pagesDir}/contact.json`,
      'pages/%2e%2e/package.json',
      'pages/..%2fpackage.json',
      'pages\\..\\package.json',
      'pages/_site.json',
      'pages/linked/x.json',
      'schema/page.schema.json',
    ]) {
      const res = await call('PUT', '/page', { file, value: page.value, baseHash: page.hash });
      expect(res.status, file).toBe(400);
    }
    expect(readFileSync(path.join(outside, 'x.json'), 'utf8')).toBe('{}\n');
    expect(snapshot()).toEqual(before);
  });
});

describe('editor API: saving', { timeout: 60_000 }, () => {
  it("saves a valid edit with the file's own formatting and only the edited line changed", async () => {
    const file = 'pages/pricing/seo.json';
    const page = await load(file);
    const meta = page.value.meta as Record<string, unknown>;
    const res = await call('PUT', '/page', { file, value: { ...page.value, meta: { ...meta, title: 'Bảng giá SEO mới | AM Digital' } }, baseHash: page.hash });
    expect(res.status).toBe(200);
    const after = readFileSync(path.join(project.root, file), 'utf8');
    const changed = after.split('\n').filter((line, i) => line !== page.text.split('\n')[i]);
    expect(changed).toEqual([`    "title": "Bảng giá SEO mới | AM Digital",`]);
  });

  it("refuses an invalid page with the validator's located issues and leaves the file", async () => {
    const file = 'pages/contact.json';
    const page = await load(file);
    const meta = page.value.meta as Record<string, unknown>;
    const res = await call('PUT', '/page', { file, value: { ...page.value, meta: { ...meta, description: 'ngắn' } }, baseHash: page.hash });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { issues: { file: string; path: string; line: number; column: number; message: string }[] };
    expect(body.issues[0]).toMatchObject({ file, path: 'meta.description' });
    expect(body.issues[0].line).toBeGreaterThan(0);
    expect(readFileSync(path.join(project.root, file), 'utf8')).toBe(page.text);
  });

  it('answers 409 and keeps the other change when the file changed on disk since it was loaded', async () => {
    const file = 'pages/about.json';
    const page = await load(file);
    const abs = path.join(project.root, file);
    const theirs = page.text.replace('"meta": {', '"meta": {\n    "canonical": "/about",');
    writeFileSync(abs, theirs);
    const res = await call('PUT', '/page', { file, value: page.value, baseHash: page.hash });
    expect(res.status).toBe(409);
    expect(readFileSync(abs, 'utf8')).toBe(theirs);
  });

  it('loads and saves every page without edits: every file byte-identical', async () => {
    const pages = listJsonFiles(project.dirs.pagesDir).filter((rel) => !rel.split('/').some((s) => s.startsWith('_')) && !rel.startsWith('linked/'));
    expect(pages.length).toBeGreaterThan(20);
    for (const rel of pages) {
      const file = `pages/${rel}`;
      const { value, text } = store.readPage(file);
      expect(store.textFor(file, structuredClone(value)), file).toBe(text);
    }
    // And through the API for real on pages written compactly and expanded.
    for (const file of ['pages/contact.json', 'pages/templates.json', 'pages/index.json']) {
      const page = await load(file);
      const res = await call('PUT', '/page', { file, value: page.value, baseHash: page.hash });
      expect(res.status, file).toBe(200);
      expect(readFileSync(path.join(project.root, file), 'utf8')).toBe(page.text);
    }
  });

  it('creates a page from a new-page template, refusing an existing route', async () => {
    const { templates } = (await (await call('GET', '/project')).json()) as { templates: { name: string; summary: string }[] };
    expect(templates.find((t) => t.name === 'landing')!.summary).toBe('hero, lợi ích, quy trình, đánh giá (dùng chung), hỏi đáp, lời mời liên hệ');
    const res = await call('POST', '/page', { route: '/uu-dai/thu-nghiem', template: 'landing' });
    expect(res.status).toBe(201);
    expect(existsSync(path.join(project.dirs.pagesDir, 'uu-dai/thu-nghiem.json'))).toBe(true);
    const again = await call('POST', '/page', { route: '/uu-dai/thu-nghiem', template: 'landing' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'ROUTE_EXISTS',
      error: '/uu-dai/thu-nghiem đã có (pages/uu-dai/thu-nghiem.json); hãy sửa tệp đó hoặc chọn địa chỉ khác',
    });
    const slug = await call('POST', '/page', { route: '/Ưu đãi Black Friday', template: 'landing' });
    expect(await slug.json()).toMatchObject({ code: 'ROUTE_BAD_SEGMENT', error: expect.stringContaining('có phải ý bạn là /uu-dai-black-friday?') });
  });

  it('refuses to delete a page other pages link to, naming them', async () => {
    const page = await load('pages/contact.json');
    const res = await call('DELETE', `/page?file=pages/contact.json&hash=${page.hash}`);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { status: string; issues: { file: string }[] };
    expect(body.status).toBe('linked');
    expect(body.issues.length).toBeGreaterThan(0);
    expect(existsSync(path.join(project.dirs.pagesDir, 'contact.json'))).toBe(true);
  });
});

describe('editor API: preview', { timeout: 60_000 }, () => {
  it('resolves shared-data ids by name, and never a path ("..", "/") to a file outside pages/_data/', async () => {
    // JSON files outside the project, shaped like the data each section would show.
    const outside = mkdtempSync(path.join(os.tmpdir(), 'editor-victim-'));
    const SECRET = 'nội dung bên ngoài dự án';
    writeFileSync(
      path.join(outside, 'victim.json'),
      JSON.stringify({
        title: SECRET,
        description: SECRET,
        bullets: [],
        icon: 'seo',
        href: '/',
        items: [{ question: SECRET, answer: SECRET }],
        plans: [{ id: 'x', name: SECRET, features: [SECRET] }],
      }),
    );
    const idFrom = (collection: string) =>
      path
        .relative(path.join(project.dirs.pagesDir, '_data', collection), path.join(outside, 'victim'))
        .split(path.sep)
        .join('/');
    try {
      const sections = [
        { type: 'serviceGrid', heading: 'Dịch vụ', services: ['seo', idFrom('services')] },
        { type: 'faq', heading: 'Hỏi đáp', items: idFrom('faqSets') },
        { type: 'planGrid', heading: 'Bảng giá', plans: idFrom('planSets') },
        { type: 'serviceGrid', heading: 'Dịch vụ', services: [`seo/../../../../${path.relative('/', outside)}/victim`] },
      ];
      for (const id of sections) expect(JSON.stringify(id)).toContain('..');
      const res = await call('POST', '/preview', { route: '/thu', value: { meta: { title: 't', description: 'd' }, sections } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(SECRET);
      // Each such section comes back as written (its notice shows in the preview), ids unresolved.
      expect((JSON.parse(text) as { page: { sections: unknown[] } }).page.sections).toEqual(sections);
      // A plain name still resolves.
      const plain = await call('POST', '/preview', { route: '/thu', value: { sections: [{ type: 'faq', heading: 'Hỏi đáp', items: 'thanh-toan' }] } });
      const resolved = (await plain.json()) as { page: { sections: { items: { question: string }[] }[] } };
      expect(resolved.page.sections[0].items[0].question).toBe('Tôi có thể thanh toán bằng những hình thức nào?');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('editor API: uploads', { timeout: 60_000 }, () => {
  // A whole 3×2 PNG (the uploads refuse a file whose chunk CRCs are wrong).
  const png = greyPng(3, 2);
  const upload = (name: string, body: Buffer) =>
    fetch(`${base}/api/upload?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });

  it('stores a PNG under public/images/uploads with its size, named by content not extension', async () => {
    const res = await upload('Ảnh Bìa.jpg', png);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ src: '/images/uploads/anh-bia.png', width: 3, height: 2 });
    // Kept re-encoded (no metadata, nothing after the image): the same picture.
    expect(await samePixels(readFileSync(path.join(project.dirs.publicDir, 'images/uploads/anh-bia.png')), png)).toBe(true);
  });

  it('stores a file with a very long name under a short one (the image type its extension)', async () => {
    const screenshot = greyPng(5, 4);
    const res = await upload(`${'Ảnh chụp màn hình rất dài '.repeat(12)}.jpeg`, screenshot);
    expect(res.status).toBe(201);
    const { src } = (await res.json()) as { src: string };
    const name = path.basename(src);
    expect(name.length).toBeLessThanOrEqual(84);
    expect(name).toMatch(/^anh-chup-man-hinh-rat-dai(-[a-z0-9]+)*\.png$/);
    expect(await samePixels(readFileSync(path.join(project.dirs.publicDir, src)), screenshot)).toBe(true);
    // Another image under the same name: a new file beside it, not over it.
    const other = greyPng(6, 4);
    const again = (await (await upload(`${'Ảnh chụp màn hình rất dài '.repeat(12)}.jpeg`, other)).json()) as { src: string };
    expect(again.src).toBe(src.replace(/\.png$/, '-2.png'));
    expect(await samePixels(readFileSync(path.join(project.dirs.publicDir, again.src)), other)).toBe(true);
  });

  it('uses the file already there when the same image is uploaded again, under any name', async () => {
    const logo = greyPng(7, 3);
    const first = (await (await upload('logo-khach-hang.png', logo)).json()) as { src: string };
    const uploads = () => readdirSync(path.join(project.dirs.publicDir, 'images/uploads')).sort();
    const before = uploads();
    for (const name of ['logo-khach-hang.png', 'Logo (bản sao).png']) {
      const res = await upload(name, logo);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ src: first.src, width: 7, height: 3, reused: true });
    }
    expect(uploads()).toEqual(before);
  });

  it('answers an internal error with a plain Vietnamese message, never a path or a stack, and logs the detail', async () => {
    // The uploads folder is a file: the write fails inside the server (EEXIST/ENOTDIR naming the absolute path).
    const uploads = path.join(project.dirs.publicDir, 'images/uploads');
    const moved = `${uploads}.moved`;
    if (existsSync(uploads)) renameSync(uploads, moved);
    writeFileSync(uploads, 'not a folder');
    logged.length = 0;
    try {
      const res = await upload('anh.png', png);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: 'lỗi trong máy chủ trình soạn thảo; chi tiết ở cửa sổ dòng lệnh đang chạy npm run edit' });
      expect(text).not.toContain(project.root);
      expect(text).not.toMatch(/\bat\b|EEXIST|ENOTDIR|node:|\.ts/);
      // The detail is in the terminal.
      expect(logged.map(String).join('\n')).toContain(project.root);
    } finally {
      rmSync(uploads);
      if (existsSync(moved)) renameSync(moved, uploads);
    }
  });

  it('refuses an image larger than 8192 px a side or 40 million pixels, and a file cut short, saying so at the field', async () => {
    const before = snapshot();
    const refusals = [
      [pngHeaderOnly(65535, 65535), /^ảnh 65535×65535 px quá lớn: .*8192 px.*40 triệu điểm ảnh/],
      [greyPng(8193, 1), /^ảnh 8193×1 px quá lớn/],
      [greyPng(3, 2).subarray(0, greyPng(3, 2).length - 12), /^tệp ảnh không trọn vẹn/],
      [jpeg(30, 20, { eoi: false }), /^tệp ảnh không trọn vẹn/],
      [avif(30, 20).subarray(0, avif(30, 20).length - 10), /^tệp ảnh không trọn vẹn/],
    ] as const;
    for (const [bytes, message] of refusals) {
      const res = await upload('anh.png', bytes);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(snapshot()).toEqual(before);
    // Whole files of each kind are kept.
    for (const [bytes, ext] of [
      [await encodedImage('jpeg', 30, 20), 'jpg'],
      [await encodedImage('avif', 30, 20), 'avif'],
    ] as const) {
      const res = await upload('anh-nguyen-ven', bytes);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        src: expect.stringMatching(new RegExp(`^/images/uploads/anh-nguyen-ven(-\\d)?\\.${ext}$`)),
        width: 30,
        height: 20,
      });
    }
  });

  it('keeps a PNG with an HTML page after its end as the picture alone, and a phone photo without its GPS', async () => {
    const res = await upload('anh-kem-trang.png', await polyglotPng());
    expect(res.status).toBe(201);
    const { src } = (await res.json()) as { src: string };
    const kept = readFileSync(path.join(project.dirs.publicDir, src));
    expect(kept.includes(Buffer.from('<script'))).toBe(false);
    expect(kept.includes(Buffer.from('<html'))).toBe(false);
    const photo = await upload('Văn phòng.jpg', await phonePhoto({ width: 1600, height: 1200, orientation: 6 }));
    const stored = (await photo.json()) as { src: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 1200, height: 1600 });
    expect(await exifr.gps(readFileSync(path.join(project.dirs.publicDir, stored.src))).catch(() => undefined)).toBeUndefined();
  }, 60_000);

  it('refuses SVG and anything that is not an image, whatever the name', async () => {
    const svg = await upload('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(400);
    const text = await upload('photo.png', Buffer.from('hello, not an image'));
    expect(text.status).toBe(400);
    expect(existsSync(path.join(project.dirs.publicDir, 'images/uploads/logo.png'))).toBe(false);
  });
});
