import { describe, expect, it } from 'vitest';
import { allows, type RouteKey } from './access.ts';
import type { Role, User } from './accounts.ts';
import type { SafeHtml } from './html.ts';
import { landingPage, noticePage, sendNotice, type NoticeStatus } from './pages.ts';

/** The page's <title> and <h1>, and its paragraphs' text. */
function read(page: SafeHtml) {
  const html = String(page);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)![1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)![1],
    paragraphs: [...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => match[1]),
  };
}

describe('the page answering what the admin cannot show', () => {
  it.each([
    [400, 'Chưa gửi được'],
    [403, 'Không có quyền'],
    [404, 'Không tìm thấy'],
    [503, 'Chức năng chưa sẵn sàng'],
  ] as const)('%i is headed “%s”, with the reason below and the way back', (status, heading) => {
    const page = read(noticePage(status, 'Lý do <ở đây> & cách sửa.'));
    expect(page.title).toBe(`${heading} — Quản trị`);
    expect(page.heading).toBe(heading);
    // The reason is text, never markup.
    expect(page.paragraphs).toEqual(['Lý do &#60;ở đây&#62; &#38; cách sửa.', '<a href="/">← Trang chính</a>']);
  });

  it('is sent with its status, as HTML', () => {
    const sent: { status?: number; type?: string; body?: string } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      type(type: string) {
        sent.type = type;
        return this;
      },
      send(body: string) {
        sent.body = body;
        return this;
      },
    };
    const status: NoticeStatus = 503;
    sendNotice(res as never, status, 'Chưa cấu hình.');
    expect(sent).toEqual({ status: 503, type: 'html', body: String(noticePage(503, 'Chưa cấu hình.')) });
  });
});

describe('the landing page', () => {
  const user = (role: Role): User => ({ id: 'u-1', email: `${role}@a.vn`, role }) as User;
  const links = (role: Role) => [...String(landingPage(user(role), 't')).matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);

  it.each([
    ['editor', ['/noi-dung', '/soan-thao/', '/lien-ket-xem-truoc', '/thu-nghiem', '/mat-khau', '/phien-dang-nhap', '/xac-thuc-hai-buoc']],
    [
      'publisher',
      ['/noi-dung', '/soan-thao/', '/lien-ket-xem-truoc', '/duyet', '/phat-hanh', '/thu-nghiem', '/mat-khau', '/phien-dang-nhap', '/xac-thuc-hai-buoc'],
    ],
    ['sales', ['/khach-hang', '/api/leads.csv', '/thu-nghiem', '/mat-khau', '/phien-dang-nhap', '/xac-thuc-hai-buoc']],
    [
      'admin',
      [
        '/noi-dung',
        '/soan-thao/',
        '/lien-ket-xem-truoc',
        '/duyet',
        '/phat-hanh',
        '/khach-hang',
        '/api/leads.csv',
        '/thu-nghiem',
        '/tai-khoan',
        '/nhat-ky',
        '/mat-khau',
        '/phien-dang-nhap',
        '/xac-thuc-hai-buoc',
      ],
    ],
  ] as const)('offers %s exactly the pages its role may open', (role, hrefs) => {
    expect(links(role).map(([href]) => href)).toEqual(hrefs);
    // Each one a page the roles table lets this role open, named in Vietnamese.
    for (const [href, label] of links(role)) {
      expect(allows(`GET ${href}` as RouteKey, role), href).toBe(true);
      expect(label).toMatch(/[ạảấầẩậắằặẻếềểệịỏốồổộớờởợủứừửựỳỷđ]/i);
    }
  });
});
