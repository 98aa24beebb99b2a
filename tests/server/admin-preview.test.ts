// @vitest-environment node
// Preview links over HTTP, on real git (a bare remote holding the project's content), real databases
// (SQLite, PostgreSQL) and the site's renderer as `npm run build` leaves it (build/renderer): an
// editor makes a link of their draft, someone without an account opens it and reads the draft
// rendered with the site's stylesheet, kept out of search engines; a link with a changed signature or
// id, an expired or a revoked one, or one made by a disabled account shows nothing of the draft; an
// invalid draft shows its problems; who may make and revoke a link, per role; the audit entries.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS, type RouteKey } from '../../src/admin/access.ts';
import type { Accounts, Role } from '../../src/admin/accounts.ts';
import { openContentRepo } from '../../src/admin/content/contentRepo.ts';
import type { Db } from '../../src/admin/db.ts';
import { previewLinks } from '../../src/admin/preview/links.ts';
import { PREVIEW_MESSAGES, REFUSED_PAGES } from '../../src/admin/preview/previewPages.ts';
import { previewRenderer } from '../../src/admin/preview/renderer.ts';
import { MESSAGES, SESSION_COOKIE } from '../../src/admin/server.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { tempDir } from './helpers.ts';
import { png, samePixels } from '../unit/editor/imageFiles.ts';
import { adminFixture, PREVIEW_SECRET, PREVIEW_TTL } from './adminFixture.ts';
import { shownMinute } from '../../src/admin/time.ts';
import { STORE_KINDS } from './leadDatabases.ts';

const SECRET = PREVIEW_SECRET;
const TTL = PREVIEW_TTL;
const FILE = 'pages/uu-dai/black-friday.json';
const root = tempDir('admin-preview-');
const renderer = previewRenderer(path.join(PROJECT_ROOT, 'build'));
let remote: string;

/** The about page as a new landing page one folder down, its hero saying `heading`. */
const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as {
  meta: { title: string };
  sections: { type: string; title?: string }[];
};
const landing = (heading: string, edit: (page: typeof about) => void = () => {}) => {
  const page = { ...structuredClone(about), $schema: '../../schema/page.schema.json' };
  page.meta.title = 'Black Friday | AM Digital';
  page.sections[0].title = heading;
  edit(page);
  return `${JSON.stringify(page, null, 2)}\n`;
};

