import { describe, expect, it } from 'vitest';
import { isActiveHref } from './isActiveHref.ts';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('isActiveHref', () => {
  it('matches a plain path exactly (end semantics), ignoring trailing slashes and case', () => {
    expect(isActiveHref('/pricing/seo', at('/pricing/seo'))).toBe(true);
    expect(isActiveHref('/pricing/seo', at('/pricing/seo/'))).toBe(true);
    expect(isActiveHref('/pricing/seo', at('/Pricing/SEO'))).toBe(true);
    expect(isActiveHref('/pricing', at('/pricing/seo'))).toBe(false);
    expect(isActiveHref('/', at('/pricing/seo'))).toBe(false);
    expect(isActiveHref('/pricing/seo', at('/pricing/seo-x'))).toBe(false);
  });

  it('keeps a plain path active whatever the location hash is', () => {
    expect(isActiveHref('/', at('/', '#bang-gia'))).toBe(true);
    expect(isActiveHref('/pricing/seo', at('/pricing/seo', '#faq'))).toBe(true);
  });

  it('needs both the path and the hash for a href with a hash', () => {
    expect(isActiveHref('/#bang-gia', at('/', '#bang-gia'))).toBe(true);
    expect(isActiveHref('/#bang-gia', at('/'))).toBe(false);
    expect(isActiveHref('/#bang-gia', at('/', '#hoi-dap'))).toBe(false);
    expect(isActiveHref('/#bang-gia', at('/pricing/seo', '#bang-gia'))).toBe(false);
    expect(isActiveHref('/pricing/seo#faq', at('/pricing/seo/', '#faq'))).toBe(true);
  });

  it('compares percent-encoded and plain hashes alike', () => {
    expect(isActiveHref('/#giá', at('/', '#gi%C3%A1'))).toBe(true);
  });

  it('ignores a query string in the href', () => {
    expect(isActiveHref('/pricing/seo?x=1', at('/pricing/seo'))).toBe(true);
    expect(isActiveHref('/?x=1#faq', at('/', '#faq'))).toBe(true);
  });

  it('treats a same-page anchor as active only when the hash matches', () => {
    expect(isActiveHref('#faq', at('/anything', '#faq'))).toBe(true);
    expect(isActiveHref('#faq', at('/anything'))).toBe(false);
    expect(isActiveHref('#', at('/'))).toBe(false);
  });

  it('never marks external links active', () => {
    expect(isActiveHref('https://zalo.me/1', at('/'))).toBe(false);
    expect(isActiveHref('tel:+84901234567', at('/'))).toBe(false);
    expect(isActiveHref('mailto:a@b.vn', at('/'))).toBe(false);
    expect(isActiveHref('//evil.example/', at('/'))).toBe(false);
  });
});
