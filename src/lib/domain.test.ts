import { describe, expect, it } from 'vitest';
import { cleanDomainInput, DOMAIN_MESSAGES, labelProblem, normalizeDomain } from './domain.ts';

const EXTS = ['.com', '.vn', '.com.vn', '.io'];
const ok = (name: string, ext = '.com') => normalizeDomain(name, ext, EXTS);
const domainOf = (name: string, ext = '.com') => {
  const r = ok(name, ext);
  if (!r.ok) throw new Error(r.message);
  return r.domain;
};

describe('cleanDomainInput', () => {
  it('trims, lower-cases and strips a pasted scheme, www., port, path, query and trailing dot', () => {
    expect(cleanDomainInput('  HTTPS://www.CongTy.vn:443/lien-he?x=1#a ')).toBe('congty.vn');
    expect(cleanDomainInput('http://shop.')).toBe('shop');
    expect(cleanDomainInput('www.')).toBe('');
  });
});

describe('normalizeDomain', () => {
  it('joins the name and the chosen extension', () => {
    expect(domainOf('congty')).toBe('congty.com');
    expect(domainOf('shop', '.com.vn')).toBe('shop.com.vn');
    expect(domainOf('https://www.Shop.VN/gio-hang', '.vn')).toBe('shop.vn');
  });

  it('turns Vietnamese names into punycode (UTS-46), NFC and NFD alike', () => {
    expect(domainOf('cửahàng', '.vn')).toBe('xn--cahng-tqa2694c.vn');
    expect(domainOf('cửahàng'.normalize('NFD'), '.vn')).toBe('xn--cahng-tqa2694c.vn');
    expect(domainOf('CỬAHÀNG', '.vn')).toBe('xn--cahng-tqa2694c.vn');
    expect(domainOf('xn--cahng-tqa2694c', '.vn')).toBe('xn--cahng-tqa2694c.vn');
  });

  it('is idempotent: a normalised domain normalises to itself', () => {
    for (const [name, ext] of [
      ['cửahàng', '.vn'],
      ['Công-Ty-123', '.com.vn'],
      ['abc', '.io'],
    ] as const) {
      const once = domainOf(name, ext);
      expect(domainOf(once, ext)).toBe(once);
    }
  });

  it('labels: 63 octets pass, 64 fail (counted after punycode)', () => {
    expect(domainOf('a'.repeat(63))).toBe(`${'a'.repeat(63)}.com`);
    expect(ok('a'.repeat(64))).toEqual({ ok: false, message: expect.stringContaining('tối đa 63 ký tự') });
    // 43 characters typed, 71 octets once encoded: too long.
    expect(ok('thờitrangnữcôngsởđẹpgiárẻnhấtviệtnamhàngđầu').ok).toBe(false);
  });

  it('whole name: 253 characters pass, 254 fail', () => {
    const label = 'b'.repeat(63);
    const ext253 = `.${label}.${label}.${'c'.repeat(61)}`; // 189 + "a…" label 63 + 1 = 253
    const ext254 = `.${label}.${label}.${'c'.repeat(62)}`;
    expect(normalizeDomain('a'.repeat(63), ext253, [ext253])).toEqual({ ok: true, domain: `${'a'.repeat(63)}${ext253}` });
    expect(`${'a'.repeat(63)}${ext253}`).toHaveLength(253);
    expect(normalizeDomain('a'.repeat(63), ext254, [ext254])).toEqual({ ok: false, message: 'Tên miền quá dài: tối đa 253 ký tự.' });
  });

  it('refuses bad characters, leading/trailing hyphens, "--" at 3–4 (except xn--) and extra dots', () => {
    for (const bad of ['ab_c', 'a b', 'a@b', 'a%20b', '-abc', 'abc-', 'ab--cd', 'a.vn&apikey=x', 'shop.net']) {
      expect(ok(bad, '.vn').ok, bad).toBe(false);
    }
    expect(ok('ab--cd')).toEqual({ ok: false, message: 'Tên miền không được có hai dấu gạch ngang ở vị trí thứ 3 và 4.' });
    expect(ok('a-b--c').ok).toBe(true);
  });

  it('refuses an empty name and an extension that is not sold, in Vietnamese, naming the extensions sold instead of echoing the value', () => {
    expect(ok('   ')).toEqual({ ok: false, message: 'Vui lòng nhập tên miền cần kiểm tra.' });
    expect(normalizeDomain('abc', '.xyz', EXTS)).toEqual({
      ok: false,
      message: 'Đuôi tên miền không được hỗ trợ. Vui lòng chọn một trong các đuôi: .com, .vn, .com.vn, .io.',
    });
    const long = `.${'x'.repeat(7000)}<script>`;
    const refusal = normalizeDomain('abc', long, EXTS);
    expect(refusal.ok).toBe(false);
    if (!refusal.ok) {
      expect(refusal.message).not.toContain('xxx');
      expect(refusal.message).not.toContain('<script>');
      expect(refusal.message.length).toBeLessThan(200);
    }
  });
});

