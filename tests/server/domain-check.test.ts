// @vitest-environment node
// GET /api/domain-check against a fake registrar and a fake RDAP service (node:http on 127.0.0.1),
// configured through createSiteServer's `env` option only.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { readDomainCheckConfig } from '../../src/server/domainCheck/config.ts';
import { clientRoot, startFake, startSite, tempDir, type FakeUpstream, type Running } from './helpers.ts';
import { namesHost } from '../leakNeedles.ts';

const USERNAME = 'reseller-4a2b';
const API_KEY = 'key-0f9e8d7c';
const MINUTE = 60_000;

interface Answer {
  status: number;
  body: { domain?: string; available?: boolean; error?: string };
  headers: Headers;
}

async function check(site: Running, query: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${site.url}/api/domain-check?${query}`, init);
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
}

const q = (name: string, ext: string) => new URLSearchParams({ name, ext }).toString();

describe('registrar mode', () => {
  let registrar: FakeUpstream;
  let site: Running;
  let clock = Date.now();
  let logs: MockInstance[] = [];
  /** Bytes the "huge" answer had sent when its connection closed. */
  let streamClosedAt = -1;

  beforeAll(async () => {
    // The answer depends on the name checked, so every case has its own domain (no cache crossing).
    registrar = await startFake((req, res) => {
      const domain = new URL(req.url ?? '', 'http://x').searchParams.get('domain') ?? '';
      const reply = (status: number, body: string, type = 'text/plain') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(body);
      };
      if (domain.startsWith('free')) reply(200, '1');
      else if (domain.startsWith('newline')) reply(200, '1\n');
      else if (domain.startsWith('taken')) reply(200, '0');
      else if (domain.startsWith('html')) reply(200, '<!doctype html><html><body><h1>Maintenance</h1>1</body></html>', 'text/html');
      else if (domain.startsWith('broken')) reply(500, 'Internal Server Error');
      else if (domain.startsWith('slow')) setTimeout(() => reply(200, '0'), 150);
      else if (domain.startsWith('hang'))
        return; // never answers
      else if (domain.startsWith('huge')) {
        // 20 MB of spaces then "1", streamed without a length: would read as "available" if buffered.
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const chunk = ' '.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 20 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          if (!res.destroyed) res.end('1');
        };
        res.on('close', () => (streamClosedAt = sent));
        pump();
      } else if (domain.startsWith('declared')) {
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(5 * 1024 * 1024) });
        res.write('1');
      } else if (domain.startsWith('moved-away')) {
        res
          .writeHead(302, { Location: `http://localhost:${new URL(registrar.url).port}/api?${new URL(req.url ?? '', 'http://x').searchParams}&moved=1` })
          .end();
      } else if (domain.startsWith('moved-here') && !req.url?.includes('moved=1')) {
        res.writeHead(301, { Location: `${req.url}&moved=1` }).end();
      } else if (domain.startsWith('moved-here')) reply(200, '1');
      else if (domain.startsWith('xn--')) reply(200, '1');
      else reply(200, 'Lệnh không hợp lệ');
    });
    site = await startSite({
      env: { REGISTRAR_URL: `${registrar.url}/api`, REGISTRAR_USERNAME: USERNAME, REGISTRAR_API_KEY: API_KEY },
      now: () => clock,
      rateLimit: { limit: 1000 },
    });
  });
  afterAll(async () => {
    await site?.close();
    await registrar?.close();
  });
  beforeEach(() => {
    registrar.requests.length = 0;
    logs = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
  });
  afterEach(() => {
    // No log line names the registrar's address, the user name or the key.
    const lines = logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    for (const line of lines) {
      for (const secret of [API_KEY, USERNAME]) expect(line).not.toContain(secret);
      expect(namesHost(line, new URL(registrar.url).host), line).toBe(false);
    }
    vi.restoreAllMocks();
  });

  it('answers available for "1" and taken for "0", with no-store', async () => {
    const free = await check(site, q('free-shop', '.com'));
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ domain: 'free-shop.com', available: true });
    expect(free.headers.get('cache-control')).toBe('no-store');
    expect(free.headers.get('content-type')).toMatch(/^application\/json/);
    const taken = await check(site, q('taken-shop', '.vn'));
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ domain: 'taken-shop.vn', available: false });
  });

  it('takes "1" followed by a newline as available', async () => {
    const answer = await check(site, q('newline-shop', '.com'));
    expect(answer.body).toEqual({ domain: 'newline-shop.com', available: true });
  });

  it('answers 502 (never "available") for an HTML page with status 200, another text, or a 500', async () => {
    for (const name of ['html-page', 'other-text', 'broken-upstream']) {
      const answer = await check(site, q(name, '.com'));
      expect(answer.status, name).toBe(502);
      expect(answer.body, name).toEqual({ error: 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(registrar.requests).toHaveLength(3);
  });

  it('answers 502 for an answer longer than 4 KB, reading no more than that (20 MB of spaces then "1")', async () => {
    const huge = await check(site, q('huge-answer', '.com'));
    expect(huge.status).toBe(502);
    expect(huge.body).toEqual({ error: 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.' });
    // The connection was cut long before the 20 MB were sent.
    await expect.poll(() => streamClosedAt, { timeout: 10_000 }).toBeGreaterThan(-1);
    expect(streamClosedAt).toBeLessThan(5 * 1024 * 1024);
    const declared = await check(site, q('declared-large', '.com'));
    expect(declared.status).toBe(502);
    expect(logs[2].mock.calls.flat().join('\n')).toContain('registrar: answer larger than 4096 bytes');
  });

  it("follows a redirect on the registrar's own origin, refuses one to another host (502)", async () => {
    expect((await check(site, q('moved-here', '.com'))).body).toEqual({ domain: 'moved-here.com', available: true });
    const away = await check(site, q('moved-away', '.com'));
    expect(away.status).toBe(502);
    // The other host (the same fake under another name) was never asked, so the key went nowhere else.
    expect(registrar.requests.filter((r) => r.url.includes('moved-away'))).toHaveLength(1);
  });

  it('refuses emoji, mixed-script and mixed-script punycode names with 400 before any registrar call', async () => {
    for (const [name, ext] of [
      ['😀', '.com'],
      ['😀.com', '.com'],
      ['аpple', '.com'],
      ['аpple.com', '.com'],
      ['xn--pple-43d', '.com'],
      ['xn--e28h', '.com'],
      ['xn--ab-0ea', '.vn'],
    ]) {
      const answer = await check(site, q(name, ext));
      expect(answer.status, name).toBe(400);
      expect(answer.body.error, name).toMatch(/^Tên miền /);
    }
    expect((await check(site, q('аpple', '.com'))).body.error).toContain('Kirin');
    expect(registrar.requests).toHaveLength(0);
    // Vietnamese names keep working, typed or as punycode.
    expect((await check(site, q('thiếtkếweb', '.vn'))).body).toEqual({ domain: 'xn--thitkweb-f50dc.vn', available: true });
    expect((await check(site, q('công-ty.com.vn', '.com.vn'))).body).toEqual({ domain: 'xn--cng-ty-ixa.com.vn', available: true });
    expect((await check(site, q('xn--cng-ty-ixa', '.com.vn'))).body).toEqual({ domain: 'xn--cng-ty-ixa.com.vn', available: true });
  });

  it('sends command=check_whois, username, apikey and the punycode domain to the registrar', async () => {
    const answer = await check(site, q('  CửaHàng ', '.vn'));
    expect(answer.body).toEqual({ domain: 'xn--cahng-tqa2694c.vn', available: true });
    expect(registrar.requests).toHaveLength(1);
    const asked = new URL(registrar.requests[0].url, 'http://x');
    expect(asked.pathname).toBe('/api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ command: 'check_whois', username: USERNAME, apikey: API_KEY, domain: 'xn--cahng-tqa2694c.vn' });
    // The decomposed (NFD) spelling is the same domain.
    expect((await check(site, q('cửahàng'.normalize('NFD'), '.vn'))).body.domain).toBe('xn--cahng-tqa2694c.vn');
  });

  it('never shows the credentials or the registrar address in an answer', async () => {
    for (const name of ['free-secret', 'broken-secret', 'html-secret', 'a.b']) {
      const response = await fetch(`${site.url}/api/domain-check?${q(name, '.com')}`);
      const text = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + (await response.text());
      for (const secret of [API_KEY, USERNAME]) expect(text).not.toContain(secret);
      expect(namesHost(text, new URL(registrar.url).host), text).toBe(false);
    }
  });

  it('asks the registrar once for two checks of one domain within 5 minutes, again after', async () => {
    expect((await check(site, q('free-cached', '.net'))).body.available).toBe(true);
    clock += 4 * MINUTE;
    expect((await check(site, q('FREE-cached', '.net'))).body.available).toBe(true);
    expect(registrar.requests).toHaveLength(1);
    clock += 2 * MINUTE;
    expect((await check(site, q('free-cached', '.net'))).body.available).toBe(true);
    expect(registrar.requests).toHaveLength(2);
  });

  it('shares one registrar call between concurrent checks of one domain', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => check(site, q('slow-shop', '.org'))));
    for (const answer of answers) expect(answer.body).toEqual({ domain: 'slow-shop.org', available: false });
    expect(registrar.requests).toHaveLength(1);
  });

  it('does not keep failures: the next check asks again', async () => {
    expect((await check(site, q('broken-again', '.com'))).status).toBe(502);
    expect((await check(site, q('broken-again', '.com'))).status).toBe(502);
    expect(registrar.requests).toHaveLength(2);
  });

  it('refuses an injection attempt with 400 before any registrar call', async () => {
    for (const name of ['a.vn&apikey=x', 'a&apikey=x', 'shop&username=evil', 'a%26apikey%3Dx', 'a b', 'a=b', 'a;b', 'shop\r\nHost: evil']) {
      const answer = await check(site, q(name, '.vn'));
      expect(answer.status, name).toBe(400);
      expect(typeof answer.body.error, name).toBe('string');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // The same trick through a raw query string: the extra parameter is never forwarded.
    const raw = await check(site, 'name=a.vn%26apikey%3Dx&ext=.vn');
    expect(raw.status).toBe(400);
    expect(registrar.requests).toHaveLength(0);
  });

  it('forwards only the cleaned domain when a pasted address carries a query', async () => {
    const answer = await check(site, q('https://www.free-paste.vn/?apikey=evil&command=delete', '.vn'));
    expect(answer.body).toEqual({ domain: 'free-paste.vn', available: true });
    const asked = new URL(registrar.requests[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ command: 'check_whois', username: USERNAME, apikey: API_KEY, domain: 'free-paste.vn' });
  });

  it('refuses an unsupported extension, an empty name, missing and repeated parameters with 400', async () => {
    const ext = await check(site, q('shop', '.xyz'));
    expect(ext.status).toBe(400);
    expect(ext.body.error).toMatch(/^Đuôi tên miền không được hỗ trợ\. Vui lòng chọn một trong các đuôi: \.com, .*\.vn/);
    expect(ext.body.error).not.toContain('.xyz');
    // A 7,000-character value is not echoed back.
    const long = await check(site, q('shop', `.${'x'.repeat(7000)}`));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(ext.body.error);
    expect(long.body.error!.length).toBeLessThan(300);
    const empty = await check(site, q('   ', '.com'));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Vui lòng nhập tên miền cần kiểm tra.');
    for (const query of ['ext=.com', 'name=shop', '', 'name=a&name=b&ext=.com', 'name=shop&ext=.com&ext=.vn', 'name[]=shop&ext=.com']) {
      const answer = await check(site, query);
      expect(answer.status, query).toBe(400);
      expect(typeof answer.body.error, query).toBe('string');
    }
    expect(registrar.requests).toHaveLength(0);
  });

  it('answers 405 to other methods and a JSON 404 to unknown /api paths', async () => {
    const post = await fetch(`${site.url}/api/domain-check?${q('free-post', '.com')}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(typeof ((await post.json()) as { error: unknown }).error).toBe('string');
    const unknown = await fetch(`${site.url}/api/whois?domain=a.com`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof ((await unknown.json()) as { error: unknown }).error).toBe('string');
    expect(registrar.requests).toHaveLength(0);
  });
});

describe('registrar mode: timeout', () => {
  let registrar: FakeUpstream;
  let site: Running;
  beforeAll(async () => {
    registrar = await startFake(() => {}); // never answers
    site = await startSite({
      env: { REGISTRAR_URL: `${registrar.url}/api`, REGISTRAR_USERNAME: USERNAME, REGISTRAR_API_KEY: API_KEY, DOMAIN_CHECK_TIMEOUT_MS: '200' },
    });
  });
  afterAll(async () => {
    await site?.close();
    await registrar?.close();
  });

  it('answers 504 when the registrar does not answer in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The registrar never answers: an answer at all is the timeout at work (its timing is not asserted).
    const answer = await check(site, q('hang-shop', '.com'));
    expect(answer.status).toBe(504);
    expect(answer.body.error).toMatch(/Vui lòng thử lại sau/);
    expect(answer.body).not.toHaveProperty('available');
    expect(registrar.requests).toHaveLength(1);
    expect(warn.mock.calls.flat().join(' ')).toContain('no answer within 200 ms');
    vi.restoreAllMocks();
  });
});

describe('registrar mode: rate limit', () => {
  let registrar: FakeUpstream;
  let site: Running;
  beforeAll(async () => {
    registrar = await startFake((_req, res) => res.end('0'));
    // The default limit: 10 checks per minute per client.
    site = await startSite({ env: { REGISTRAR_URL: registrar.url, REGISTRAR_USERNAME: USERNAME, REGISTRAR_API_KEY: API_KEY } });
  });
  afterAll(async () => {
    await site?.close();
    await registrar?.close();
  });

  it('answers the 11th check within a minute with 429 and Retry-After; other requests are not counted', async () => {
    // Requests that do not reach the check are not counted.
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${site.url}/api/domain-check`, { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${site.url}/api/nothing`)).status).toBe(404);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    }
    for (let i = 1; i <= 10; i++) {
      const answer = await check(site, q(`shop${i}`, '.com'));
      expect(answer.status, `check ${i}`).toBe(200);
      expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`limit=10, remaining=${10 - i}`));
    }
    const eleventh = await check(site, q('shop11', '.com'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ error: 'Bạn kiểm tra quá nhiều lần. Vui lòng thử lại sau ít phút.' });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.headers.get('cache-control')).toBe('no-store');
    expect(eleventh.headers.get('x-ratelimit-limit')).toBeNull();
    expect(registrar.requests).toHaveLength(10);
    // The site itself is not limited.
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });
});

describe('RDAP fallback (no registrar configured)', () => {
  let upstream: FakeUpstream;
  let site: Running;
  let clock = Date.now();
  const rdapRequests = () => upstream.requests.filter((r) => r.url.startsWith('/rdap/'));
  const bootstrapRequests = () => upstream.requests.filter((r) => r.url === '/bootstrap.json');

  beforeAll(async () => {
    upstream = await startFake((req, res) => {
      if (req.url === '/bootstrap.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        // No service for .vn, as in IANA's file today; the base URL has no trailing slash.
        res.end(
          JSON.stringify({
            version: '1.0',
            publication: '2026-01-01T00:00:00Z',
            services: [
              [['com', 'net'], [`${upstream.url}/rdap`]],
              [['org'], [`${upstream.url}/other/`]],
            ],
          }),
        );
      } else if (req.url?.startsWith('/rdap/domain/taken')) {
        res.writeHead(200, { 'Content-Type': 'application/rdap+json' });
        res.end(JSON.stringify({ objectClassName: 'domain', ldhName: req.url.slice('/rdap/domain/'.length) }));
      } else if (req.url?.startsWith('/rdap/domain/broken')) {
        res.writeHead(503).end();
      } else if (req.url?.startsWith('/rdap/domain/html-404')) {
        // A misconfigured or intercepting server's error page.
        res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body><h1>404 Not Found</h1></body></html>');
      } else if (req.url?.startsWith('/rdap/domain/plain-404')) {
        res.writeHead(404).end();
      } else if (req.url?.startsWith('/rdap/domain/json-404')) {
        // Some registries send application/json: still an RDAP answer.
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ errorCode: 404 }));
      } else if (req.url?.startsWith('/rdap/domain/empty-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end();
      } else if (req.url?.startsWith('/rdap/domain/message-404')) {
        // JSON 404s that are not RDAP error objects: a gateway's, a Spring application's, an empty object.
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
      } else if (req.url?.startsWith('/rdap/domain/spring-404')) {
        const error = { timestamp: '2026-11-26T10:00:00.000+00:00', status: 404, error: 'Not Found', path: req.url };
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(error));
      } else if (req.url?.startsWith('/rdap/domain/bare-404')) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
      } else if (req.url?.startsWith('/rdap/domain/rdap-bare-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end('{}');
      } else if (req.url?.startsWith('/rdap/domain/text-code-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: '404', title: 'Not Found' }));
      } else if (req.url?.startsWith('/rdap/domain/other-code-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: 500, title: 'Internal Error' }));
      } else if (req.url?.startsWith('/rdap/domain/odd-shape-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end(JSON.stringify({ errorCode: 404, description: 'not an array' }));
      } else if (req.url?.startsWith('/rdap/domain/described-404')) {
        const error = { rdapConformance: ['rdap_level_0'], errorCode: 404, title: 'Not Found', description: ['The domain is not registered.'] };
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end(JSON.stringify(error));
      } else if (req.url?.startsWith('/rdap/domain/lying-404')) {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end('<html>Not Found</html>');
      } else if (req.url?.startsWith('/rdap/domain/html-200')) {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Domain for sale</html>');
      } else if (req.url?.startsWith('/rdap/domain/dead-link')) {
        res.writeHead(302, { Location: '/nowhere/' }).end();
      } else if (req.url?.startsWith('/rdap/domain/other-host')) {
        // Another origin (the same fake under another name), which would answer an RDAP 404.
        res.writeHead(302, { Location: `http://localhost:${new URL(upstream.url).port}/elsewhere/domain/x.com` }).end();
      } else if (req.url?.startsWith('/rdap/domain/same-origin')) {
        res.writeHead(301, { Location: `/rdap/domain/taken-${req.url.slice('/rdap/domain/'.length)}` }).end();
      } else if (req.url?.startsWith('/rdap/domain/loop')) {
        res.writeHead(302, { Location: req.url }).end();
      } else if (req.url?.startsWith('/rdap/domain/huge-taken')) {
        res.writeHead(200, { 'Content-Type': 'application/rdap+json' });
        res.end(JSON.stringify({ objectClassName: 'domain', remarks: [{ description: ['x'.repeat(400 * 1024)] }] }));
      } else if (req.url?.startsWith('/nowhere/')) {
        res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
      } else {
        res.writeHead(404, { 'Content-Type': 'application/rdap+json' });
        res.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }));
      }
    });
    site = await startSite({
      // REGISTRAR_URL alone is not enough for registrar mode.
      env: { RDAP_BOOTSTRAP_URL: `${upstream.url}/bootstrap.json`, REGISTRAR_URL: 'https://registrar.example.test/api' },
      now: () => clock,
      rateLimit: { limit: 1000 },
    });
  });
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers available for a 404 and taken for a 200, asking the TLD service with Accept: application/rdap+json', async () => {
    const free = await check(site, q('free-rdap', '.com'));
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ domain: 'free-rdap.com', available: true });
    const taken = await check(site, q('taken-rdap', '.net'));
    expect(taken.body).toEqual({ domain: 'taken-rdap.net', available: false });
    expect(rdapRequests().map((r) => r.url)).toEqual(['/rdap/domain/free-rdap.com', '/rdap/domain/taken-rdap.net']);
    for (const request of rdapRequests()) expect(request.headers.accept).toBe('application/rdap+json');
    // .org has its own service.
    expect((await check(site, q('free-org', '.org'))).body.available).toBe(true);
    expect(upstream.requests.at(-1)?.url).toBe('/other/domain/free-org.org');
  });

  it('answers 502 for another status', async () => {
    const answer = await check(site, q('broken-rdap', '.com'));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.' });
  });

  it('answers 502, never "available", for a 404 that is not an RDAP answer or not from the service asked', async () => {
    for (const name of ['html-404', 'plain-404', 'lying-404', 'html-200', 'dead-link', 'other-host', 'loop', 'huge-taken', 'empty-404']) {
      const answer = await check(site, q(name, '.com'));
      expect(answer.status, name).toBe(502);
      expect(answer.body, name).toEqual({ error: 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.' });
    }
    // The other host was never asked.
    expect(upstream.requests.filter((r) => r.url.startsWith('/elsewhere/'))).toHaveLength(0);
    // Not cached: the next check asks again.
    const before = rdapRequests().length;
    expect((await check(site, q('html-404', '.com'))).status).toBe(502);
    expect(rdapRequests().length).toBe(before + 1);
  });

  it('answers 502, never "available", for a JSON 404 that is not an RDAP error object (errorCode 404), and asks again next time', async () => {
    const names = ['message-404', 'spring-404', 'bare-404', 'rdap-bare-404', 'text-code-404', 'other-code-404', 'odd-shape-404'];
    for (const name of names) {
      const answer = await check(site, q(name, '.com'));
      expect(answer.status, name).toBe(502);
      expect(answer.body, name).toEqual({ error: 'Không kiểm tra được tên miền lúc này. Vui lòng thử lại sau.' });
    }
    const before = rdapRequests().length;
    for (const name of names) expect((await check(site, q(name, '.com'))).status, name).toBe(502);
    expect(rdapRequests().length).toBe(before + names.length);
  });

  it('takes an RDAP error object with errorCode 404 (application/rdap+json or application/json) as available, and follows a redirect on the same origin', async () => {
    expect((await check(site, q('json-404', '.com'))).body).toEqual({ domain: 'json-404.com', available: true });
    expect((await check(site, q('described-404', '.com'))).body).toEqual({ domain: 'described-404.com', available: true });
    expect((await check(site, q('same-origin-taken', '.com'))).body).toEqual({ domain: 'same-origin-taken.com', available: false });
    expect(upstream.requests.at(-1)?.url).toBe('/rdap/domain/taken-same-origin-taken.com');
  });

  it('answers 503 naming the extension when its TLD has no RDAP service', async () => {
    const vn = await check(site, q('cuahang', '.vn'));
    expect(vn.status).toBe(503);
    expect(vn.body).toEqual({ error: 'Tính năng kiểm tra tên miền .vn chưa được cấu hình trên máy chủ. Vui lòng liên hệ hotline để được hỗ trợ.' });
    // "shop.com.vn": the TLD is "vn".
    const comVn = await check(site, q('cuahang', '.com.vn'));
    expect(comVn.status).toBe(503);
    expect(comVn.body.error).toContain('tên miền .com.vn chưa được cấu hình');
    expect(upstream.requests.filter((r) => r.url.includes('cuahang'))).toHaveLength(0);
  });

  it('fetches the bootstrap file once for many checks, again after 24 hours', async () => {
    for (const name of ['one', 'two', 'three']) expect((await check(site, q(`free-${name}`, '.com'))).status).toBe(200);
    expect(bootstrapRequests()).toHaveLength(1);
    clock += 24 * 60 * MINUTE + 1;
    expect((await check(site, q('free-next-day', '.com'))).status).toBe(200);
    expect(bootstrapRequests()).toHaveLength(2);
  });
});

