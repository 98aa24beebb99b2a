// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_LIMITS,
  checkLeadField,
  EXPERIMENT_STORAGE_KEY,
  HIDDEN_CHARACTER_MESSAGE,
  isEmailAddress,
  isHoneypotFilled,
  LEAD_FIELDS,
  LEAD_LIMITS,
  NO_ATTRIBUTION,
  normalizePhone,
  readAttribution,
  readVisit,
  validateLead,
  VISIT_STORAGE_KEY,
} from './lead.ts';
import { checkLeadDomain } from './domain.ts';

const SERVICES = ['Quảng cáo', 'SEO', 'Thiết kế website', 'Content', 'Analytics & Tracking'];
const check = (field: Parameters<typeof checkLeadField>[0], value: string) => checkLeadField(field, value, SERVICES);
const GOOD = {
  name: '  Nguyễn Văn An ',
  email: ' an@congty.vn ',
  phone: '+84 912.345-678',
  service: 'Analytics & Tracking',
  needs: ' Đo lường chuyển đổi\n',
  page: '/contact',
  template: 'landing-saas',
};

describe('checkLeadField', () => {
  it('name: required, 2 to 100 characters after trimming', () => {
    expect(check('name', '')).toBe('Vui lòng nhập họ và tên.');
    expect(check('name', '   ')).toBe('Vui lòng nhập họ và tên.');
    expect(check('name', ' A ')).toBe('Vui lòng nhập họ và tên.');
    expect(check('name', 'An')).toBeUndefined();
    expect(check('name', 'Đ'.repeat(100))).toBeUndefined();
    expect(check('name', ` ${'Đ'.repeat(100)} `)).toBeUndefined();
    expect(check('name', 'Đ'.repeat(101))).toBe('Họ và tên tối đa 100 ký tự.');
  });

  it('email: required, one @ with a dotted domain, no spaces, at most 254 characters', () => {
    expect(check('email', ' ')).toBe('Vui lòng nhập email.');
    for (const bad of ['an', 'an@', 'an@congty', '@congty.vn', 'an @congty.vn', 'an@cong ty.vn', 'an@@congty.vn', 'an@congty.'])
      expect(check('email', bad), bad).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    for (const good of ['an@congty.vn', ' an.nguyen+web@mail.congty.com.vn ']) expect(check('email', good), good).toBeUndefined();
    const at254 = `${'a'.repeat(254 - '@congty.vn'.length)}@congty.vn`;
    expect(at254).toHaveLength(LEAD_LIMITS.email);
    expect(check('email', at254)).toBeUndefined();
    expect(check('email', `a${at254}`)).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
  });

  it('email: one address only — a list would become two Reply-To addresses of the staff email', () => {
    for (const list of ['victim,bcc-me@evil.vn', 'an@congty.vn,b@evil.vn', 'an@congty.vn, b@evil.vn', 'an@congty.vn;b@evil.vn', 'victim;bcc-me@evil.vn'])
      expect(check('email', list), list).toBe('Chỉ nhập một địa chỉ email, ví dụ: ten@congty.vn.');
    // Anything else a mail library reads as more than a plain address: quotes, angle brackets, comments, groups.
    for (const bad of ['"an"@congty.vn', 'an<b@evil.vn>@congty.vn', 'an(x)@congty.vn', 'nhom:an@congty.vn', 'a\\b@congty.vn', 'an@[127.0.0.1]'])
      expect(check('email', bad), bad).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    for (const bad of ['a..b@congty.vn', '.an@congty.vn', 'an.@congty.vn', 'an@-congty.vn', 'an@congty-.vn', 'an@congty..vn'])
      expect(check('email', bad), bad).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    for (const good of ["o'brien@congty.vn", 'an_nguyen-1@cong-ty.vn', 'an@côngty.vn', 'an@xn--cngty-sqa.vn', 'AN.Nguyen@CongTy.VN'])
      expect(check('email', good), good).toBeUndefined();
    expect(isEmailAddress('an@congty.vn')).toBe(true);
    expect(isEmailAddress('victim,bcc-me@evil.vn')).toBe(false);
    expect(validateLead({ ...GOOD, email: 'victim,bcc-me@evil.vn' }, SERVICES)).toEqual({
      ok: false,
      errors: { email: 'Chỉ nhập một địa chỉ email, ví dụ: ten@congty.vn.' },
    });
  });

  it('phone: required, a Vietnamese mobile number written with spaces, dots or dashes', () => {
    expect(check('phone', '')).toBe('Vui lòng nhập số điện thoại.');
    for (const good of [
      '0901 234 567',
      '+84 901 234 567',
      '0901.234.567',
      '0901-234-567',
      '0312345678',
      '0512345678',
      '0712345678',
      '0812345678',
      '+84912345678',
    ])
      expect(check('phone', good), good).toBeUndefined();
    for (const bad of [
      '0123 456 789',
      '0201234567',
      '0412345678',
      '0612345678',
      '090123456',
      '09012345678',
      '+84 0901 234 567',
      '84901234567',
      '0901 234 56a',
      '(090) 1234567',
      '12345',
    ])
      expect(check('phone', bad), bad).toBe('Số điện thoại chưa đúng, ví dụ: 0901 234 567.');
  });

  it('service: empty or exactly one of the options', () => {
    expect(check('service', '')).toBeUndefined();
    for (const service of SERVICES) expect(check('service', service), service).toBeUndefined();
    for (const bad of ['Hosting', 'seo', 'Quang cao', '<b>SEO</b>']) expect(check('service', bad), bad).toBe('Vui lòng chọn dịch vụ trong danh sách.');
    expect(checkLeadField('service', 'SEO', [])).toBe('Vui lòng chọn dịch vụ trong danh sách.');
  });

  it('needs: optional, at most 2000 characters after trimming', () => {
    expect(check('needs', '')).toBeUndefined();
    expect(check('needs', 'ư'.repeat(2000))).toBeUndefined();
    expect(check('needs', `\n${'ư'.repeat(2000)}\n`)).toBeUndefined();
    expect(check('needs', 'ư'.repeat(2001))).toBe('Nội dung nhu cầu tối đa 2000 ký tự.');
  });

  it('page: a route of this site (lower-case segments, single hyphens), at most 200 characters', () => {
    for (const good of [
      '/',
      '/contact',
      '/contact/',
      '/services/seo-website',
      '/blog/seo-topical-map',
      '/portfolio/roas-3x',
      '/_catalogue',
      '/_catalogue/lead-form',
      `/${'a'.repeat(199)}`,
    ])
      expect(check('page', good), good).toBeUndefined();
    for (const bad of [
      '',
      'contact',
      '//evil.com',
      'https://evil.com/contact',
      'javascript:alert(1)',
      `/${'a'.repeat(200)}`,
      '/<script>alert(1)</script>',
      '/contact?x=1',
      '/contact#form',
      '/../etc/passwd',
      '/a//b',
      '/Contact',
      '/liên-hệ',
      '/a--b',
      '/-a',
      '/a b',
      '/%2e%2e/x',
      '/\\evil.com',
      '/services/_data',
    ])
      expect(check('page', bad), bad).toBe('Trang gửi biểu mẫu không hợp lệ.');
  });

  it('refuses control characters (C0, DEL, C1) and bidi overrides/isolates in every field, tab and line breaks only in needs', () => {
    const hidden = [
      '\u0000',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    const samples: Record<(typeof LEAD_FIELDS)[number], string> = {
      name: 'Nguyễn An',
      email: 'an@congty.vn',
      phone: '0901234567',
      service: 'SEO',
      needs: 'Cần SEO',
      page: '/contact',
      template: 'landing-saas',
    };
    for (const field of LEAD_FIELDS) {
      for (const ch of hidden) {
        const value =
          field === 'phone' || field === 'page' || field === 'email' || field === 'template' || field === 'service'
            ? `${samples[field]}${ch}x`
            : `${samples[field].slice(0, 3)}${ch}${samples[field].slice(3)}`;
        expect(check(field, value), `${field} ${JSON.stringify(ch)}`).toBeDefined();
      }
      expect(check(field, `${samples[field].slice(0, 2)}\u202e${samples[field].slice(2)}`), field).toBeDefined();
    }
    for (const ch of hidden) expect(check('name', `Ng${ch}uyễn`), JSON.stringify(ch)).toBe(HIDDEN_CHARACTER_MESSAGE);
    for (const ch of hidden) expect(check('needs', `Cần ${ch}SEO`), JSON.stringify(ch)).toBe(HIDDEN_CHARACTER_MESSAGE);
    // A right-to-left override hiding an extension, as in "invoice‮fdp.exe".
    expect(check('name', 'An\u202egpj.exe')).toBe(HIDDEN_CHARACTER_MESSAGE);
    // Multi-line text keeps tab and line breaks; single-line fields do not take them inside.
    expect(check('needs', 'Dòng 1\nDòng 2\r\nDòng 3\tcột')).toBeUndefined();
    expect(check('name', 'Nguyễn\nAn')).toBe(HIDDEN_CHARACTER_MESSAGE);
    expect(check('name', 'Nguyễn\tAn')).toBe(HIDDEN_CHARACTER_MESSAGE);
    // Vietnamese text, emoji and marks that are not overrides stay allowed.
    expect(check('needs', 'Cần tư vấn 👍 — giá “tốt” \u200fnhé')).toBeUndefined();
    expect(HIDDEN_CHARACTER_MESSAGE).toMatch(/ký tự ẩn/);
  });

  it('template: empty or an id (lower-case letters, digits, hyphens, not starting with a hyphen, at most 64)', () => {
    for (const good of ['', 'landing-saas', 'mau-01', '3d', 'a'.repeat(64)]) expect(check('template', good), good).toBeUndefined();
    for (const bad of ['Landing-saas', '-saas', 'landing_saas', 'mẫu', '<script>', '../x', 'a b', 'a'.repeat(65)])
      expect(check('template', bad), bad).toBe('Mẫu giao diện không hợp lệ.');
  });
});

describe('normalizePhone', () => {
  it('drops spaces, dots and dashes and keeps the +84 prefix', () => {
    expect(normalizePhone('0901 234 567')).toBe('0901234567');
    expect(normalizePhone('+84 901 234 567')).toBe('+84901234567');
    expect(normalizePhone('0901.234.567')).toBe('0901234567');
    expect(normalizePhone(' 0901-234-567 ')).toBe('0901234567');
  });
});

describe('validateLead', () => {
  it('returns the lead trimmed, the phone normalised, nothing but the lead fields', () => {
    expect(validateLead({ ...GOOD, website: '', extra: '<b>x</b>' }, SERVICES)).toEqual({
      ok: true,
      lead: {
        name: 'Nguyễn Văn An',
        email: 'an@congty.vn',
        phone: '+84912345678',
        service: 'Analytics & Tracking',
        needs: 'Đo lường chuyển đổi',
        page: '/contact',
        template: 'landing-saas',
        source: 'form',
        domain: '',
        attribution: NO_ATTRIBUTION,
      },
    });
  });

  it('accepts the optional fields empty or missing', () => {
    const result = validateLead({ name: 'An', email: 'an@congty.vn', phone: '0901234567', page: '/' }, SERVICES);
    expect(result).toEqual({
      ok: true,
      lead: {
        name: 'An',
        email: 'an@congty.vn',
        phone: '0901234567',
        service: '',
        needs: '',
        page: '/',
        template: '',
        source: 'form',
        domain: '',
        attribution: NO_ATTRIBUTION,
      },
    });
  });

  it('reads the attribution of the visit sent with the lead; a bad one never refuses the lead', () => {
    const visit = { landing: '/uu-dai/black-friday?utm_source=facebook&utm_campaign=bf2026&gclid=x', referrer: 'https://m.facebook.com/' };
    const result = validateLead({ ...GOOD, visit }, SERVICES, { ownHost: 'amdigital.vn' });
    expect(result.ok && result.lead.attribution).toEqual({
      ...NO_ATTRIBUTION,
      landingPage: '/uu-dai/black-friday',
      referrer: 'm.facebook.com',
      utm_source: 'facebook',
      utm_campaign: 'bf2026',
      clickIds: { gclid: 'x' },
    });
    for (const bad of [42, 'x', [visit], { landing: 7, referrer: {} }, { landing: 'x'.repeat(10_000) }])
      expect(validateLead({ ...GOOD, visit: bad }, SERVICES)).toMatchObject({ ok: true, lead: { attribution: NO_ATTRIBUTION } });
  });

  it('a domain checker lead: phone and domain required, the name may be empty, the domain one of the site extensions', () => {
    const options = { checkDomain: (raw: string) => checkLeadDomain(raw, ['.vn', '.com', '.com.vn']) };
    const base = { source: 'domain-check', phone: '0901 234 567', page: '/services/domain' };
    expect(validateLead({ ...base, domain: 'cửahàng.vn' }, SERVICES, options)).toEqual({
      ok: true,
      lead: {
        name: '',
        email: '',
        phone: '0901234567',
        service: '',
        needs: '',
        page: '/services/domain',
        template: '',
        source: 'domain-check',
        domain: 'cửahàng.vn',
        attribution: NO_ATTRIBUTION,
      },
    });
    expect(validateLead({ ...base, domain: ' WWW.Shop.COM.vn ' }, SERVICES, options)).toMatchObject({ ok: true, lead: { domain: 'shop.com.vn' } });
    // A name given is checked as the form checks it.
    expect(validateLead({ ...base, domain: 'shop.vn', name: 'A' }, SERVICES, options)).toEqual({ ok: false, errors: { name: 'Vui lòng nhập họ và tên.' } });
    expect(validateLead({ ...base, domain: 'shop.vn', name: 'An' }, SERVICES, options)).toMatchObject({ ok: true, lead: { name: 'An' } });
    expect(validateLead({ ...base, phone: '', domain: 'shop.vn' }, SERVICES, options)).toEqual({
      ok: false,
      errors: { phone: 'Vui lòng nhập số điện thoại.' },
    });
    for (const [domain, message] of [
      ['', 'Thiếu tên miền cần kiểm tra.'],
      ['shop', 'Tên miền cần kiểm tra không hợp lệ.'],
      ['shop.org', 'Tên miền cần kiểm tra không hợp lệ.'],
      ['a.b.vn', 'Tên miền cần kiểm tra không hợp lệ.'],
      ['-shop.vn', 'Tên miền cần kiểm tra không hợp lệ.'],
      [`${'a'.repeat(64)}.vn`, 'Tên miền cần kiểm tra không hợp lệ.'],
      ['shop<b>.vn', 'Tên miền cần kiểm tra không hợp lệ.'],
    ])
      expect(validateLead({ ...base, domain }, SERVICES, options), domain).toEqual({ ok: false, errors: { domain: message } });
    // Only the domain checker's lead may leave out the name; the form's lead ignores a domain.
    expect(validateLead({ ...base, source: 'form', domain: 'shop.vn' }, SERVICES, options)).toEqual({
      ok: false,
      errors: { name: 'Vui lòng nhập họ và tên.' },
    });
    expect(validateLead({ ...GOOD, source: 'other', domain: 'shop.vn' }, SERVICES, options)).toMatchObject({ ok: true, lead: { source: 'form', domain: '' } });
    // Without the server's domain rule, no domain-checker lead passes.
    expect(validateLead({ ...base, domain: 'shop.vn' }, SERVICES)).toEqual({ ok: false, errors: { domain: 'Tên miền cần kiểm tra không hợp lệ.' } });
  });

  it('gives a message for every bad field at once', () => {
    const result = validateLead({ name: 'A', email: 'a@', phone: '123', service: 'Hosting', needs: 'x'.repeat(2001), page: '//x', template: 'X' }, SERVICES);
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.errors : {}).sort()).toEqual([...LEAD_FIELDS].sort());
  });

  it('counts a field that is not a string as empty', () => {
    const result = validateLead({ ...GOOD, name: 42, email: ['an@congty.vn'], phone: { n: '0901234567' }, service: null, needs: true, template: 7 }, SERVICES);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Vui lòng nhập họ và tên.', email: 'Vui lòng nhập email.', phone: 'Vui lòng nhập số điện thoại.' },
    });
  });

  it('treats a body that is not an object as all empty', () => {
    for (const body of [null, undefined, 'name=An', 42, [GOOD]]) {
      const result = validateLead(body, SERVICES);
      expect(result.ok, JSON.stringify(body)).toBe(false);
      expect(Object.keys(!result.ok ? result.errors : {}), JSON.stringify(body)).toEqual(['name', 'email', 'phone', 'page']);
    }
  });

  it('refuses a lead carrying control or bidi-override characters, and stores line breaks of needs as \\n', () => {
    const bad = validateLead({ ...GOOD, name: 'An\u0000', email: 'an@congty.vn\u202e', needs: 'x\u001b[2J' }, SERVICES);
    expect(bad).toEqual({ ok: false, errors: { name: HIDDEN_CHARACTER_MESSAGE, email: HIDDEN_CHARACTER_MESSAGE, needs: HIDDEN_CHARACTER_MESSAGE } });
    const good = validateLead({ ...GOOD, needs: 'Dòng 1\r\nDòng 2\rDòng 3\n' }, SERVICES);
    expect(good.ok && good.lead.needs).toBe('Dòng 1\nDòng 2\nDòng 3');
  });

  it('keeps markup as plain text (nothing is interpreted)', () => {
    const result = validateLead({ ...GOOD, name: '<img src=x onerror=alert(1)>', needs: '<script>alert(1)</script>' }, SERVICES);
    expect(result.ok && result.lead.name).toBe('<img src=x onerror=alert(1)>');
    expect(result.ok && result.lead.needs).toBe('<script>alert(1)</script>');
  });
});

