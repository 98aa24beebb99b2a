// @vitest-environment node
// The editor inside the admin over HTTP, on real git (a bare repository on disk holding the project's
// content is the remote) and real databases (SQLite, PostgreSQL): the editor's page behind the
// session with its own script policy, its API answering each role as the table allows (no session
// 401, sales 403, a write without the CSRF token 403), a save that is the author's draft (a commit on
// their draft branch, nothing published), a stale save answered 409, a check answering what the editor
// server's engine answers, and a page whose lease someone else holds refused.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS, type RouteKey } from '../../src/admin/access.ts';
import { ROLES, type Role } from '../../src/admin/accounts.ts';
import type { ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { CONTENT_MESSAGES } from '../../src/admin/content/contentRoutes.ts';
import { EDITOR_MESSAGES } from '../../src/admin/content/editorHost.ts';
import { MESSAGES, SESSION_COOKIE } from '../../src/admin/server.ts';
import { HOSTED_META } from '../../src/editor/contract/hosted.ts';
import { ProjectStore } from '../../src/editor/server/store.ts';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { adminFixture } from './adminFixture.ts';
import { tempDir } from './helpers.ts';
import { encodedImage, png, samePixels } from '../unit/editor/imageFiles.ts';
import { UPLOAD_LIMIT_BYTES } from '../../src/editor/server/upload.ts';
import { STORE_KINDS } from './leadDatabases.ts';

const FILE = 'pages/about.json';
const root = tempDir('admin-editor-');
/** A built editor as `npm run build` lays it out (its page, its preview page and one script file). */
const editorDir = path.join(root, 'editor');
const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8')) as { meta: { title: string }; sections: { title?: string }[] };

beforeAll(() => {
  mkdirSync(path.join(editorDir, 'src/editor'), { recursive: true });
  mkdirSync(path.join(editorDir, 'assets'));
  const page = (script: string) =>
    `<!doctype html>\n<html lang="vi">\n  <head>\n    <script type="module" src="/soan-thao/assets/${script}"></script>\n  </head>\n</html>\n`;
  writeFileSync(path.join(editorDir, 'src/editor/index.html'), page('index-abc.js'));
  writeFileSync(path.join(editorDir, 'src/editor/preview.html'), page('preview-abc.js'));
  writeFileSync(path.join(editorDir, 'assets/index-abc.js'), 'export {};\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(STORE_KINDS)('the editor in the admin on %s', (kind) => {
  // The content repository (a copy of a bare remote holding the project's content, and the admin's clone), the built editor above, every role signed in; the real clock.
  const fx = adminFixture(kind, { content: true, editorDir, signedIn: true, now: Date.now });
  let repo: ContentRepo;
  let url: string;
  let remoteHead: () => string;
  let remoteDir: string;
  const cookies: Partial<Record<Role, string>> = {};
  beforeEach(() => {
    ({ repo, url, remoteHead, remoteDir } = fx);
    Object.assign(cookies, fx.cookies);
  });

  const as = (who: Role | 'none'): Record<string, string> => (who !== 'none' && cookies[who] ? { cookie: `${SESSION_COOKIE}=${cookies[who]}` } : {});
  const me = async (who: Role) => (await (await fetch(`${url}/api/me`, { headers: as(who) })).json()) as { csrf: string; user: { id: string } };
  /** A request as the editor's client makes it: JSON, the page's Origin, the session's CSRF token (unless `csrf` is false). */
  const call = async (who: Role | 'none', method: string, route: string, body?: unknown, csrf = true) =>
    fetch(url + route, {
      method,
      redirect: 'manual',
      headers: {
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who !== 'none' && csrf ? { 'x-csrf-token': (await me(who)).csrf } : {}),
        ...as(who),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const opened = async (who: Role) =>
    (await (await call(who, 'GET', `/soan-thao/api/page?file=${FILE}`)).json()) as { value: typeof about; hash: string; route: string };

  it('serves the editor behind the session with its page configured for the admin; only its pages may run a script', async () => {
    const signedOut = await call('none', 'GET', '/soan-thao/');
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([303, '/dang-nhap']);
    const refused = await call('sales', 'GET', '/soan-thao/');
    expect([refused.status, await refused.text()]).toEqual([403, expect.stringContaining(MESSAGES.forbidden)]);
    const page = await call('editor', 'GET', '/soan-thao/');
    expect(page.status).toBe(200);
    const html = await page.text();
    const config = JSON.parse(/<meta name="([^"]+)" content="([^"]+)"/.exec(html)![2].replace(/&quot;/g, '"')) as Record<string, string>;
    expect(html).toContain(`name="${HOSTED_META}"`);
    expect(config).toEqual({ api: '/soan-thao/api', csrf: (await me('editor')).csrf, lease: '/api/content/lease', pages: '/noi-dung' });
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|sha256)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The admin's own pages keep the strict policy: never framed.
    const list = await call('editor', 'GET', '/noi-dung');
    expect(list.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(list.headers.get('x-frame-options')).toBe('DENY');
    expect(await list.text()).not.toContain('<script');
    const asset = await call('publisher', 'GET', '/soan-thao/assets/index-abc.js');
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'private, max-age=31536000, immutable']);
    expect((await call('none', 'GET', '/soan-thao/assets/index-abc.js')).status).toBe(303);
    expect((await call('editor', 'GET', '/soan-thao/assets/..%2Fsrc%2Feditor%2Findex.html')).status).toBe(404);
    // The preview's images and icons: the published branch's, to a signed-in editor.
    const image = await call('editor', 'GET', '/images/og-home.png');
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(path.join(PROJECT_ROOT, 'public/images/og-home.png')))).toBe(true);
    expect((await call('editor', 'GET', '/images/nothing-here.png')).status).toBe(404);
    expect((await call('editor', 'GET', '/images/..%2F..%2Fpages%2Fabout.json')).status).toBe(404);
    // Nobody else gets the published branch's files (without preview links set up, the built site's are not served either).
    expect((await call('sales', 'GET', '/images/og-home.png')).status).toBe(404);
    expect((await call('none', 'GET', '/images/og-home.png')).status).toBe(404);
    expect((await call('editor', 'GET', '/favicon.svg')).status).toBe(200);
    // Without a build, the page says so in Vietnamese.

    rmSync(path.join(editorDir, 'src/editor/preview.html'));
    try {
      const missing = await call('admin', 'GET', '/soan-thao/preview');
      expect([missing.status, await missing.text()]).toEqual([
        503,
        expect.stringContaining(`<h1>Chức năng chưa sẵn sàng</h1><p>${EDITOR_MESSAGES.notBuilt}</p>`),
      ]);
    } finally {
      writeFileSync(path.join(editorDir, 'src/editor/preview.html'), '<!doctype html>\n<html><head></head></html>\n');
    }
  });

  it('answers every API route of the editor for every role and no session as the table allows; a write without the CSRF token changes nothing', async () => {
    const routes = (Object.keys(ACCESS) as RouteKey[]).filter((key) => key.includes(' /soan-thao/api/'));
    expect(routes.length).toBe(10);
    const before = remoteHead();
    const value = structuredClone(about);
    for (const key of routes) {
      const [method, route] = key.split(' ');
      for (const who of ['none', ...ROLES] as const) {
        const allowed = who !== 'none' && (ACCESS[key] as readonly string[]).includes(who);
        if (allowed && method !== 'GET' && method !== 'POST') continue; // the allowed saves are the stories below
        if (allowed && /page$|upload$/.test(route) && method === 'POST') continue;
        const res =
          method === 'GET'
            ? await call(who, 'GET', `${route}?file=${FILE}`)
            : await call(who, method, route, { file: FILE, value, route: '/about', baseHash: 'x' });
        expect([key, who, res.status]).toEqual([key, who, allowed ? 200 : who === 'none' ? 401 : 403]);
        if (!allowed) expect(((await res.json()) as { error: string }).error).toBe(who === 'none' ? MESSAGES.signedOut : MESSAGES.forbidden);
      }
      if (method !== 'GET') {
        const res = await call('editor', method, route, { file: FILE, value, route: '/about', baseHash: (await opened('editor')).hash }, false);
        expect([key, res.status, ((await res.json()) as { error: string }).error]).toEqual([key, 403, MESSAGES.csrf]);
      }
    }
    expect(await repo.drafts()).toEqual([]);
    expect(remoteHead()).toBe(before);
  }, 120_000);

  it('saves the author’s draft, never the published branch; a stale base is a 409; the next open reads the draft', async () => {
    const before = { remote: remoteHead(), published: await repo.read(FILE) };
    const page = await opened('editor');
    expect(page.route).toBe('/about');
    page.value.sections[0].title = 'Đồng hành cùng doanh nghiệp Việt';
    const saved = await call('editor', 'PUT', '/soan-thao/api/page', { file: FILE, value: page.value, baseHash: page.hash });
    expect(saved.status).toBe(200);
    const { hash: head } = (await saved.json()) as { status: string; hash: string };
    const draft = await repo.draft((await me('editor')).user.id, FILE);
    expect(draft).toMatchObject({ head, saved: { author: 'editor', email: 'editor@a.vn' } });
    expect(JSON.parse(draft!.content).sections[0].title).toBe('Đồng hành cùng doanh nghiệp Việt');
    // Nothing published: the branch, the remote and the file are as they were.
    expect(await repo.read(FILE)).toBe(before.published);
    expect(remoteHead()).toBe(before.remote);
    // The author reopens their draft; another author still reads the published page.
    expect(await opened('editor')).toMatchObject({
      hash: head,
      value: { sections: expect.arrayContaining([expect.objectContaining({ title: 'Đồng hành cùng doanh nghiệp Việt' })]) },
    });
    expect((await opened('publisher')).value).toEqual(JSON.parse(before.published!));
    expect(((await (await call('editor', 'GET', `/soan-thao/api/page/hash?file=${FILE}`)).json()) as { hash: string }).hash).toBe(head);
    // A tab that opened the page before this save: 409 with the version now, nothing overwritten.
    const stale = await call('editor', 'PUT', '/soan-thao/api/page', { file: FILE, value: about, baseHash: page.hash });
    expect([stale.status, await stale.json()]).toEqual([409, { status: 'conflict', hash: head }]);
    expect((await repo.draft((await me('editor')).user.id, FILE))!.head).toBe(head);
    const audit = (await (await call('admin', 'GET', '/api/audit')).json()) as { entries: { action: string; actor: string; detail: string }[] };
    expect(audit.entries.find((e) => e.action === 'save-draft')).toMatchObject({ actor: 'editor@a.vn', detail: head });
  }, 60_000);

  it('checks a page with the editor server’s engine, in Vietnamese, and refuses to save what it refuses', async () => {
    const page = await opened('editor');
    const broken = structuredClone(page.value) as { meta: Record<string, unknown> };
    delete broken.meta.title;
    const res = await call('editor', 'POST', '/soan-thao/api/check', { file: FILE, value: broken });
    const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
    // The same answer as the editor of a checkout gives for the same page.
    const local = new ProjectStore(defaultDirs).check(FILE, broken).map(({ path, message }) => ({ path, message }));
    expect(local.length).toBeGreaterThan(0);
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual(local);
    expect(issues.map((i) => i.message).join(' ')).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/);
    const refused = await call('editor', 'PUT', '/soan-thao/api/page', { file: FILE, value: broken, baseHash: page.hash });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { issues: unknown[] }).issues).toHaveLength(issues.length);
    expect(await repo.draft((await me('editor')).user.id, FILE)).toBeUndefined();
    // The preview resolves the page against the published branch.
    const preview = (await (await call('editor', 'POST', '/soan-thao/api/preview', { route: '/about', value: page.value })).json()) as {
      page: { route: string; sections: unknown[] };
      site: { company: { name: string } };
    };
    expect(preview.page.route).toBe('/about');
    expect(preview.page.sections).toHaveLength(about.sections.length);
    expect(preview.site.company.name).toBeTruthy();
  }, 60_000);

  it('leaves nothing in the temporary folder once it has closed, a workspace still being written included (the process may exit right after)', async () => {
    const tmp = tempDir('admin-closing-');
    vi.stubEnv('TMPDIR', tmp);
    // The published branch's export held until the server is closing.
    const exportTree = repo.exportTree.bind(repo);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const exporting = new Promise<void>((resolve) => (started = resolve));
    repo.exportTree = async (...args) => {
      started();
      await held;
      return exportTree(...args);
    };
    try {
      const opening = opened('editor').catch(() => undefined);
      await exporting;
      expect(readdirSync(tmp)).toHaveLength(1);
      // The export goes on once the server has closed (its grace over, its connections cut), when the
      // editor's folders are being removed: a workspace still being written then.
      fx.server.once('close', release);
      const closing = fx.server.closeGracefully(50);
      await closing;
      expect(readdirSync(tmp)).toEqual([]);
      await opening;
    } finally {
      vi.unstubAllEnvs();
      release();
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a save while someone else holds the page’s lease, in their words; creates a new page as a draft', async () => {
    const lease = await call('publisher', 'POST', '/api/content/lease', { file: FILE });
    expect(lease.status).toBe(200);
    const page = await opened('editor');
    const held = await call('editor', 'PUT', '/soan-thao/api/page', { file: FILE, value: page.value, baseHash: page.hash });
    expect([held.status, ((await held.json()) as { error: string }).error]).toEqual([
      423,
      expect.stringMatching(/^publisher đang sửa trang này — từ \d\d:\d\d/),
    ]);
    const created = await call('editor', 'POST', '/soan-thao/api/page', { route: '/uu-dai/mua-he', template: 'landing' });
    expect([created.status, await created.json()]).toEqual([201, { status: 'saved', file: 'pages/uu-dai/mua-he.json', route: '/uu-dai/mua-he' }]);
    expect(await repo.read('pages/uu-dai/mua-he.json')).toBeUndefined();
    const listed = (await (await call('editor', 'GET', '/soan-thao/api/pages')).json()) as { pages: { file: string }[] };
    expect(listed.pages.map((p) => p.file)).toEqual(expect.arrayContaining([FILE, 'pages/uu-dai/mua-he.json']));
    const taken = await call('editor', 'POST', '/soan-thao/api/page', { route: '/about', template: 'landing' });
    expect(taken.status).toBe(409);
    // A template's demo is not copied (it lives at its own /templates/<id> only).
    const demo = await call('editor', 'POST', '/soan-thao/api/page', { route: '/uu-dai/mau', from: 'pages/templates/landing-saas.json' });
    expect([demo.status, await demo.json()]).toEqual([422, { status: 'invalid', report: CONTENT_MESSAGES.demoCopy }]);
    expect(await repo.read(FILE)).toBeDefined();
  }, 60_000);

  it('keeps the unsaved edits of the person a page was taken over from as their own draft, and only theirs', async () => {
    const CONTACT = 'pages/contact.json';
    const open = async (who: Role) =>
      (await (await call(who, 'GET', `/soan-thao/api/page?file=${CONTACT}`)).json()) as { value: { meta: { title: string } }; hash: string };
    expect((await call('editor', 'POST', '/api/content/lease', { file: CONTACT })).status).toBe(200);
    const page = await open('editor');
    const typed = structuredClone(page.value);
    typed.meta.title = 'Liên hệ — chưa lưu';
    const keep = (who: Role | 'none', value: unknown = typed, csrf = true, baseHash = page.hash) =>
      call(who, 'PUT', '/soan-thao/api/page', { file: CONTACT, value, baseHash, afterTakeOver: true }, csrf);
    // While the editor holds the page, the flag changes nothing for someone else: 423.
    expect((await keep('admin', typed, true, (await open('admin')).hash)).status).toBe(423);
    expect((await call('publisher', 'POST', '/api/content/lease', { file: CONTACT, takeOver: true })).status).toBe(200);
    // Without the flag the editor's save is refused as before.
    const plain = await call('editor', 'PUT', '/soan-thao/api/page', { file: CONTACT, value: typed, baseHash: page.hash });
    expect(plain.status).toBe(423);
    // Not the person it was taken from (admin), sales, no CSRF token: refused, nothing saved.
    expect((await keep('admin', typed, true, (await open('admin')).hash)).status).toBe(423);
    expect((await keep('sales')).status).toBe(403);
    expect((await keep('editor', typed, false)).status).toBe(403);
    // A stale base: 409; an invalid page: 422; no draft either way.
    expect((await keep('editor', typed, true, 'stale')).status).toBe(409);
    const broken = structuredClone(typed) as { meta: Partial<{ title: string }> };
    delete broken.meta.title;
    expect((await keep('editor', broken)).status).toBe(422);
    const editorId = (await me('editor')).user.id;
    expect(await repo.draft(editorId, CONTACT)).toBeUndefined();
    // The editor's own keep-save: her draft, audited; the publisher's lease and draft untouched.
    const kept = await keep('editor');
    expect(kept.status).toBe(200);
    const { hash } = (await kept.json()) as { hash: string };
    expect(JSON.parse((await repo.draft(editorId, CONTACT))!.content).meta.title).toBe('Liên hệ — chưa lưu');
    expect(await repo.draft((await me('publisher')).user.id, CONTACT)).toBeUndefined();
    const audit = (await (await call('admin', 'GET', '/api/audit')).json()) as { entries: { action: string; actor: string; target: string; detail: string }[] };
    expect(audit.entries.find((e) => e.action === 'take-over' && e.target === CONTACT)).toMatchObject({ actor: 'publisher@a.vn', detail: 'editor@a.vn' });
    expect(audit.entries.find((e) => e.action === 'save-draft' && e.target === CONTACT)).toMatchObject({
      actor: 'editor@a.vn',
      detail: `${hash} (after take-over by publisher@a.vn)`,
    });
    expect((await call('publisher', 'POST', '/api/content/lease/renew', { file: CONTACT })).status).toBe(200);
    // Once the page is taken again (released, then anyone's), the old take-over no longer counts.
    await call('publisher', 'POST', '/api/content/lease/release', { file: CONTACT });
    expect((await call('admin', 'POST', '/api/content/lease', { file: CONTACT })).status).toBe(200);
    expect((await keep('editor', typed, true, hash)).status).toBe(423);
    await call('admin', 'POST', '/api/content/lease/release', { file: CONTACT });
  }, 60_000);

  it('keeps an uploaded image on the author’s draft of the page (checked as npm run edit checks it), shows it in the editor’s preview, and publishes it with the page', async () => {
    const HOME = 'pages/index.json';
    const editorId = (await me('editor')).user.id;
    const upload = async (name: string, body: Buffer, page = HOME, who: Role = 'editor') =>
      fetch(`${url}/soan-thao/api/upload?name=${encodeURIComponent(name)}&file=${encodeURIComponent(page)}`, {
        method: 'POST',
        headers: { origin: url, 'content-type': 'image/png', 'x-csrf-token': (await me(who)).csrf, ...as(who) },
        body: new Uint8Array(body),
      });
    const open = async () =>
      (await (await call('editor', 'GET', `/soan-thao/api/page?file=${HOME}`)).json()) as {
        hash: string;
        value: { sections: { image?: { src: string; width: number; height: number } }[] };
      };
    const before = { remote: remoteHead(), page: await open() };
    const image = png(560, 420);

    const made = await upload('Ảnh Bìa Mới.PNG', image);
    expect([made.status, await made.json()]).toEqual([201, { src: '/images/uploads/anh-bia-moi.png', width: 560, height: 420 }]);
    // On the author's draft of the page (the page itself unchanged), nothing published.
    const draft = (await repo.draft(editorId, HOME))!;
    expect(draft.content).toBe(await repo.read(HOME));
    expect(await repo.draftImages(draft.head)).toEqual(['public/images/uploads/anh-bia-moi.png']);
    // Kept re-encoded (no metadata, nothing after the image): the same picture.
    expect(await samePixels((await repo.readBytes('public/images/uploads/anh-bia-moi.png', draft.head))!, image)).toBe(true);
    expect(await repo.read('public/images/uploads/anh-bia-moi.png')).toBeUndefined();
    expect(remoteHead()).toBe(before.remote);
    // The page's version is unchanged: the open editor sees no change and saves on.
    expect(((await (await call('editor', 'GET', `/soan-thao/api/page/hash?file=${HOME}`)).json()) as { hash: string }).hash).toBe(before.page.hash);
    // The same bytes again, under another name: used again, no commit. Other bytes under the same name: a new name.
    const again = await upload('khac.png', image);
    expect([again.status, await again.json()]).toEqual([201, { src: '/images/uploads/anh-bia-moi.png', width: 560, height: 420, reused: true }]);
    expect((await repo.draft(editorId, HOME))!.head).toBe(draft.head);
    expect(await (await upload('Ảnh Bìa Mới.jpg', await encodedImage('jpeg', 560, 420))).json()).toEqual({
      src: '/images/uploads/anh-bia-moi.jpg',
      width: 560,
      height: 420,
    });
    expect(await (await upload('Ảnh Bìa Mới.png', png(600, 450))).json()).toEqual({ src: '/images/uploads/anh-bia-moi-2.png', width: 600, height: 450 });
    // Refused as npm run edit refuses them, in Vietnamese; and for a page that does not exist, or is held by someone else.
    const refusal = async (res: Response) => [res.status, ((await res.json()) as { error: string }).error];
    expect(
      await refusal(await upload('a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'))),
    ).toEqual([400, 'không nhận ảnh SVG (có thể chứa mã chạy được)']);
    expect(await refusal(await upload('cut.png', image.subarray(0, image.length - 12)))).toEqual([400, expect.stringMatching(/^tệp ảnh không trọn vẹn/)]);
    expect(await refusal(await upload('big.png', Buffer.alloc(UPLOAD_LIMIT_BYTES + 1)))).toEqual([413, EDITOR_MESSAGES.tooLarge]);
    expect(await refusal(await upload('a.png', image, 'pages/khong-co.json'))).toEqual([404, EDITOR_MESSAGES.noFile]);
    expect(await refusal(await upload('a.png', image, '../x.json'))).toEqual([400, expect.any(String)]);
    expect((await call('publisher', 'POST', '/api/content/lease', { file: FILE })).status).toBe(200);
    expect(await refusal(await upload('a.png', image, FILE))).toEqual([423, expect.stringMatching(/^publisher đang sửa trang này/)]);
    expect((await upload('a.png', image, HOME, 'sales')).status).toBe(403);

    // The editor's preview shows it (to staff), the check accepts the page using it, the save goes on the same draft.
    const shown = await call('editor', 'GET', '/images/uploads/anh-bia-moi.png');
    expect(shown.status).toBe(200);
    expect(await samePixels(Buffer.from(await shown.arrayBuffer()), image)).toBe(true);
    const value = structuredClone(before.page.value);
    value.sections[0].image = { ...value.sections[0].image!, src: '/images/uploads/anh-bia-moi.png', width: 560, height: 420 };
    expect(((await (await call('editor', 'POST', '/soan-thao/api/check', { file: HOME, value })).json()) as { issues: unknown[] }).issues).toEqual([]);
    const saved = await call('editor', 'PUT', '/soan-thao/api/page', { file: HOME, value, baseHash: before.page.hash });
    expect(saved.status).toBe(200);

    // Sent for review and published: the image is on the published branch and the remote, with the page.
    await call('editor', 'POST', '/api/content/review', { file: HOME });
    const published = await fetch(`${url}/duyet/dang`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded', ...as('publisher') },
      body: new URLSearchParams({ 'tac-gia': editorId, tep: HOME, _csrf: (await me('publisher')).csrf }),
    });
    expect([published.status, published.headers.get('location')]).toEqual([303, '/duyet?thong-bao=da-dang']);
    expect(await samePixels((await repo.readBytes('public/images/uploads/anh-bia-moi.png'))!, image)).toBe(true);
    expect(JSON.parse((await repo.read(HOME))!).sections[0].image.src).toBe('/images/uploads/anh-bia-moi.png');
    expect(git(remoteDir, '--git-dir', remoteDir, 'ls-tree', '--name-only', 'main', '--', 'public/images/uploads/')).toBe(
      ['anh-bia-moi-2.png', 'anh-bia-moi.jpg', 'anh-bia-moi.png'].map((name) => `public/images/uploads/${name}`).join('\n'),
    );
    const audit = (await (await call('admin', 'GET', '/api/audit')).json()) as { entries: { action: string; target: string }[] };
    expect(audit.entries.filter((e) => e.action === 'upload-image').map((e) => e.target)).toHaveLength(3);
  }, 120_000);

  it('deletes a page as the author’s draft: refused while other pages link to it, reviewed as a removal, refused at publish when a link came meanwhile, then published off the branch', async () => {
    const ZNS = 'pages/pricing/zns.json';
    const editorId = (await me('editor')).user.id;
    const form = async (who: Role, route: string, body: Record<string, string>) =>
      fetch(url + route, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded', ...as(who) },
        body: new URLSearchParams({ ...body, _csrf: (await me(who)).csrf }),
      });
    const hashOf = async (file: string) => ((await (await call('editor', 'GET', `/soan-thao/api/page?file=${file}`)).json()) as { hash: string }).hash;
    const before = remoteHead();

    // A page other pages link to: refused, each link located in the page holding it, in Vietnamese; nothing saved.
    const linked = await call('editor', 'DELETE', `/soan-thao/api/page?file=${FILE}&hash=${await hashOf(FILE)}`);
    const { status, issues } = (await linked.json()) as { status: string; issues: { file: string; message: string }[] };
    expect([linked.status, status]).toEqual([409, 'linked']);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue.file).not.toBe(FILE);
      expect(issue.message).toBe('liên kết tới "/about", nhưng không có trang này');
    }
    expect(await repo.drafts()).toEqual([]);

    // An unlinked page: a stale version is a 409; then the deletion is a draft (nothing published).
    const hash = await hashOf(ZNS);
    const stale = await call('editor', 'DELETE', `/soan-thao/api/page?file=${ZNS}&hash=p:stale`);
    expect([stale.status, await stale.json()]).toEqual([409, { status: 'conflict', hash }]);
    const deleted = await call('editor', 'DELETE', `/soan-thao/api/page?file=${ZNS}&hash=${hash}`);
    expect([deleted.status, ((await deleted.json()) as { status: string }).status]).toEqual([200, 'deleted']);
    expect(await repo.draft(editorId, ZNS)).toMatchObject({ removed: true, content: '', saved: { author: 'editor', message: 'Xoá trang: /pricing/zns' } });
    expect(await repo.read(ZNS)).toBeDefined();
    expect(remoteHead()).toBe(before);
    // Gone from the author's page list and editor (said why); the others still see it.
    const list = async (who: Role) =>
      ((await (await call(who, 'GET', '/soan-thao/api/pages')).json()) as { pages: { file: string }[] }).pages.map((p) => p.file);
    expect(await list('editor')).not.toContain(ZNS);
    expect(await list('publisher')).toContain(ZNS);
    const reopened = await call('editor', 'GET', `/soan-thao/api/page?file=${ZNS}`);
    expect([reopened.status, ((await reopened.json()) as { error: string }).error]).toEqual([404, EDITOR_MESSAGES.removedInDraft]);
    // No preview link of a removal; on the page list it says so, with "Gửi duyệt".
    const link = await call('editor', 'POST', '/api/preview-links', { file: ZNS });
    expect(link.status).toBeGreaterThanOrEqual(400);
    const row = /<tr><th scope="row"><a href="\/lich-su\?tep=pages%2Fpricing%2Fzns.json">[^]*?<\/tr>/.exec(
      await (await call('editor', 'GET', '/noi-dung')).text(),
    )![0];
    expect(row).toContain('<strong>xoá trang</strong>');
    expect(row).toContain('aria-label="Gửi duyệt /pricing/zns"');
    expect(row).not.toContain('Tạo liên kết xem trước');
    expect((await form('editor', '/noi-dung/gui-duyet', { tep: ZNS })).status).toBe(303);

    // The publisher reads that the page will be removed.
    const review = `/duyet/xem?tac-gia=${editorId}&tep=${encodeURIComponent(ZNS)}`;
    const reviewed = await (await call('publisher', 'GET', review)).text();
    expect(reviewed).toContain('Khi đăng, trang /pricing/zns sẽ bị xoá khỏi website.');
    expect(reviewed).toContain('Trang bị xoá: ');
    expect(reviewed).not.toMatch(/<button type="submit" disabled>Đăng trang/);

    // Meanwhile a published page starts linking to it: the publish is refused, the link located in that page.
    const dev = { id: 'dev', name: 'Dev', email: 'dev@a.vn' };
    const linking = readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8').replace('"href": "/pricing"', '"href": "/pricing/zns"');
    await repo.saveDraft(dev, FILE, linking, undefined);
    await repo.sendForReview(dev.id, FILE);
    await repo.publish(dev, dev.id, FILE, await repo.publishable(dev.id, FILE, (_b, mine) => mine!));
    const blocked = await (await call('publisher', 'GET', review)).text();
    expect(blocked).toMatch(/<strong>pages\/about.json<\/strong>[^<]*: liên kết tới &#34;\/pricing\/zns&#34;, nhưng không có trang này/);
    expect(blocked).toMatch(/<button type="submit" disabled>Đăng trang/);
    const refused = await form('publisher', '/duyet/dang', { 'tac-gia': editorId, tep: ZNS });
    expect(refused.status).toBe(422);
    expect(await repo.read(ZNS)).toBeDefined();

    // The link taken out again: published, the page leaves the published branch and the remote; the draft is done.
    await repo.saveDraft(dev, FILE, readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8'), undefined);
    await repo.sendForReview(dev.id, FILE);
    await repo.publish(dev, dev.id, FILE, await repo.publishable(dev.id, FILE, (_b, mine) => mine!));
    const published = await form('publisher', '/duyet/dang', { 'tac-gia': editorId, tep: ZNS });
    expect([published.status, published.headers.get('location')]).toEqual([303, '/duyet?thong-bao=da-dang']);
    expect(await repo.read(ZNS)).toBeUndefined();
    expect(git(remoteDir, '--git-dir', remoteDir, 'ls-tree', 'main', '--', ZNS)).toBe('');
    expect(await repo.draft(editorId, ZNS)).toBeUndefined();
    expect((await repo.history(ZNS))[0]).toMatchObject({ author: 'publisher' });

    // A new page that exists only as the author's draft: deleting it drops the draft.
    await call('editor', 'POST', '/soan-thao/api/page', { route: '/uu-dai/thu', template: 'landing' });
    const dropped = await call('editor', 'DELETE', `/soan-thao/api/page?file=pages/uu-dai/thu.json&hash=${await hashOf('pages/uu-dai/thu.json')}`);
    expect([dropped.status, ((await dropped.json()) as { status: string }).status]).toEqual([200, 'deleted']);
    expect(await repo.draft(editorId, 'pages/uu-dai/thu.json')).toBeUndefined();
    const audit = (await (await call('admin', 'GET', '/api/audit')).json()) as { entries: { action: string; target: string }[] };
    expect(audit.entries.filter((e) => ['delete-page', 'discard-draft'].includes(e.action)).map((e) => e.target)).toEqual(['pages/uu-dai/thu.json', ZNS]);
  }, 120_000);
});