describe('RDAP fallback: bootstrap unavailable', () => {
  let upstream: FakeUpstream;
  let site: Running;
  beforeAll(async () => {
    upstream = await startFake((_req, res) => res.writeHead(500).end('down'));
    site = await startSite({ env: { RDAP_BOOTSTRAP_URL: `${upstream.url}/bootstrap.json` } });
  });
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('answers 503 when the bootstrap file cannot be loaded, and does not retry it on every check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const name of ['a1', 'a2']) {
      const answer = await check(site, q(name, '.com'));
      expect(answer.status).toBe(503);
      expect(answer.body.error).toContain('tên miền .com chưa được cấu hình');
    }
    expect(upstream.requests).toHaveLength(1);
    vi.restoreAllMocks();
  });
});

describe('RDAP fallback: bootstrap file too large', () => {
  let upstream: FakeUpstream;
  let site: Running;
  beforeAll(async () => {
    // A valid bootstrap file padded past 1 MB.
    upstream = await startFake((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ services: [[['com'], [`${upstream.url}/rdap/`]]], padding: ' '.repeat(2 * 1024 * 1024) }));
    });
    site = await startSite({ env: { RDAP_BOOTSTRAP_URL: `${upstream.url}/bootstrap.json` } });
  });
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('treats a bootstrap file over 1 MB as unavailable (503), asking no RDAP service', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await check(site, q('free-big', '.com'));
    expect(answer.status).toBe(503);
    expect(upstream.requests.map((r) => r.url)).toEqual(['/bootstrap.json']);
    expect(warn.mock.calls.flat().join('\n')).toContain('RDAP bootstrap: answer larger than 1048576 bytes');
    vi.restoreAllMocks();
  });
});

