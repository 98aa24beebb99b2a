// readServerConfig: every start-up setting checked at once; a wrong one is one line naming the variable.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST, DEFAULT_PORT, readServerConfig } from '../../src/server/serverConfig.ts';

describe('readServerConfig', () => {
  it('has defaults for everything', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ port: DEFAULT_PORT, host: DEFAULT_HOST, trustProxy: false, domainCheck: { mode: 'rdap' } });
    expect(config.leads.dbPath).toMatch(/data\/leads\.sqlite$/);
    expect(config.leads.webhook).toBeUndefined();
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
  ])('stops on %s=%s with one line naming it', (name, value) => {
    const env = name.startsWith('LEADS_RETRY') ? { LEADS_WEBHOOK_URL: 'https://hooks.example/x', [name]: value } : { [name]: value };
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
