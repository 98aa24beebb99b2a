// @vitest-environment node
// The admin's content workflow over HTTP, on real git (a bare repository on disk holding the project's
// pages/ and public/ is the remote) and real databases (SQLite, PostgreSQL): an editor saves a draft
// and sends it for review, a publisher reads the changes in Vietnamese and publishes (merged, pushed),
// a page the validator refuses cannot be published, a draft is sent back with a reason, a version is
// restored; every content route answers every role as the table allows and changes nothing otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS, type RouteKey } from '../../src/admin/access.ts';
import { ROLES, type Role } from '../../src/admin/accounts.ts';
import { CONTENT_MESSAGES } from '../../src/admin/content/contentRoutes.ts';
import { PLACEHOLDER_MESSAGES } from '../../src/admin/content/publishing.ts';
import { MESSAGES, SESSION_COOKIE } from '../../src/admin/server.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';

const FILE = 'pages/uu-dai/black-friday.json';

/** The about page as a new landing page one folder down: valid as it is. */
const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as {
  meta: { title: string };
  sections: { type: string; title?: string }[];
};
const landing = (title: string, edit: (page: typeof about) => void = () => {}) => {
  const page = { ...structuredClone(about), $schema: '../../schema/page.schema.json' };
  page.meta.title = title;
  edit(page);
  return `${JSON.stringify(page, null, 2)}\n`;
};

