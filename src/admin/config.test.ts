// The admin's settings that name other addresses: ADMIN_ORIGIN and SITE_URL are origins (no path), checked at start.
import { describe, expect, it } from 'vitest';
import { checkServeConfig, readAdminConfig } from './config.ts';

describe('readAdminConfig: SITE_URL', () => {
  it('is the public site’s origin, absent by default', () => {
    expect(readAdminConfig({}).siteUrl).toBeUndefined();
    expect(readAdminConfig({ SITE_URL: 'https://amdigital.vn' }).siteUrl).toBe('https://amdigital.vn');
    expect(readAdminConfig({ SITE_URL: 'https://amdigital.vn/' }).siteUrl).toBe('https://amdigital.vn');
  });
  it('refuses an address with a path or another scheme, naming the variable', () => {
    expect(() => readAdminConfig({ SITE_URL: 'https://amdigital.vn/blog' })).toThrow(
      /^SITE_URL="https:\/\/amdigital.vn\/blog": expected the public site's address/,
    );
    expect(() => readAdminConfig({ SITE_URL: 'ftp://amdigital.vn' })).toThrow(/^SITE_URL=/);
    expect(() => readAdminConfig({ ADMIN_ORIGIN: 'admin.amdigital.vn' })).toThrow(/^ADMIN_ORIGIN=.*expected the admin's address/);
  });
});

describe('readAdminConfig: CONTENT_SYNC_SECONDS', () => {
  it('fetches the remote every 60 s by default, as set, or never with 0; not without a remote', () => {
    expect(readAdminConfig({ CONTENT_REMOTE: '/srv/content.git' }).content?.syncMs).toBe(60_000);
    expect(readAdminConfig({ CONTENT_REMOTE: '/srv/content.git', CONTENT_SYNC_SECONDS: '15' }).content?.syncMs).toBe(15_000);
    expect(readAdminConfig({ CONTENT_REMOTE: '/srv/content.git', CONTENT_SYNC_SECONDS: '0' }).content?.syncMs).toBeUndefined();
    expect(readAdminConfig({ CONTENT_DIR: 'data/content.git' }).content?.syncMs).toBeUndefined();
  });
  it('refuses a value that is not a whole number of seconds, naming the variable', () => {
    expect(() => readAdminConfig({ CONTENT_REMOTE: '/srv/content.git', CONTENT_SYNC_SECONDS: '1.5' })).toThrow(
      /^CONTENT_SYNC_SECONDS="1.5": expected a whole number from 0 to 86400/,
    );
  });
});

describe('readAdminConfig: the admin’s mail', () => {
  const on = { ADMIN_EMAIL_FROM: 'no-reply@amdigital.vn', SMTP_URL: 'smtps://u:p@smtp.example.com:465', ADMIN_ORIGIN: 'https://admin.amdigital.vn' };
  it('is off without ADMIN_EMAIL_FROM (SMTP_URL alone is the leads’), and on with it: a link works 60 minutes unless set', () => {
    expect(readAdminConfig({ SMTP_URL: on.SMTP_URL }).mail).toBeUndefined();
    expect(readAdminConfig(on).mail).toMatchObject({ from: 'no-reply@amdigital.vn', resetTtlMs: 3_600_000, timeoutMs: 10_000 });
    expect(readAdminConfig({ ...on, ADMIN_RESET_MINUTES: '15' }).mail?.resetTtlMs).toBe(900_000);
  });
  it('refuses a sender that is not one address, a missing mail server, and mailed links without ADMIN_ORIGIN, naming the variable', () => {
    expect(() => readAdminConfig({ ...on, ADMIN_EMAIL_FROM: 'a@b.vn, c@d.vn' })).toThrow(/^ADMIN_EMAIL_FROM="a@b.vn, c@d.vn": expected one address/);
    expect(() => readAdminConfig({ ...on, SMTP_URL: '' })).toThrow(/^ADMIN_EMAIL_FROM is set but SMTP_URL is not/);
    expect(() => readAdminConfig({ ...on, ADMIN_ORIGIN: '' })).toThrow(/^ADMIN_EMAIL_FROM is set but ADMIN_ORIGIN is not: a mailed reset link/);
    expect(() => readAdminConfig({ ...on, ADMIN_RESET_MINUTES: '2' })).toThrow(/^ADMIN_RESET_MINUTES="2": expected a whole number from 5 to 1440/);
  });
});

describe('readAdminConfig: ADMIN_REQUIRE_TWO_FACTOR', () => {
  it('requires two-factor sign-in of no role by default, or of the roles listed', () => {
    expect(readAdminConfig({}).requireTwoFactor).toEqual([]);
    expect(readAdminConfig({ ADMIN_REQUIRE_TWO_FACTOR: ' admin, publisher ,admin' }).requireTwoFactor).toEqual(['admin', 'publisher']);
  });
  it('refuses a name that is not a role, naming the variable and the roles', () => {
    expect(() => readAdminConfig({ ADMIN_REQUIRE_TWO_FACTOR: 'admin,quan-tri' })).toThrow(
      /^ADMIN_REQUIRE_TWO_FACTOR="admin,quan-tri": expected roles separated by commas \(editor, publisher, admin, sales\)/,
    );
  });
});

describe('the server in production', () => {
  it('refuses to start without ADMIN_ORIGIN, naming it; starts with it, and anywhere else without it', () => {
    expect(() => checkServeConfig(readAdminConfig({ NODE_ENV: 'production' }), { NODE_ENV: 'production' })).toThrow(/^ADMIN_ORIGIN is not set: in production/);
    const env = { NODE_ENV: 'production', ADMIN_ORIGIN: 'https://admin.amdigital.vn' };
    expect(() => checkServeConfig(readAdminConfig(env), env)).not.toThrow();
    expect(() => checkServeConfig(readAdminConfig({}), {})).not.toThrow();
  });
});
