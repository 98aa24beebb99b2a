import { describe, expect, it } from 'vitest';
import { redirectPage } from '../../src/publish/redirectPage.ts';

describe('the page left at an expired campaign route', () => {
  const html = redirectPage({ to: '/uu-dai/quanh-nam', siteUrl: 'https://amdigital.vn', siteName: 'AM "Digital" <Agency>' });
  it('sends the visitor on at once, with a link for when it does not, and stays out of search results', () => {
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/uu-dai/quanh-nam">');
    expect(html).toContain('<link rel="canonical" href="https://amdigital.vn/uu-dai/quanh-nam">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/uu-dai/quanh-nam">');
  });
  it('writes names as text', () => {
    expect(html).toContain('AM &#34;Digital&#34; &#60;Agency&#62;');
    expect(html).not.toContain('<Agency>');
  });
});