describe('readAttribution', () => {
  const landing = (query: string, path = '/uu-dai/black-friday') => readAttribution({ landing: `${path}?${query}`, referrer: '' });

  it('keeps the landing path, the five campaign parameters and the known click ids; drops every other parameter', () => {
    expect(
      landing(
        'utm_source=Facebook&utm_medium=cpc&utm_campaign=Black%20Friday%202026&utm_term=thi%E1%BA%BFt+k%E1%BA%BF+web&utm_content=video_1&gclid=Cj0K-x_1.y~&fbclid=IwAR0&zarsrc=30&ttclid=t&msclkid=m&gbraid=g&wbraid=w&dclid=d&email=an%40congty.vn&utm_id=1',
      ),
    ).toEqual({
      landingPage: '/uu-dai/black-friday',
      referrer: '',
      utm_source: 'Facebook',
      utm_medium: 'cpc',
      utm_campaign: 'Black Friday 2026',
      utm_term: 'thiết kế web',
      utm_content: 'video_1',
      clickIds: { gclid: 'Cj0K-x_1.y~', gbraid: 'g', wbraid: 'w', dclid: 'd', fbclid: 'IwAR0', msclkid: 'm', ttclid: 't', zarsrc: '30' },
      experiment: '',
      variant: '',
    });
    // The first value of a repeated parameter.
    expect(landing('utm_source=a&utm_source=b').utm_source).toBe('a');
  });

  it('a visit without parameters or referrer carries nothing but its landing page', () => {
    expect(readAttribution({ landing: '/', referrer: '' })).toEqual({ ...NO_ATTRIBUTION, landingPage: '/' });
    expect(readAttribution(undefined)).toEqual(NO_ATTRIBUTION);
  });

  it('cuts an oversized campaign parameter, drops an oversized click id, ignores an oversized landing address', () => {
    const long = 'chiến dịch '.repeat(30);
    const cut = landing(`utm_campaign=${encodeURIComponent(long)}`).utm_campaign;
    expect(Array.from(cut)).toHaveLength(ATTRIBUTION_LIMITS.utm);
    expect(long.startsWith(cut)).toBe(true);
    expect(landing(`gclid=${'a'.repeat(ATTRIBUTION_LIMITS.clickId)}`).clickIds).toEqual({ gclid: 'a'.repeat(ATTRIBUTION_LIMITS.clickId) });
    expect(landing(`gclid=${'a'.repeat(ATTRIBUTION_LIMITS.clickId + 1)}`).clickIds).toEqual({});
    expect(readAttribution({ landing: `/?utm_source=${'a'.repeat(ATTRIBUTION_LIMITS.landing)}`, referrer: '' })).toEqual(NO_ATTRIBUTION);
  });

  it('drops odd values: markup, template macros, control and bidi characters, a click id with other characters', () => {
    for (const odd of ['<script>', '{{campaign.name}}', 'a\u0000b', 'x\u202ey', "a'b", 'a"b', 'a;b', '=1+1'])
      expect(landing(`utm_source=${encodeURIComponent(odd)}`).utm_source, odd).toBe('');
    expect(landing('utm_source=%E0%A4%A').utm_source).toBe('');
    for (const odd of ['a b', 'a<b', 'a/b', 'a=b', 'ä']) expect(landing(`fbclid=${encodeURIComponent(odd)}`).clickIds, odd).toEqual({});
    // Spaces (a line break too) collapse to one.
    expect(landing('utm_source=%20%20g%C3%B3i%20%20%0A%20web%20').utm_source).toBe('gói web');
    expect(landing('utm_source=%20%20g%C3%B3i%20%20%20web%20').utm_source).toBe('gói web');
  });

  it('keeps only a landing path of this site: no other origin, no odd path', () => {
    for (const odd of ['//evil.example/x?utm_source=a', 'https://evil.example/?utm_source=a', 'uu-dai?utm_source=a'])
      expect(readAttribution({ landing: odd, referrer: '' }), odd).toEqual(NO_ATTRIBUTION);
    for (const path of ['/Uu-Dai', '/wp-admin.php', '/a//b', `/${'a'.repeat(LEAD_LIMITS.page)}`])
      expect(readAttribution({ landing: `${path}?utm_source=g`, referrer: '' }), path).toEqual({ ...NO_ATTRIBUTION, utm_source: 'g' });
  });

  it('keeps the referrer as a host name, never the site itself, never a path or query', () => {
    const referrer = (value: string, own?: string) => readAttribution({ landing: '', referrer: value }, own).referrer;
    expect(referrer('https://www.google.com/search?q=thi%E1%BA%BFt+k%E1%BA%BF')).toBe('www.google.com');
    expect(referrer('https://zalo.me/')).toBe('zalo.me');
    expect(referrer('https://amdigital.vn/blog', 'amdigital.vn')).toBe('');
    expect(referrer('http://127.0.0.1:4321/contact', '127.0.0.1:4321')).toBe('');
    expect(referrer('https://cửahàng.vn/')).toBe('xn--cahng-tqa2694c.vn');
    for (const odd of ['javascript:alert(1)', 'android-app://com.google.android.gm/', 'not a url', 'https://[::1]/', `https://${'a'.repeat(3000)}.vn/`])
      expect(referrer(odd), odd).toBe('');
  });
});

