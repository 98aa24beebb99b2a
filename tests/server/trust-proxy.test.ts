// @vitest-environment node
// TRUST_PROXY: behind a real nginx (docs/nginx.conf, which passes /api/ to the site server) each visitor has their own
// rate-limit count for /api/leads and /api/domain-check, and a forged X-Forwarded-For (through the
// proxy or straight to the server) changes nothing. Distinct visitors are distinct local addresses
// (127.0.0.2, 127.0.0.3…: all of 127.0.0.0/8 is this machine).
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTrustProxy } from '../../src/server/trustProxy.ts';
import { clientRoot, startSite, type Running } from './helpers.ts';
import { documentedSite, startNginx } from './nginx.ts';

/** The status of one request sent from `localAddress` (a fresh connection each time). */
function statusFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const LIMIT = 2;
/** The two rate-limited APIs, each with a request refused after the limit check (no upstream, nothing stored). */
const ENDPOINTS = {
  leads: { path: '/api/leads', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', allowed: 400 },
  'domain check': { path: '/api/domain-check?name=a&ext=.khong-ban', method: 'GET', headers: {}, body: undefined, allowed: 400 },
} as const;
type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

/** Statuses of `count` requests to `endpoint` at `base` from `localAddress`, with extra headers. */
async function statuses(base: string, endpoint: Endpoint, localAddress: string, count: number, headers: http.OutgoingHttpHeaders = {}): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++)
    result.push(
      await statusFrom(localAddress, base + endpoint.path, { method: endpoint.method, headers: { ...endpoint.headers, ...headers }, body: endpoint.body }),
    );
  return result;
}

const running: Running[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

/** The site server with TRUST_PROXY (unset when undefined) and LIMIT requests per window on both APIs, and nginx in front of it. */
async function siteBehindNginx(trustProxy: string | undefined): Promise<{ site: Running; proxy: Running }> {
  const site = await startSite({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    fetch: () => Promise.reject(new Error('no upstream in this test')),
    rateLimit: { limit: LIMIT, windowMs: 60_000 },
    leadsRateLimit: { limit: LIMIT, windowMs: 60_000 },
  });
  running.push(site);
  const proxy = await startNginx(documentedSite({ servers: [site.url], root: clientRoot() }));
  running.push(proxy);
  return { site, proxy };
}

const limited = (endpoint: Endpoint) => [...Array(LIMIT).fill(endpoint.allowed), 429];

describe.each(Object.entries(ENDPOINTS))('%s rate limit', (_name, endpoint) => {
  // 127.0.0.1 is nginx's address (the documented setting); 1 trusts one hop, whoever it is.
  it.each(['127.0.0.1', '1'])(
    'behind nginx with TRUST_PROXY=%s: one count per visitor, forged X-Forwarded-For ignored',
    { timeout: 60_000 },
    async (trustProxy) => {
      const { site, proxy } = await siteBehindNginx(trustProxy);
      expect(await statuses(proxy.url, endpoint, '127.0.0.2', LIMIT + 1)).toEqual(limited(endpoint));
      // Another visitor is not blocked by the first one…
      expect(await statuses(proxy.url, endpoint, '127.0.0.3', 1)).toEqual([endpoint.allowed]);
      // …and the first cannot pose as a new one through the proxy…
      expect(await statuses(proxy.url, endpoint, '127.0.0.2', 2, { 'x-forwarded-for': '203.0.113.7' })).toEqual([429, 429]);
      expect(await statuses(proxy.url, endpoint, '127.0.0.2', 1, { 'x-forwarded-for': '127.0.0.3, 198.51.100.1' })).toEqual([429]);
      // …nor as anyone by going straight to the server (with TRUST_PROXY=127.0.0.1 only nginx is believed).
      if (trustProxy === '127.0.0.1') {
        expect(await statuses(site.url, endpoint, '127.0.0.4', LIMIT + 1, { 'x-forwarded-for': '203.0.113.8' })).toEqual(limited(endpoint));
        expect(await statuses(site.url, endpoint, '127.0.0.4', 1, { 'x-forwarded-for': '203.0.113.9' })).toEqual([429]);
        expect(await statuses(site.url, endpoint, '127.0.0.5', 1)).toEqual([endpoint.allowed]);
      }
    },
  );

  it(
    'without TRUST_PROXY: a direct client forging X-Forwarded-For stays one client; behind a proxy everyone would share one count',
    { timeout: 60_000 },
    async () => {
      const { site, proxy } = await siteBehindNginx(undefined);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await statuses(site.url, endpoint, '127.0.0.2', LIMIT + 1, { 'x-forwarded-for': '203.0.113.1' })).toEqual(limited(endpoint));
      expect(await statuses(site.url, endpoint, '127.0.0.2', 2, { 'x-forwarded-for': '203.0.113.2' })).toEqual([429, 429]);
      expect(await statuses(site.url, endpoint, '127.0.0.3', 1)).toEqual([endpoint.allowed]);
      // The case TRUST_PROXY is for: through nginx, one visitor's requests block another.
      expect(await statuses(proxy.url, endpoint, '127.0.0.4', LIMIT + 1)).toEqual(limited(endpoint));
      expect(await statuses(proxy.url, endpoint, '127.0.0.5', 1)).toEqual([429]);
      // The operator is told once, in one line, that the header is ignored.
      expect(warn.mock.calls).toEqual([
        [expect.stringMatching(/^\[site-server\] a request came with X-Forwarded-For, which is ignored: TRUST_PROXY is unset\./)],
      ]);
      warn.mockRestore();
    },
  );
});

describe('readTrustProxy', () => {
  it('is off when unset or empty', () => {
    expect(readTrustProxy({})).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: '  ' })).toBe(false);
  });

  it('takes a hop count, Express range names, addresses and CIDR ranges', () => {
    expect(readTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
    expect(readTrustProxy({ TRUST_PROXY: ' 2 ' })).toBe(2);
    expect(readTrustProxy({ TRUST_PROXY: 'loopback' })).toEqual(['loopback']);
    expect(readTrustProxy({ TRUST_PROXY: 'loopback, uniquelocal,linklocal' })).toEqual(['loopback', 'uniquelocal', 'linklocal']);
    expect(readTrustProxy({ TRUST_PROXY: '10.0.0.2, 192.168.1.0/24, ::1, fd00::/8' })).toEqual(['10.0.0.2', '192.168.1.0/24', '::1', 'fd00::/8']);
  });

  it.each([
    ['true', /TRUST_PROXY="true" is not accepted: believing every X-Forwarded-For would let any client forge its address; set the number of proxies/],
    ['TRUE', /is not accepted/],
    ['false', /is not accepted/],
    ['0', /TRUST_PROXY="0": a number of proxies must be 1 to 10 \(unset it for none\)/],
    ['11', /must be 1 to 10/],
    ['-1', /"-1" is not an address, range or name/],
    ['1.5', /"1.5" is not an address/],
    ['localhost', /"localhost" is not an address, range or name; expected the number of proxies in front of the server \(e\.g\. 1\), loopback/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is not/],
    ['fd00::/129', /"fd00::\/129" is not/],
    ['10.0.0.1,', /"" is not/],
    ['10.0.0.1/8/8', /is not an address/],
    ['*', /"\*" is not/],
  ])('refuses %j in one line naming the variable', (value, message) => {
    let error: Error | undefined;
    try {
      readTrustProxy({ TRUST_PROXY: value });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(/^TRUST_PROXY=/);
    expect(error?.message).not.toContain('\n');
  });
});
