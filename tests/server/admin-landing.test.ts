// The landing page's "Việc đang chờ", against real databases and the content repository: each role sees
// the counts of its own work — an author their drafts not sent and sent back, a publisher the drafts in
// review, sales the leads nobody has called — and a second factor to turn on; nothing of another role's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/admin/accounts.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';
import { addTestLead } from './testLeads.ts';

const FILE = 'pages/uu-dai/black-friday.json';
const page = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as Record<string, unknown>;
const content = `${JSON.stringify({ ...page, $schema: '../../schema/page.schema.json' }, null, 2)}\n`;

describe.each(STORE_KINDS)('the landing page’s waiting work on %s', (kind) => {
  const fx = adminFixture(kind, { content: true, signedIn: true, now: () => Date.now() });
  /** The items of "Việc đang chờ" as `who` sees them: [link, text]. */
  const waiting = async (who: Role) => {
    const html = await (await fetch(`${fx.url}/`, { headers: fx.as(fx.cookies[who]) })).text();
    const list = /<h2>Việc đang chờ<\/h2>(<ul>.*?<\/ul>|<p>[^<]*<\/p>)<h2>Các trang<\/h2>/s.exec(html)![1]!;
    return list.startsWith('<p>') ? list : [...list.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
  };
  const json = async (who: Role, route: string, body: unknown) =>
    fetch(fx.url + route, {
      method: 'POST',
      headers: { origin: fx.url, 'content-type': 'application/json', 'x-csrf-token': await fx.csrfOf(fx.cookies[who]), ...fx.as(fx.cookies[who]) },
      body: JSON.stringify(body),
    });
  const TWO_FACTOR = ['/xac-thuc-hai-buoc', 'Tài khoản của bạn chưa bật xác thực hai bước: bật để bảo vệ tài khoản cả khi lộ mật khẩu'];

  it('shows each role its own work, by count, linked to where it is done', async () => {
    expect(await waiting('editor')).toEqual([TWO_FACTOR]);
    expect(await waiting('sales')).toEqual([TWO_FACTOR]);

    // An author's draft: theirs to send; once sent, the publishers' to review; sent back, theirs to mend.
    expect((await json('editor', '/api/content/draft', { file: FILE, content })).status).toBe(200);
    expect(await waiting('editor')).toEqual([['/noi-dung', '1 bản nháp của bạn chưa gửi duyệt'], TWO_FACTOR]);
    expect(await waiting('publisher')).toEqual([TWO_FACTOR]);
    expect((await json('editor', '/api/content/review', { file: FILE })).status).toBe(200);
    expect(await waiting('editor')).toEqual([TWO_FACTOR]);
    expect(await waiting('publisher')).toEqual([['/duyet', '1 bản nháp đang chờ duyệt'], TWO_FACTOR]);
    expect(await waiting('admin')).toEqual([['/duyet', '1 bản nháp đang chờ duyệt'], TWO_FACTOR]);
    const returned = await fx.post(
      '/duyet/tra-lai',
      { 'tac-gia': fx.users.editor, tep: FILE, comment: 'Tiêu đề cần nêu rõ mức giảm giá.', _csrf: await fx.csrfOf(fx.cookies.publisher) },
      fx.as(fx.cookies.publisher),
    );
    expect(returned.status).toBe(303);
    expect(await waiting('editor')).toEqual([['/noi-dung', '1 bản nháp của bạn bị trả lại, cần sửa rồi gửi duyệt lại'], TWO_FACTOR]);
    expect(await waiting('publisher')).toEqual([TWO_FACTOR]);

    // Leads nobody has called: sales' and the admin's, never an editor's; called, they leave the list.
    const [first] = await Promise.all([addTestLead(fx.leads, { name: 'Chị Hoa' }), addTestLead(fx.leads, { name: 'Anh Minh', phone: '0912345678' })]);
    expect(await waiting('sales')).toEqual([['/khach-hang?status=moi', '2 khách hàng mới chưa liên hệ'], TWO_FACTOR]);
    expect(await waiting('admin')).toEqual([['/khach-hang?status=moi', '2 khách hàng mới chưa liên hệ'], TWO_FACTOR]);
    expect(JSON.stringify(await waiting('editor'))).not.toContain('khach-hang');
    expect((await json('sales', `/api/leads/${first.id}/status`, { status: 'da-lien-he' })).status).toBe(200);
    expect(await waiting('sales')).toEqual([['/khach-hang?status=moi', '1 khách hàng mới chưa liên hệ'], TWO_FACTOR]);
  }, 60_000);

  it('says when nothing waits', async () => {
    await fx.db.run('UPDATE admin_users SET totp_enabled_at = ? WHERE id = ?', [new Date().toISOString(), fx.users.sales]);
    expect(await waiting('sales')).toBe('<p>Không có việc nào đang chờ bạn.</p>');
  });
});