describe('readVisit', () => {
  it('reads what the bootstrap stored, and nothing else', () => {
    sessionStorage.removeItem(VISIT_STORAGE_KEY);
    expect(readVisit()).toBeUndefined();
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(['/?utm_source=a', 'https://www.google.com/']));
    expect(readVisit()).toEqual({ landing: '/?utm_source=a', referrer: 'https://www.google.com/' });
    for (const odd of ['{', '"x"', '[1,2]', '{"landing":"/"}']) {
      sessionStorage.setItem(VISIT_STORAGE_KEY, odd);
      expect(readVisit(), odd).toBeUndefined();
    }
    sessionStorage.removeItem(VISIT_STORAGE_KEY);
  });

  it('adds the experiment variant the bootstrap stored, with or without the visit', () => {
    sessionStorage.setItem(EXPERIMENT_STORAGE_KEY, JSON.stringify(['bf-tieu-de', 'b']));
    expect(readVisit()).toEqual({ landing: '', referrer: '', experiment: 'bf-tieu-de', variant: 'b' });
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(['/uu-dai/black-friday', '']));
    expect(readVisit()).toEqual({ landing: '/uu-dai/black-friday', referrer: '', experiment: 'bf-tieu-de', variant: 'b' });
    sessionStorage.setItem(EXPERIMENT_STORAGE_KEY, '["bf-tieu-de"]');
    expect(readVisit()).toEqual({ landing: '/uu-dai/black-friday', referrer: '' });
    sessionStorage.removeItem(VISIT_STORAGE_KEY);
    sessionStorage.removeItem(EXPERIMENT_STORAGE_KEY);
  });
});