describe('normalizeDomain: IDNA2008 and one writing system per label', () => {
  it('keeps Vietnamese names with diacritics, hyphens and plain ASCII names working', () => {
    expect(domainOf('thiếtkếweb', '.vn')).toBe('xn--thitkweb-f50dc.vn');
    expect(domainOf('thiếtkếweb.vn', '.vn')).toBe('xn--thitkweb-f50dc.vn');
    expect(domainOf('công-ty', '.com.vn')).toBe('xn--cng-ty-ixa.com.vn');
    expect(domainOf('công-ty.com.vn', '.com.vn')).toBe('xn--cng-ty-ixa.com.vn');
    expect(domainOf('Đồ-Gỗ-Đẹp-2025', '.vn')).toBe(domainOf('đồ-gỗ-đẹp-2025', '.vn'));
    for (const name of ['congty', 'shop-123', '3d', 'a']) expect(domainOf(name), name).toBe(`${name}.com`);
  });

  it('refuses emoji, symbols and punctuation (IDNA2008 DISALLOWED) that the URL parser lets through', () => {
    for (const name of ['😀', 'shop😀', 'a☃b', 'ab♥', 'ab⌘', 'a·b', 'giá₫', 'a\u200db', 'a\u00adb', 'ab\u2764\ufe0f']) {
      expect(ok(name), name).toEqual({ ok: false, message: DOMAIN_MESSAGES.characters });
    }
    expect(ok('😀.com')).toEqual({ ok: false, message: DOMAIN_MESSAGES.characters });
  });

  it('refuses Latin mixed with look-alike Cyrillic or Greek letters in one label', () => {
    // "а" is CYRILLIC SMALL LETTER A, "ο" GREEK SMALL LETTER OMICRON.
    for (const name of ['аpple', 'аpple.com', 'gοogle', 'vietcombаnk', 'thiếtkếwеb']) {
      expect(ok(name), name).toEqual({ ok: false, message: DOMAIN_MESSAGES.mixedScripts });
    }
    expect(DOMAIN_MESSAGES.mixedScripts).toContain('Kirin');
  });

  it('takes a label written in one other script, and the CJK combinations as one system', () => {
    expect(ok('пример', '.com').ok).toBe(true);
    expect(ok('пример-2', '.com').ok).toBe(true);
    expect(ok('παράδειγμα', '.com').ok).toBe(true);
    expect(ok('ตัวอย่าง', '.com').ok).toBe(true);
    expect(ok('日本語のテスト', '.com').ok).toBe(true);
    expect(ok('한국어', '.com').ok).toBe(true);
    // Two non-Latin scripts in one label, and a script outside UTS #39's recommended list.
    expect(ok('приμ', '.com')).toEqual({ ok: false, message: DOMAIN_MESSAGES.mixedScripts });
    expect(ok('ᏣᎳᎩ', '.com')).toEqual({ ok: false, message: DOMAIN_MESSAGES.script });
  });

  it('maps full-width letters and digits as UTS #46 does', () => {
    expect(domainOf('ｓｈｏｐ１２３')).toBe('shop123.com');
  });

  it('applies the hyphen rules to the label as typed, not only to its punycode form', () => {
    expect(ok('-ệ')).toEqual({ ok: false, message: 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).' });
    expect(ok('ệ-')).toEqual({ ok: false, message: 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).' });
    expect(ok('ab--ệ')).toEqual({ ok: false, message: 'Tên miền không được có hai dấu gạch ngang ở vị trí thứ 3 và 4.' });
  });
});

describe('labelProblem', () => {
  it('passes ASCII labels and Vietnamese ones, refuses symbols and mixed scripts', () => {
    expect(labelProblem('congty')).toBeUndefined();
    expect(labelProblem('cửahàng')).toBeUndefined();
    expect(labelProblem('😀')).toBe(DOMAIN_MESSAGES.characters);
    expect(labelProblem('аpple')).toBe(DOMAIN_MESSAGES.mixedScripts);
  });
});