describe.each(STORE_KINDS)('admin content on %s', (kind) => {
  // The server's clock: now at the start of each test (set before the fixture signs everyone in), moved by some tests.
  let clock = Date.now();
  beforeEach(() => {
    clock = Date.now();
  });
  // Each test its own remote (a copy of the pristine one holding the project's content) and admin clone.
  const fx = adminFixture(kind, { content: true, signedIn: true, now: () => clock });
  let url: string;
  let remoteHead: () => string;
  let remoteDir: string;
  const cookies: Partial<Record<Role | 'none', string>> = {};
  beforeEach(() => {
    ({ url, remoteHead, remoteDir } = fx);
    Object.assign(cookies, fx.cookies);
  });

  const as = (who: Role | 'none'): Record<string, string> => (cookies[who] ? { cookie: `${SESSION_COOKIE}=${cookies[who]}` } : {});
  const csrfOf = async (who: Role) => ((await (await fetch(`${url}/api/me`, { headers: as(who) })).json()) as { csrf: string }).csrf;
  function post(route: string, body: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(url + route, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    });
  }
  /** A form post as `who`, with their session's token. */
  const form = async (who: Role, route: string, body: Record<string, string>) => post(route, { ...body, _csrf: await csrfOf(who) }, as(who));
  const json = async (who: Role, route: string, body: unknown) =>
    fetch(url + route, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', 'x-csrf-token': await csrfOf(who), ...as(who) },
      body: JSON.stringify(body),
    });
  const get = (who: Role | 'none', route: string) => fetch(url + route, { headers: as(who), redirect: 'manual' });
  const reviewUrl = async (who: Role) => {
    const me = ((await (await fetch(`${url}/api/me`, { headers: as(who) })).json()) as { user: { id: string } }).user;
    return `/duyet/xem?tac-gia=${me.id}&tep=${encodeURIComponent(FILE)}`;
  };
  const idOf = async (who: Role) => ((await (await fetch(`${url}/api/me`, { headers: as(who) })).json()) as { user: { id: string } }).user.id;

  it('an editor drafts and sends for review; a publisher reads the changes in Vietnamese and publishes; the remote has it, in their names', async () => {
    const before = remoteHead();
    const opened = (await (await get('editor', `/api/content/page?file=${FILE}`)).json()) as { published: string | null; draft: unknown };
    expect(opened).toMatchObject({ published: null, draft: null });
    const saved = await json('editor', '/api/content/draft', { file: FILE, content: landing('Black Friday | AM Digital') });
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { head: string } };
    // A second tab that started before this save is refused, in Vietnamese; nothing is overwritten.
    const stale = await json('editor', '/api/content/draft', { file: FILE, content: landing('Tab cũ') });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/vừa được lưu ở nơi khác/);
    expect(
      (await json('editor', '/api/content/draft', { file: FILE, content: landing('Black Friday — giảm 50% | AM Digital'), expectedHead: draft.head })).status,
    ).toBe(200);
    expect(remoteHead()).toBe(before);

    expect((await json('editor', '/api/content/review', { file: FILE })).status).toBe(200);
    // Named by the title the draft gives the page (a new page has no other), its address beside.
    const list = await (await get('publisher', '/duyet')).text();
    expect(list).toContain(`${encodeURIComponent(FILE)}">Black Friday — giảm 50%</a> <span class="route">/uu-dai/black-friday</span>`);
    const review = await (await get('publisher', await reviewUrl('editor'))).text();
    expect(review).toContain('<h1>Duyệt trang Black Friday — giảm 50% (/uu-dai/black-friday)</h1>');
    expect(review).toContain('Black Friday — giảm 50% | AM Digital');
    expect(review).not.toMatch(/sections\[|\[\d+\]/);
    expect(review).toMatch(/<button type="submit">Đăng trang<\/button>/);

    const published = await form('publisher', '/duyet/dang', { 'tac-gia': await idOf('editor'), tep: FILE });
    expect([published.status, published.headers.get('location')]).toEqual([303, '/duyet?thong-bao=da-dang']);
    expect(await (await get('publisher', published.headers.get('location')!)).text()).toContain(CONTENT_MESSAGES.published);
    expect(remoteHead()).not.toBe(before);
    expect(git(remoteDir, '--git-dir', remoteDir, 'log', '-2', '--format=%an %s', 'main')).toBe(`publisher Đăng: ${FILE}\neditor Bản nháp: ${FILE}`);
    const history = await (await get('editor', `/lich-su?tep=${encodeURIComponent(FILE)}`)).text();
    expect(history).toContain('<h1>Lịch sử trang Black Friday — giảm 50% (/uu-dai/black-friday)</h1>');
    expect(history).toContain('1 phiên bản đã đăng');
    // The admin's own publish, in the staff's words (not its commit message, which names the file).
    expect(history).toMatch(/<td>publisher<\/td><td>Đăng trang<\/td>/);
    expect(history).not.toContain(`Đăng: ${FILE}`);
    // A page as the developers committed it: the technical team's update, their note folded away.
    const developers = await (await get('editor', '/lich-su?tep=pages%2Fabout.json')).text();
    expect(developers).toContain('<td>Nhóm kỹ thuật cập nhật<details><summary>Ghi chú kỹ thuật</summary>Nội dung</details></td>');
    // The page list names each page by its title (without the site's name), its address below.
    const pages = await (await get('editor', '/noi-dung')).text();
    expect(pages).toContain(
      `<a href="/lich-su?tep=${encodeURIComponent(FILE)}">Black Friday — giảm 50%</a><br><span class="route">/uu-dai/black-friday</span>`,
    );
    expect(pages).toContain('<a href="/lich-su?tep=pages%2Fabout.json">Giới thiệu</a><br><span class="route">/about</span>');
    expect(pages).toContain('<option value="trang:pages/about.json">Bản sao của trang /about — Giới thiệu</option>');
    // A history of no published page says so, not that a draft is missing.
    for (const query of ['', '?tep=pages%2Fkhong-co.json', '?tep=..%2Fpackage.json']) {
      const none = await get('editor', `/lich-su${query}`);
      expect([query, none.status, await none.text()]).toEqual([
        query,
        404,
        expect.stringContaining(`<h1>Không tìm thấy</h1><p>${CONTENT_MESSAGES.noPage}</p>`),
      ]);
    }
    // Editors restore nothing: the button is not there, and the route refuses.
    expect(history).not.toContain('Khôi phục');
    const audit = (await (await get('admin', '/api/audit')).json()) as { entries: { action: string; target: string }[] };
    expect(audit.entries.map((e) => e.action).filter((a) => /draft|review|publish/.test(a))).toEqual([
      'publish',
      'send-for-review',
      'save-draft',
      'save-draft',
    ]);
  }, 60_000);

  it('refuses to publish a page the validator refuses, saying what and where in Vietnamese, and the remote stays', async () => {
    const broken = landing('Black Friday', (page) => {
      (page.sections[0] as { buttons?: { label: string; href: string }[] }).buttons = [{ label: 'Xem ưu đãi', href: '/khong-co-trang-nay' }];
    });
    expect((await json('editor', '/api/content/draft', { file: FILE, content: broken })).status).toBe(200);
    expect((await json('editor', '/api/content/review', { file: FILE })).status).toBe(200);
    const review = await (await get('publisher', await reviewUrl('editor'))).text();
    expect(review).toContain('Chưa thể đăng');
    expect(review).toContain('/khong-co-trang-nay');
    expect(review).toMatch(/<button type="submit" disabled>Đăng trang<\/button>/);
    const before = remoteHead();
    const refused = await form('publisher', '/duyet/dang', { 'tac-gia': await idOf('editor'), tep: FILE });
    expect(refused.status).toBe(422);
    expect(remoteHead()).toBe(before);
  }, 60_000);

  it('sends a draft back with a reason (required), and restores a published version as the publisher’s new draft', async () => {
    const editor = await idOf('editor');
    await json('editor', '/api/content/draft', { file: FILE, content: landing('Bản 1') });
    await json('editor', '/api/content/review', { file: FILE });
    expect((await form('publisher', '/duyet/tra-lai', { 'tac-gia': editor, tep: FILE, comment: '' })).status).toBe(400);
    const back = await form('publisher', '/duyet/tra-lai', { 'tac-gia': editor, tep: FILE, comment: 'Tiêu đề cần nêu rõ mức giảm giá.' });
    expect(await (await get('publisher', back.headers.get('location')!)).text()).toContain(CONTENT_MESSAGES.returned);
    expect(await (await get('publisher', '/duyet')).text()).toContain('Không có bản nháp nào chờ duyệt');
    // The author sees why, on the page list and with their draft (kept while they work on it, gone once sent again).
    expect(await (await get('editor', '/noi-dung')).text()).toContain('<strong>Bị trả lại</strong> bởi publisher: Tiêu đề cần nêu rõ mức giảm giá.');
    const returned = (await (await get('editor', `/api/content/page?file=${FILE}`)).json()) as { draft: { head: string } };
    await json('editor', '/api/content/draft', { file: FILE, content: landing('Bản 1 — giảm 50%'), expectedHead: returned.draft.head });
    const reopened = (await (await get('editor', `/api/content/page?file=${FILE}`)).json()) as { draft: { returned?: unknown } };
    expect(reopened.draft.returned).toEqual({ by: 'publisher', reason: 'Tiêu đề cần nêu rõ mức giảm giá.' });

    // Published twice; the publisher restores the first.
    await json('editor', '/api/content/review', { file: FILE });
    await form('publisher', '/duyet/dang', { 'tac-gia': editor, tep: FILE });
    expect(await (await get('publisher', '/noi-dung')).text()).toContain(`<a href="/lich-su?tep=${encodeURIComponent(FILE)}">Bản 1 — giảm 50%</a>`);
    const first = git(remoteDir, '--git-dir', remoteDir, 'rev-parse', 'main');
    await json('editor', '/api/content/draft', { file: FILE, content: landing('Bản 2') });
    await json('editor', '/api/content/review', { file: FILE });
    await form('publisher', '/duyet/dang', { 'tac-gia': editor, tep: FILE });
    // Published: its review page is gone, and says so (not that the publisher lacks a right).
    const reviewed = await get('publisher', `/duyet/xem?tac-gia=${editor}&tep=${encodeURIComponent(FILE)}`);
    expect([reviewed.status, await reviewed.text()]).toEqual([404, expect.stringContaining(`<h1>Không tìm thấy</h1><p>${CONTENT_MESSAGES.noDraft}</p>`)]);
    expect((await form('editor', '/lich-su/khoi-phuc', { tep: FILE, 'phien-ban': first })).status).toBe(403);
    const unknown = await form('publisher', '/lich-su/khoi-phuc', { tep: FILE, 'phien-ban': 'f'.repeat(40) });
    expect([unknown.status, await unknown.text()]).toEqual([404, expect.stringContaining(CONTENT_MESSAGES.noVersion)]);
    // The page list follows each publish: the title read again only because the file changed.
    expect(await (await get('publisher', '/noi-dung')).text()).toContain(`<a href="/lich-su?tep=${encodeURIComponent(FILE)}">Bản 2</a>`);
    const restored = await form('publisher', '/lich-su/khoi-phuc', { tep: FILE, 'phien-ban': first });
    expect(await (await get('publisher', restored.headers.get('location')!)).text()).toContain(CONTENT_MESSAGES.restored);
    const mine = (await (await get('publisher', `/api/content/page?file=${FILE}`)).json()) as { draft: { content: string }; published: string };
    expect(JSON.parse(mine.draft.content).meta.title).toBe('Bản 1 — giảm 50%');
    expect(JSON.parse(mine.published).meta.title).toBe('Bản 2');
    const audit = (await (await get('admin', '/api/audit')).json()) as { entries: { action: string; detail: string }[] };
    expect(audit.entries.find((e) => e.action === 'return-draft')?.detail).toBe('Tiêu đề cần nêu rõ mức giảm giá.');
    expect(audit.entries.some((e) => e.action === 'restore')).toBe(true);
  }, 90_000);

  it('an author throws away their own draft after reading what it loses: the published page stays, the review goes, a save meanwhile is not lost unseen', async () => {
    const editor = await idOf('editor');
    const about = 'pages/about.json';
    const published = remoteHead();
    const read = async (file: string) => (await (await get('editor', `/api/content/page?file=${file}`)).json()) as { draft: { head: string } | null };
    await json('editor', '/api/content/draft', { file: about, content: landing('Giới thiệu — bản nháp bỏ đi') });
    await json('editor', '/api/content/review', { file: about });
    // Offered beside the author's own draft, and only there.
    expect(await (await get('editor', '/noi-dung')).text()).toContain(
      '<a href="/noi-dung/bo-nhap?tep=pages%2Fabout.json" aria-label="Bỏ bản nháp /about">Bỏ bản nháp</a>',
    );
    expect(await (await get('publisher', '/noi-dung')).text()).not.toContain('aria-label="Bỏ bản nháp /about"');
    const confirm = await (await get('editor', '/noi-dung/bo-nhap?tep=pages%2Fabout.json')).text();
    expect(confirm).toContain('<h1>Bỏ bản nháp trang /about?</h1>');
    expect(confirm).toContain('Trang đang đăng không đổi.');
    expect(confirm).toContain('Bản nháp đang chờ duyệt: người duyệt sẽ không thấy nó nữa.');
    const confirmed = /name="ban-nhap" value="([0-9a-f]{40})"/.exec(confirm)![1]!;
    // Saved again in another tab after the page was read: not thrown away, the page now names the newest save.
    const first = await read(about);
    await json('editor', '/api/content/draft', { file: about, content: landing('Giới thiệu — sửa thêm ở thẻ khác'), expectedHead: first.draft!.head });
    const stale = await form('editor', '/noi-dung/bo-nhap', { tep: about, 'ban-nhap': confirmed });
    const staleHtml = await stale.text();
    expect([stale.status, staleHtml]).toEqual([409, expect.stringContaining(CONTENT_MESSAGES.savedSince)]);
    expect((await read(about)).draft).not.toBeNull();
    const newest = /name="ban-nhap" value="([0-9a-f]{40})"/.exec(staleHtml)![1]!;
    expect(newest).toBe((await read(about)).draft!.head);
    // Another person has no draft of it to throw away.
    expect((await form('publisher', '/noi-dung/bo-nhap', { tep: about, 'ban-nhap': newest })).status).toBe(404);
    const done = await form('editor', '/noi-dung/bo-nhap', { tep: about, 'ban-nhap': newest });
    expect([done.status, done.headers.get('location')]).toEqual([303, '/noi-dung?thong-bao=da-bo-nhap']);
    expect(await (await get('editor', done.headers.get('location')!)).text()).toContain(CONTENT_MESSAGES.discarded);
    expect((await read(about)).draft).toBeNull();
    expect(await (await get('publisher', '/duyet')).text()).not.toContain(`tac-gia=${editor}&amp;tep=pages%2Fabout.json`);
    expect(await (await get('publisher', '/duyet')).text()).not.toContain('/about');
    expect(remoteHead()).toBe(published);
    const audit = (await (await get('admin', '/api/audit')).json()) as { entries: { action: string; target: string; detail: string }[] };
    expect(audit.entries.find((e) => e.action === 'discard-draft')).toMatchObject({ target: about, detail: newest });
  }, 60_000);

  it('names a draft deleting a page by the published title on the review list and the review', async () => {
    const editor = await idOf('editor');
    const about = 'pages/about.json';
    await fx.repo.saveDraft({ id: editor, name: 'editor', email: 'editor@a.vn' }, about, undefined, undefined);
    await fx.repo.sendForReview(editor, about);
    expect(await (await get('publisher', '/duyet')).text()).toContain(`tep=pages%2Fabout.json">Giới thiệu</a> <span class="route">/about</span> (xoá trang)`);
    const review = await (await get('publisher', `/duyet/xem?tac-gia=${editor}&tep=${encodeURIComponent(about)}`)).text();
    expect(review).toContain('<h1>Duyệt trang Giới thiệu (/about)</h1>');
    expect(review).toContain('Khi đăng, trang /about sẽ bị xoá khỏi website.');
  });

  it('answers every content route for every role and no session as the table allows; refused writes change nothing', async () => {
    const contentRoutes = (Object.keys(ACCESS) as RouteKey[]).filter((key) => /noi-dung|content|duyet|lich-su/.test(key));
    expect(contentRoutes.length).toBe(17);
    // A draft in review, so the publisher routes have something to act on.
    await json('editor', '/api/content/draft', { file: FILE, content: landing('Chờ duyệt') });
    await json('editor', '/api/content/review', { file: FILE });
    const editor = await idOf('editor');
    const query = `?file=${FILE}&tep=${encodeURIComponent(FILE)}&tac-gia=${editor}`;
    const before = remoteHead();
    for (const key of contentRoutes) {
      const [method, route] = key.split(' ');
      for (const who of ['none', ...ROLES] as const) {
        const allowed = who !== 'none' && (ACCESS[key] as readonly string[]).includes(who);
        if (allowed && method === 'POST') continue; // the allowed writes are the stories above
        const res =
          method === 'GET'
            ? // (A history is of a published page.)
              await get(who, route + (route === '/lich-su' ? '?tep=pages%2Fabout.json' : query))
            : await post(
                route,
                { tep: FILE, 'tac-gia': editor, file: FILE, comment: 'x', 'phien-ban': before, ...(who === 'none' ? {} : { _csrf: await csrfOf(who) }) },
                as(who),
              );
        const html = !route.startsWith('/api/');
        // (Only the editor has a draft of FILE to throw away.)
        const expected = allowed ? (route === '/noi-dung/bo-nhap' && who !== 'editor' ? 404 : 200) : who === 'none' ? (html ? 303 : 401) : 403;
        expect([key, who, res.status]).toEqual([key, who, expected]);
        if (who !== 'none' && !allowed && html) expect(await res.text()).toContain(MESSAGES.forbidden);
      }
    }
    expect(remoteHead()).toBe(before);
    expect(await (await get('publisher', '/duyet')).text()).toContain('/uu-dai/black-friday');
  }, 120_000);

  it('a page open in one person’s editor is view-only for another until released, expired or taken over; the first is told and keeps their draft', async () => {
    const lease = (who: Role, body: Record<string, unknown>, route = '/api/content/lease') => json(who, route, { file: FILE, ...body });
    const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
    expect((await lease('editor', {})).status).toBe(200);
    const held = await lease('publisher', {});
    expect(held.status).toBe(409);
    expect(await errorOf(held)).toMatch(/^editor đang sửa trang này — từ \d\d:\d\d\. Bạn có thể xem, hoặc nhận sửa thay\.$/);
    // View only: the other person's save is refused, in the same words.
    const refused = await json('publisher', '/api/content/draft', { file: FILE, content: landing('Của người duyệt') });
    expect([refused.status, await errorOf(refused)]).toEqual([409, expect.stringMatching(/^editor đang sửa trang này/)]);
    expect(await (await get('publisher', '/noi-dung')).text()).toMatch(/<strong>editor<\/strong> đang sửa — từ \d\d:\d\d/);
    expect((await json('editor', '/api/content/draft', { file: FILE, content: landing('Của biên tập viên') })).status).toBe(200);

    // Taken over: the editor's next renewal says so; what they saved stays their draft.
    expect((await lease('publisher', { takeOver: true })).status).toBe(200);
    const renewal = await lease('editor', {}, '/api/content/lease/renew');
    expect([renewal.status, await errorOf(renewal)]).toEqual([
      409,
      expect.stringMatching(/^publisher đã nhận sửa trang này lúc \d\d:\d\d\. Những gì bạn đã lưu vẫn nằm trong bản nháp của bạn\.$/),
    ]);
    const mine = (await (await get('editor', `/api/content/page?file=${FILE}`)).json()) as { draft: { content: string } };
    expect(JSON.parse(mine.draft.content).meta.title).toBe('Của biên tập viên');
    const audit = (await (await get('admin', '/api/audit')).json()) as { entries: { action: string; actor: string }[] };
    expect(audit.entries.find((e) => e.action === 'take-over')?.actor).toBe('publisher@a.vn');

    // Released: free at once. Not renewed for five minutes: free too.
    expect((await lease('publisher', {}, '/api/content/lease/release')).status).toBe(200);
    expect((await lease('editor', {})).status).toBe(200);
    clock += 5 * 60_000 - 1_000;
    expect((await lease('publisher', {})).status).toBe(409);
    clock += 1_000;
    expect((await lease('publisher', {})).status).toBe(200);
  }, 60_000);

  it('creates a new page as the author’s draft, from a starter template or as a copy of a published page, refusing a taken or unusable address in Vietnamese', async () => {
    const create = (body: Record<string, string>) => form('editor', '/noi-dung/tao', body);
    const made = await create({ 'dia-chi': '/uu-dai/tet-2027', 'bat-dau': 'mau:promo' });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/noi-dung?thong-bao=da-tao']);
    expect(await (await get('editor', made.headers.get('location')!)).text()).toContain(CONTENT_MESSAGES.created);
    const fresh = (await (await get('editor', '/api/content/page?file=pages/uu-dai/tet-2027.json')).json()) as { published: null; draft: { content: string } };
    expect(fresh.published).toBeNull();
    const page = JSON.parse(fresh.draft.content) as { $schema: string; sections: { type: string }[] };
    expect(page.$schema).toBe('../../schema/page.schema.json');
    expect(page.sections[0].type).toBe('hero');
    // As written, the starter page is valid but not ready: its placeholder texts are refused, each at its field,
    // by the editor's API and by the page list's form; the draft stays a draft.
    const refused = await json('editor', '/api/content/review', { file: 'pages/uu-dai/tet-2027.json' });
    const said = (await refused.json()) as { error: string; problems: { position: string; message: string }[] };
    expect([refused.status, said.error]).toEqual([422, PLACEHOLDER_MESSAGES.notSent(said.problems.length)]);
    expect(said.problems).toContainEqual({
      position: 'Phần mở đầu trang › Tiêu đề chính của trang',
      message: PLACEHOLDER_MESSAGES.message('Tiêu đề chính: lợi ích lớn nhất bạn mang lại cho khách hàng'),
    });
    const formRefused = await form('editor', '/noi-dung/gui-duyet', { tep: 'pages/uu-dai/tet-2027.json' });
    const formPage = await formRefused.text();
    expect(formRefused.status).toBe(422);
    expect(formPage).toContain('role="alert"');
    expect(formPage).toContain('(Tiêu đề, mô tả và ảnh chia sẻ của trang › Tiêu đề trang)');
    expect(formPage).toContain('href="/soan-thao/#pages/uu-dai/tet-2027.json"');
    const starter = await fx.repo.draft(await idOf('editor'), 'pages/uu-dai/tet-2027.json');
    expect([starter?.file, starter?.inReview]).toEqual(['pages/uu-dai/tet-2027.json', undefined]);
    // One sent before this check (here put in review directly) is not published either: the review names the field.
    await fx.repo.sendForReview(starter!.userId, starter!.file);
    const reviewUrl = `/duyet/xem?tac-gia=${await idOf('editor')}&tep=${encodeURIComponent('pages/uu-dai/tet-2027.json')}`;
    const review = await (await get('publisher', reviewUrl)).text();
    expect(review).toContain('(Phần mở đầu trang › Tiêu đề chính của trang)');
    expect(review).not.toMatch(/<button type="submit">Đăng trang<\/button>/);
    const notPublished = await form('publisher', '/duyet/dang', { 'tac-gia': await idOf('editor'), tep: 'pages/uu-dai/tet-2027.json' });
    expect(notPublished.status).toBe(422);
    expect(git(fx.remoteDir, '--git-dir', fx.remoteDir, 'ls-tree', '--name-only', 'main', 'pages/uu-dai/')).not.toContain('tet-2027.json');

    const copy = await create({ 'dia-chi': '/gioi-thieu/ban-moi', 'bat-dau': 'trang:pages/about.json' });
    expect(copy.status).toBe(303);
    const copied = (await (await get('editor', '/api/content/page?file=pages/gioi-thieu/ban-moi.json')).json()) as { draft: { content: string } };
    expect(JSON.parse(copied.draft.content)).toEqual({ ...about, $schema: '../../schema/page.schema.json' });

    for (const address of ['/about', '/blog']) {
      // (/blog is pages/blog/index.json.)
      const taken = await create({ 'dia-chi': address, 'bat-dau': 'mau:landing' });
      expect([address, taken.status, await taken.text()]).toEqual([address, 409, expect.stringContaining(CONTENT_MESSAGES.routeTaken)]);
    }
    const unusable = await create({ 'dia-chi': '/Ưu đãi Tết', 'bat-dau': 'mau:landing' });
    const answer = await unusable.text();
    expect(unusable.status).toBe(400);
    expect(answer).toMatch(/role="alert" id="new-page-error">[^<]*\/uu-dai-tet/);
    expect(answer).toContain('value="/Ưu đãi Tết"');
    const orphan = await create({ 'dia-chi': '/bai-moi', 'bat-dau': 'mau:article' });
    expect([orphan.status, await orphan.text()]).toEqual([400, expect.stringContaining(CONTENT_MESSAGES.noParent)]);
    expect((await create({ 'dia-chi': '/x/y', 'bat-dau': 'trang:../package.json' })).status).toBe(400);

    // A template's demo lives at its own /templates/<id> only: not offered as a copy, and refused when asked for.
    const list = await (await get('editor', '/noi-dung')).text();
    expect(list).toContain('<option value="trang:pages/about.json">');
    expect(list).toContain('<option value="trang:pages/templates.json">');
    expect(list).not.toContain('trang:pages/templates/landing-saas.json');
    const demo = await create({ 'dia-chi': '/mau-moi', 'bat-dau': 'trang:pages/templates/landing-saas.json' });
    expect([demo.status, await demo.text()]).toEqual([400, expect.stringContaining(CONTENT_MESSAGES.demoCopy)]);
    expect((await (await get('editor', '/api/content/page?file=pages/mau-moi.json')).json()) as { draft: unknown }).toMatchObject({ draft: null });
  }, 90_000);

  it('the page list shows no notice for a name the address made up, even one every object inherits', async () => {
    for (const said of ['constructor', 'toString', 'khong-co']) {
      const res = await get('editor', `/noi-dung?thong-bao=${said}`);
      expect([said, res.status]).toEqual([said, 200]);
      expect(await res.text()).not.toMatch(/class="ok" role="status"/);
    }
  });

  it('writes only the signed-in author’s own draft, of a page file', async () => {
    await json('editor', '/api/content/draft', { file: FILE, content: landing('Của biên tập viên') });
    // The publisher saving the same page writes their own draft; the editor's stays.
    expect((await json('publisher', '/api/content/draft', { file: FILE, content: landing('Của người duyệt') })).status).toBe(200);
    const mine = (await (await get('editor', `/api/content/page?file=${FILE}`)).json()) as { draft: { content: string } };
    expect(JSON.parse(mine.draft.content).meta.title).toBe('Của biên tập viên');
    for (const file of ['src/app/hydrate.tsx', 'pages/../package.json', 'public/images/x.json', 'pages/x.txt'])
      expect((await json('editor', '/api/content/draft', { file, content: '{}' })).status, file).toBe(400);
    const notJson = await json('editor', '/api/content/draft', { file: FILE, content: '{ "meta": ' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBe(CONTENT_MESSAGES.notJson);
  }, 60_000);
});