describe('the experiment variant of a lead', () => {
  const variantOf = (visit: unknown) => {
    const { experiment, variant } = readAttribution(visit);
    return { experiment, variant };
  };
  it('keeps a well-formed experiment id with its variant id', () => {
    expect(variantOf({ landing: '/', referrer: '', experiment: 'bf-tieu-de', variant: 'b' })).toEqual({ experiment: 'bf-tieu-de', variant: 'b' });
    expect(variantOf({ experiment: 'x1', variant: 'a' })).toEqual({ experiment: 'x1', variant: 'a' });
    expect(variantOf({ experiment: 'a'.repeat(40), variant: 'z' })).toEqual({ experiment: 'a'.repeat(40), variant: 'z' });
  });
  it('drops both when either is missing, too long or odd (the lead itself is kept)', () => {
    for (const [experiment, variant] of [
      ['bf-tieu-de', undefined],
      [undefined, 'b'],
      ['a'.repeat(41), 'b'],
      ['x', 'b'],
      ['-bf', 'b'],
      ['BF', 'b'],
      ['bf tieu', 'b'],
      ['bf\u202e', 'b'],
      ['bf', 'bb'],
      ['bf', 'B'],
      ['bf', '1'],
      ['bf', ['b']],
      [{}, 'b'],
    ] as const)
      expect(variantOf({ landing: '/', referrer: '', experiment, variant }), `${String(experiment)} ${String(variant)}`).toEqual({
        experiment: '',
        variant: '',
      });
    const result = validateLead({ ...GOOD, visit: { landing: '/', referrer: '', experiment: 'bf', variant: '<b>' } }, SERVICES);
    expect(result).toMatchObject({ ok: true, lead: { attribution: { experiment: '', variant: '' } } });
  });
  it('is stored with a valid lead', () => {
    expect(validateLead({ ...GOOD, visit: { landing: '/', referrer: '', experiment: 'bf-tieu-de', variant: 'b' } }, SERVICES)).toMatchObject({
      ok: true,
      lead: { attribution: { landingPage: '/', experiment: 'bf-tieu-de', variant: 'b' } },
    });
  });
});

describe('isHoneypotFilled', () => {
  it('is true only for a non-blank string in `website`', () => {
    expect(isHoneypotFilled({ ...GOOD, website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...GOOD, website: 'x' })).toBe(true);
    for (const website of ['', '   ', undefined, null, 1, ['x']]) expect(isHoneypotFilled({ ...GOOD, website }), String(website)).toBe(false);
    expect(isHoneypotFilled(GOOD)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('website=x')).toBe(false);
  });
});
