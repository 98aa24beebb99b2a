// readServerConfig: every start-up setting checked at once; a wrong one is one line naming the variable.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST, DEFAULT_PORT, readServerConfig } from '../../src/server/serverConfig.ts';

describe('readServerConfig', () => {
  it('has defaults for everything', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ port: DEFAULT_PORT, host: DEFAULT_HOST, trustProxy: false, domainCheck: { mode: 'rdap' } });
    expect(config.leads.dbPath).toMatch(/data\/leads\.sqlite$/);
    expect(config.leads.webhook).toBeUndefined();
    expect(config.leads.postgres).toBeUndefined();
    expect(config.leads.email).toBeUndefined();
    expect(config.redis).toBeUndefined();
  });

  it('reads DATABASE_URL and REDIS_URL, keeping their passwords out of the labels', () => {
    const config = readServerConfig({ DATABASE_URL: 'postgresql://site:pw1@db.internal/site', REDIS_URL: 'redis://:pw2@cache.internal:6379' });
    expect(config.leads.postgres?.label).toBe('postgresql://db.internal/site');
    expect(config.redis?.label).toBe('redis://cache.internal:6379');
  });

  it('reads PORT 0 to 65535 and HOST', () => {
    expect(readServerConfig({ PORT: '0', HOST: '0.0.0.0' })).toMatchObject({ port: 0, host: '0.0.0.0' });
    expect(readServerConfig({ PORT: ' 65535 ', HOST: '::' })).toMatchObject({ port: 65535, host: '::' });
  });

  it.each([
    ['PORT', '65536'],
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['HOST', 'http://0.0.0.0'],
    ['HOST', '0.0.0.0/24'],
    ['TRUST_PROXY', 'true'],
    ['DOMAIN_CHECK_TIMEOUT_MS', '0'],
    ['RDAP_BOOTSTRAP_URL', 'ftp://x'],
    ['LEADS_WEBHOOK_URL', 'http://example.com/hook'],
    ['LEADS_RETRY_BASE_MS', 'soon'],
    ['DATABASE_URL', 'mysql://db.internal/site'],
    ['DATABASE_URL', 'postgres//db'],
    ['REDIS_URL', 'http://cache.internal'],
    ['SMTP_URL', 'smtp://smtp.example.com'],
    ['LEADS_NOTIFY_EMAIL', 'sales'],
    ['SMTP_TIMEOUT_MS', '-5'],
  ])('stops on %s=%s with one line naming it', (name, value) => {
    const env = name.startsWith('LEADS_RETRY')
      ? { LEADS_WEBHOOK_URL: 'https://hooks.example/x', [name]: value }
      : name === 'SMTP_TIMEOUT_MS'
        ? { SMTP_URL: 'smtps://smtp.example.com', LEADS_NOTIFY_EMAIL: 'a@b.vn', [name]: value }
        : { [name]: value };
    let message = '';
    try {
      readServerConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });
});