describe('configuration from the environment', () => {
  const registrarEnv = { REGISTRAR_URL: 'https://registrar.example.test/api', REGISTRAR_USERNAME: USERNAME, REGISTRAR_API_KEY: API_KEY };

  it('uses the registrar when its three variables are set, else the RDAP fallback', () => {
    expect(readDomainCheckConfig(registrarEnv)).toMatchObject({
      mode: 'registrar',
      timeoutMs: 8000,
      registrar: { url: registrarEnv.REGISTRAR_URL, username: USERNAME, apiKey: API_KEY },
    });
    expect(readDomainCheckConfig({})).toEqual({ mode: 'rdap', bootstrapUrl: 'https://data.iana.org/rdap/dns.json', timeoutMs: 8000 });
    expect(readDomainCheckConfig({ ...registrarEnv, REGISTRAR_API_KEY: ' ', DOMAIN_CHECK_TIMEOUT_MS: '1500' })).toEqual({
      mode: 'rdap',
      bootstrapUrl: 'https://data.iana.org/rdap/dns.json',
      timeoutMs: 1500,
      incompleteRegistrar: ['REGISTRAR_API_KEY'],
    });
  });

  it('refuses a malformed timeout or URL without repeating the URL', () => {
    expect(() => readDomainCheckConfig({ DOMAIN_CHECK_TIMEOUT_MS: '8s' })).toThrow(/DOMAIN_CHECK_TIMEOUT_MS/);
    expect(() => readDomainCheckConfig({ DOMAIN_CHECK_TIMEOUT_MS: '0' })).toThrow(/DOMAIN_CHECK_TIMEOUT_MS/);
    const bad = { ...registrarEnv, REGISTRAR_URL: `registrar-${API_KEY}` };
    expect(() => readDomainCheckConfig(bad)).toThrow('REGISTRAR_URL is not a valid URL');
    expect(() => readDomainCheckConfig({ ...registrarEnv, REGISTRAR_URL: 'ftp://registrar.example.test/' })).toThrow(/^REGISTRAR_URL must be an https: URL/);
  });

  it('requires https: for REGISTRAR_URL (the key travels in its query string), except on this machine', () => {
    for (const url of ['http://registrar.example.test/api', 'http://10.0.0.5/api', 'http://127.0.0.1.example.test/api']) {
      expect(() => readDomainCheckConfig({ ...registrarEnv, REGISTRAR_URL: url }), url).toThrow(
        'REGISTRAR_URL must be an https: URL (http: only for 127.0.0.1 or localhost): the API key travels in its query string',
      );
    }
    for (const url of ['http://127.0.0.1:8080/api', 'http://localhost/api', 'http://[::1]:9000/', 'https://registrar.example.test/api']) {
      expect(readDomainCheckConfig({ ...registrarEnv, REGISTRAR_URL: url }), url).toMatchObject({ mode: 'registrar', registrar: { url } });
    }
    // Without the other two variables, REGISTRAR_URL is not used.
    expect(readDomainCheckConfig({ REGISTRAR_URL: 'http://registrar.example.test/api' }).mode).toBe('rdap');
  });

  it('stops `npm start` (scripts/serve.ts) with that line when REGISTRAR_URL is plain http to another host', async () => {
    clientRoot();
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(LEADS_|REGISTRAR_|RDAP_)/.test(name)));
    const dir = tempDir('domain-config-');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...env, ...registrarEnv, REGISTRAR_URL: `http://registrar.example.test/api`, PORT: '0', LEADS_DB_PATH: path.join(dir, 'leads.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still running after 60 s:\n${output}`)), 60_000);
        child.once('exit', (exitCode) => {
          clearTimeout(timer);
          resolve(exitCode);
        });
        child.stdout.on('data', () => {
          if (output.includes('Site: ')) {
            clearTimeout(timer);
            reject(new Error(`the server started:\n${output}`));
          }
        });
      });
      expect(code).not.toBe(0);
      expect(output).toContain('REGISTRAR_URL must be an https: URL (http: only for 127.0.0.1 or localhost)');
      expect(output).not.toContain(API_KEY);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
