// The preview's changes to the draft's rendered page: links to other pages sent to the public site, and the notice on top.
import { describe, expect, it } from 'vitest';
import { withPreviewNotice, withSiteLinks } from './previewDocument.ts';

describe('withSiteLinks', () => {
  it('sends links to the site’s pages to the public site, and leaves anchors, other sites and the files the page loads', () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"><a href="/">Trang chủ</a><a class="b" href="/pricing/seo?goi=1#bang">Giá</a><a href="#lien-he">Liên hệ</a><a href="//cdn.example.com/x">x</a><a href="https://zalo.me/1">Zalo</a><img src="/images/a.webp">';
    expect(withSiteLinks(html, 'https://amdigital.vn/')).toBe(
      '<link rel="stylesheet" href="/assets/a.css"><a href="https://amdigital.vn/">Trang chủ</a><a class="b" href="https://amdigital.vn/pricing/seo?goi=1#bang">Giá</a><a href="#lien-he">Liên hệ</a><a href="//cdn.example.com/x">x</a><a href="https://zalo.me/1">Zalo</a><img src="/images/a.webp">',
    );
  });
});

describe('withPreviewNotice', () => {
  it('puts the notice first in <body>, the maker’s email escaped and the expiry in Vietnam time', () => {
    const html = withPreviewNotice('<html><body class="x"><main></main></body></html>', { createdByEmail: 'a<b>@a.vn', expiresAt: '2026-12-04T02:00:00.000Z' });
    expect(html).toMatch(/^<html><body class="x"><style>[^<]+<\/style><aside class="preview-notice" aria-label="Bản xem trước">/);
    expect(html).toContain('Liên kết do a&#60;b&#62;@a.vn tạo, dùng được đến 04/12/2026 09:00.');
    expect(html).toMatch(/<\/aside><main><\/main><\/body><\/html>$/);
  });
});