beforeAll(async () => {
  await renderer.ready(); // the build's renderer (npm run build first)
  remote = projectContentRemote(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('renders a commit whose schemas are the ones the renderer was built with, and refuses one whose schemas changed since (a newer section type it cannot know)', async () => {
  const same = await openContentRepo({ dir: path.join(root, 'same.git'), remote });
  expect(Object.keys(await renderer.render(same, await same.head(), 'pages/about.json'))).toEqual(['html', 'siteUrl']);
  const own = path.join(root, 'schemas-changed');
  const changedRemote = projectContentRemote(own, (developer) => {
    const file = path.join(developer, 'schema/page.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { description?: string };
    schema.description = `${schema.description ?? ''} (đổi sau bản dựng)`;
    writeFileSync(file, JSON.stringify(schema, null, 2));
  });
  const changed = await openContentRepo({ dir: path.join(own, 'admin.git'), remote: changedRemote });
  expect(await renderer.render(changed, await changed.head(), 'pages/about.json')).toEqual({ outdated: true });
}, 60_000);

describe.each(STORE_KINDS)('preview links on %s', (kind) => {
  // The server's clock: now at the start of each test (set before the fixture signs everyone in), moved by some tests.
  let clock = Date.now();
  beforeEach(() => {
    clock = Date.now();
  });
  // The content repository (a copy of a bare remote holding the project's content, and the admin's clone), preview links rendered by the renderer above, every role signed in, the log kept.
  const fx = adminFixture(kind, { content: true, preview: renderer, signedIn: true, logs: true, now: () => clock });
  let db: Db;
  let store: Accounts;
  let url: string;
  let logged: Record<string, unknown>[];
  const cookies: Partial<Record<Role, string>> = {};
  beforeEach(() => {
    ({ db, store, url, logged } = fx);
    Object.assign(cookies, fx.cookies);
  });

  const as = (who: Role | 'none'): Record<string, string> => (who !== 'none' ? { cookie: `${SESSION_COOKIE}=${cookies[who]}` } : {});
  const me = async (who: Role) => (await (await fetch(`${url}/api/me`, { headers: as(who) })).json()) as { csrf: string; user: { id: string } };
  const json = async (who: Role, route: string, body: unknown) =>
    fetch(url + route, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', 'x-csrf-token': (await me(who)).csrf, ...as(who) },
      body: JSON.stringify(body),
    });
  const form = async (who: Role | 'none', route: string, body: Record<string, string>) =>
    fetch(url + route, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded', ...as(who) },
      body: new URLSearchParams({ ...body, ...(who === 'none' ? {} : { _csrf: (await me(who)).csrf }) }),
    });
  const save = (who: Role, content: string, expectedHead?: string) =>
    json(who, '/api/content/draft', { file: FILE, content, expectedHead }).then(async (res) => {
      expect(res.status).toBe(200);
      return ((await res.json()) as { draft: { head: string } }).draft.head;
    });
  type Made = { url: string; link: { id: string; version: string; expiresAt: string } };
  const makeLink = async (who: Role, body: Record<string, string> = { file: FILE }) => {
    const res = await json(who, '/api/preview-links', body);
    return { status: res.status, body: (await res.json()) as Made & { error: string } };
  };
  /** Opened as a visitor: no cookie (headings keep a word's syllables together with no-break spaces: read as spaces). */
  const open = async (link: string) => {
    const res = await fetch(link, { redirect: 'manual' });
    return { res, html: (await res.text()).replace(/\u00a0|&nbsp;|&#160;/g, ' ') };
  };
  const auditActions = async () => (await store.auditLog()).map((entry) => entry.action);

  it('a visitor without an account sees the draft as the site renders it, with its stylesheet, out of search engines; the link shows the version it was made for', async () => {
    const first = await save('editor', landing('Ưu đãi Black Friday giảm 50% cho website'));
    const made = await makeLink('editor');
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(new RegExp(`^${url}/xem-truoc/[A-Za-z0-9_-]{24}\\.[A-Za-z0-9_-]{43}$`));
    expect(made.body.link).toMatchObject({ version: first, expiresAt: new Date(clock + TTL).toISOString() });

    const { res, html } = await open(made.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The site's document: its language, its head, the draft's text in the hero, noindex in the page too.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="vi"/i);
    expect(html).toContain('<title>Black Friday | AM Digital</title>');
    expect(html).toContain('Ưu đãi Black Friday giảm 50% cho website');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    // Static: no script runs (no boot data, no entry), content behind a click is shown.
    expect(html).not.toMatch(/<script/);
    // Said at the top: a preview, who made the link and until when it works, what differs from the live page.
    const until = shownMinute(new Date(clock + TTL).toISOString());
    expect(html).toMatch(/<body[^>]*><style>[^<]*<\/style><aside class="preview-notice" aria-label="Bản xem trước">/);
    expect(html).toContain(
      `<p><strong>Bản xem trước, chưa đăng lên web.</strong> Liên kết do editor@a.vn tạo, dùng được đến ${until}. Biểu mẫu trên trang này không gửi đi; nội dung ẩn sau nút bấm được mở sẵn.</p></aside>`,
    );
    // Links to the site's other pages go to the public site (the site file's siteUrl); none stays on the admin.
    expect(html).toMatch(/<a [^>]*href="https:\/\/amdigital\.vn\/pricing"/);
    expect(html).not.toMatch(/<a [^>]*href="\/(?!\/)/);
    // The site's own stylesheet, served by the admin under the site's path.
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await fetch(url + stylesheet!);
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(readFileSync(path.join(PROJECT_ROOT, 'build/client', stylesheet!), 'utf8')).toBe(await css.text());
    for (const asset of html.matchAll(/(?:src|href)="(\/(?:images|icons)\/[^"#]+)/g))
      expect([asset[1], (await fetch(url + asset[1])).status]).toEqual([asset[1], 200]);
    // Only the built site's public files: nothing else of the folder, no way out of it.
    expect((await fetch(`${url}/assets/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${url}/index.html`)).status).toBe(404);

    // A later save does not change what the link shows; a new link shows it.
    await save('editor', landing('Bản sửa sau khi gửi liên kết'), first);
    expect((await open(made.body.url)).html).toContain('Ưu đãi Black Friday giảm 50% cho website');
    const second = await makeLink('editor');
    expect((await open(second.body.url)).html).toContain('Bản sửa sau khi gửi liên kết');

    // The request log has the path without its token (the link's key).
    const token = made.body.url.slice(made.body.url.lastIndexOf('/') + 1);
    expect(JSON.stringify(logged)).not.toContain(token.split('.')[0]);
    expect(logged.filter((line) => line.path === '/xem-truoc/…').length).toBe(3);

    const log = await store.auditLog();
    expect(log.filter((e) => e.action === 'create-preview-link').map((e) => e.target)).toEqual([FILE, FILE]);
    const opened = log.filter((e) => e.action === 'open-preview-link');
    expect(opened.length).toBe(3);
    expect(opened.filter((e) => e.actor === null && e.target === FILE && e.detail?.includes(first)).length).toBe(2);
  }, 120_000);

  it('a changed signature or id, an expired or revoked link, or one made by a disabled account shows a Vietnamese page and nothing of the draft', async () => {
    const SECRET_TEXT = 'Nội dung bí mật của bản nháp';
    await save('editor', landing(SECRET_TEXT));
    const made = (await makeLink('editor')).body;
    expect((await open(made.url)).html).toContain(SECRET_TEXT);
    const refused = async (link: string, status: number, words: string) => {
      const { res, html } = await open(link);
      expect([res.status, html.includes(SECRET_TEXT), html.includes(words)]).toEqual([status, false, true]);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive');
      expect(html).toContain('<meta name="robots" content="noindex">');
    };
    const dot = made.url.lastIndexOf('.');
    const [base, signature] = [made.url.slice(0, dot), made.url.slice(dot + 1)];
    const flip = (s: string) => s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    await refused(`${base}.${flip(signature)}`, 404, REFUSED_PAGES.unknown[1]);
    const id = base.slice(base.lastIndexOf('/') + 1);
    await refused(made.url.replace(id, flip(id)), 404, REFUSED_PAGES.unknown[1]);
    await refused(`${url}/xem-truoc/khong-phai-lien-ket`, 404, REFUSED_PAGES.unknown[1]);
    // A row changed in the database (another version) no longer matches its signature.
    const other = (await makeLink('editor')).body;
    await db.run('UPDATE preview_links SET version = ? WHERE id_hash = ?', ['0'.repeat(40), other.link.id]);
    await refused(other.url, 404, REFUSED_PAGES.unknown[1]);

    // A version git does not have (a link made straight in the table, signed with the same key): the Vietnamese page, not an error.
    const editor = (await store.userByEmail('editor@a.vn'))!;
    const lost = await previewLinks(db, SECRET).create({ file: FILE, authorId: editor.id, version: 'f'.repeat(40), by: editor, now: clock, ttlMs: TTL });
    await refused(url + lost.path, 503, REFUSED_PAGES.unavailable[1]);

    // Expired: seven days later.
    const later = (await makeLink('editor')).body;
    clock += TTL - 1;
    expect((await open(later.url)).res.status).toBe(200);
    clock += 1;
    await refused(later.url, 410, REFUSED_PAGES.expired[1]);
    clock -= TTL;

    // Revoked by its maker: at once.
    const revoked = await json('editor', '/api/preview-links/revoke', { id: made.link.id });
    expect([revoked.status, ((await revoked.json()) as { link: { revokedAt?: string } }).link.revokedAt]).toEqual([200, expect.any(String)]);
    await refused(made.url, 410, REFUSED_PAGES.revoked[1]);

    // Its maker's account disabled.
    const fresh = (await makeLink('editor')).body;
    await store.disableUser((await store.userByEmail('editor@a.vn'))!.id, clock);
    await refused(fresh.url, 410, REFUSED_PAGES.revoked[1]);

    const actions = await auditActions();
    expect(actions).toContain('revoke-preview-link');
    expect(actions.filter((a) => a === 'preview-link-refused').length).toBe(7);
  }, 120_000);

  it('an image uploaded in the draft shows through the link, only through a live link', async () => {
    const first = await save('editor', landing('Ưu đãi có ảnh mới'));
    const image = png(560, 420);
    const uploaded = await fetch(`${url}/soan-thao/api/upload?name=Anh%20moi.png&file=${encodeURIComponent(FILE)}`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'image/png', 'x-csrf-token': (await me('editor')).csrf, ...as('editor') },
      body: new Uint8Array(image),
    });
    expect([uploaded.status, await uploaded.json()]).toEqual([201, { src: '/images/uploads/anh-moi.png', width: 560, height: 420 }]);
    // The page uses it in a hero with an image (the home page's, its picture replaced).
    const home = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/index.json'), 'utf8')) as { sections: { image?: Record<string, unknown> }[] };
    const hero = { ...home.sections[0], image: { ...home.sections[0].image, src: '/images/uploads/anh-moi.png', width: 560, height: 420 } };
    const { draft } = (await (await fetch(`${url}/api/content/page?file=${FILE}`, { headers: as('editor') })).json()) as { draft: { head: string } };
    expect(draft.head).not.toBe(first);
    await save(
      'editor',
      landing('Ưu đãi có ảnh mới', (page) => page.sections.splice(1, 0, hero as never)),
      draft.head,
    );
    const made = await makeLink('editor');
    const token = made.body.url.slice(made.body.url.lastIndexOf('/') + 1);
    const { res, html } = await open(made.body.url);
    expect(res.status).toBe(200);
    expect(html).toContain(`src="/xem-truoc/${token}/images/uploads/anh-moi.png"`);
    expect(html).not.toMatch(/[^\w}]\/images\/uploads\/anh-moi\.png/);
    const shown = await fetch(`${url}/xem-truoc/${token}/images/uploads/anh-moi.png`);
    expect([shown.status, shown.headers.get('content-type'), shown.headers.get('x-robots-tag')]).toEqual([200, 'image/png', 'noindex, nofollow, noarchive']);
    expect(await samePixels(Buffer.from(await shown.arrayBuffer()), image)).toBe(true);
    // Not on its site path (not published), not a published image through the link, nothing outside images/, not after revoking.
    expect((await fetch(`${url}/images/uploads/anh-moi.png`)).status).toBe(404);
    expect((await fetch(`${url}/xem-truoc/${token}/images/og-home.png`)).status).toBe(404);
    expect((await fetch(`${url}/xem-truoc/${token}/images/..%2F..%2Fpages%2Fabout.json`)).status).toBe(404);
    expect((await fetch(`${url}/xem-truoc/${token.slice(0, -2)}xx/images/uploads/anh-moi.png`)).status).toBe(404);
    expect((await json('editor', '/api/preview-links/revoke', { id: made.body.link.id })).status).toBe(200);
    const revoked = await fetch(`${url}/xem-truoc/${token}/images/uploads/anh-moi.png`);
    expect([revoked.status, (await revoked.arrayBuffer()).byteLength === image.length]).toEqual([404, false]);
  }, 60_000);

  it('a draft the check refuses shows its problems in Vietnamese instead of a blank page', async () => {
    await save(
      'editor',
      landing('Trang lỗi', (page) => page.sections.push({ type: 'khongCoLoaiNay' })),
    );
    const { res, html } = await open((await makeLink('editor')).body.url);
    expect(res.status).toBe(422);
    expect(html).toContain('Bản nháp /uu-dai/black-friday còn lỗi');
    expect(html).toMatch(/<li><strong>pages\/uu-dai\/black-friday\.json<\/strong>/);
    expect(html).not.toContain('Trang lỗi');
  }, 60_000);

  it('who makes and revokes links: an editor their own drafts only, a publisher or an admin any draft in review; sales and visitors none', async () => {
    await save('editor', landing('Bản nháp của biên tập viên'));
    const editorId = (await me('editor')).user.id;
    const publisherId = (await me('publisher')).user.id;
    // Another's draft before it is sent for review: nobody but its author.
    expect((await makeLink('publisher', { file: FILE, author: editorId })).status).toBe(404);
    expect((await makeLink('publisher')).body.error).toBe(PREVIEW_MESSAGES.noDraft);
    const sent = await json('editor', '/api/content/review', { file: FILE });
    const inReview = ((await sent.json()) as { inReview: string }).inReview;
    // Saved again after sending: a publisher's link shows what was sent, the author's the last save.
    await save('editor', landing('Sửa sau khi gửi duyệt'), inReview);
    for (const who of ['publisher', 'admin'] as const) {
      const made = await makeLink(who, { file: FILE, author: editorId });
      expect([who, made.status, made.body.link.version]).toEqual([who, 201, inReview]);
      expect((await open(made.body.url)).html).toContain('Bản nháp của biên tập viên');
    }
    // An editor: not someone else's draft, in review or not.
    await save('publisher', landing('Bản nháp của người duyệt'));
    await json('publisher', '/api/content/review', { file: FILE });
    const publisherOwn = await makeLink('publisher');
    expect(publisherOwn.status).toBe(201);
    const denied = await makeLink('editor', { file: FILE, author: publisherId });
    expect([denied.status, denied.body.error]).toEqual([403, PREVIEW_MESSAGES.notYours]);
    const own = await makeLink('editor');
    expect(own.status).toBe(201);
    expect((await open(own.body.url)).html).toContain('Sửa sau khi gửi duyệt');
    // Not a page file.
    expect((await makeLink('editor', { file: 'pages/_shared/faq.json' })).status).toBe(400);
    expect((await makeLink('editor', { file: '../etc/passwd' })).status).toBe(400);

    // Lists: an editor sees the links they made, a publisher all.
    const listOf = async (who: Role) => ((await (await fetch(`${url}/api/preview-links`, { headers: as(who) })).json()) as { links: { id: string }[] }).links;
    expect((await listOf('editor')).map((l) => l.id)).toEqual([own.body.link.id]);
    expect((await listOf('publisher')).length).toBe(4);
    // Revoking: an editor not a link of someone else's draft made by someone else; a publisher anyone's.
    const editorRevoke = await json('editor', '/api/preview-links/revoke', { id: publisherOwn.body.link.id });
    expect([editorRevoke.status, ((await editorRevoke.json()) as { error: string }).error]).toEqual([403, PREVIEW_MESSAGES.cannotRevoke]);
    expect((await json('publisher', '/api/preview-links/revoke', { id: own.body.link.id })).status).toBe(200);
    expect((await open(own.body.url)).res.status).toBe(410);

    // Sales and visitors: every staff route of the preview links refused, and nothing made.
    const staffRoutes = (Object.keys(ACCESS) as RouteKey[]).filter((key) => /preview-links|lien-ket-xem-truoc/.test(key));
    expect(staffRoutes.length).toBe(6);
    const before = (await listOf('admin')).length;
    for (const key of staffRoutes) {
      const [method, route] = key.split(' ');
      for (const who of ['none', 'sales'] as const) {
        const res =
          method === 'GET'
            ? await fetch(url + route, { headers: as(who), redirect: 'manual' })
            : route.startsWith('/api/')
              ? await fetch(url + route, {
                  method: 'POST',
                  headers: { origin: url, 'content-type': 'application/json', ...as(who), ...(who === 'none' ? {} : { 'x-csrf-token': (await me(who)).csrf }) },
                  body: JSON.stringify({ file: FILE, id: own.body.link.id }),
                })
              : await form(who, route, { tep: FILE, ma: own.body.link.id });
        const html = !route.startsWith('/api/');
        expect([key, who, res.status]).toEqual([key, who, who === 'none' ? (html ? 303 : 401) : 403]);
        if (who === 'sales' && html) expect(await res.text()).toContain(MESSAGES.forbidden);
      }
    }
    expect((await listOf('admin')).length).toBe(before);
    // Without the session's token, no link is made.
    const noToken = await fetch(`${url}/api/preview-links`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', ...as('editor') },
      body: JSON.stringify({ file: FILE }),
    });
    expect(noToken.status).toBe(403);
    expect((await listOf('admin')).length).toBe(before);
  }, 120_000);

  it('the page of links: the button on /noi-dung makes a link shown once to copy; revoking from the list', async () => {
    await save('editor', landing('Từ trang nội dung'));
    const list = await (await fetch(`${url}/noi-dung`, { headers: as('editor') })).text();
    expect(list).toContain('action="/lien-ket-xem-truoc/tao"');
    const made = await form('editor', '/lien-ket-xem-truoc/tao', { tep: FILE, 'tac-gia': (await me('editor')).user.id });
    expect(made.status).toBe(201);
    const page = await made.text();
    const link = /<input id="preview-link" readonly value="([^"]+)">/.exec(page)?.[1];
    expect(link).toMatch(/\/xem-truoc\//);
    expect((await open(link!)).html).toContain('Từ trang nội dung');
    // Listed afterwards without the link itself.
    const again = await (await fetch(`${url}/lien-ket-xem-truoc`, { headers: as('editor') })).text();
    expect(again).not.toContain(link!);
    const handle = /name="ma" value="([0-9a-f]{64})"/.exec(again)?.[1];
    const revoked = await form('editor', '/lien-ket-xem-truoc/thu-hoi', { ma: handle! });
    expect([revoked.status, revoked.headers.get('location')]).toEqual([303, '/lien-ket-xem-truoc?thong-bao=da-thu-hoi']);
    expect(await (await fetch(`${url}/lien-ket-xem-truoc?thong-bao=da-thu-hoi`, { headers: as('editor') })).text()).toContain('Đã thu hồi');
    expect((await open(link!)).res.status).toBe(410);
  }, 60_000);
});
