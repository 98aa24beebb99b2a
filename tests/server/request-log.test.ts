// The JSON request log: one line per request with its id (also the X-Request-Id header), method,
// path without query, status and duration — and never a lead's personal data or a secret.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, readLogLevel } from '../../src/server/requestLog.ts';
import { phoneSpellings, uniqueMobile, uniqueWord } from '../leakNeedles.ts';
import { startFake, startSite, type FakeUpstream, type Running } from './helpers.ts';

// Made unique for the run, so that finding one in the log can only mean it was written there.
const SECRET_KEY = `regkey-${uniqueWord()}`;
const MAILBOX = `nhan.dien.${uniqueWord()}`;
const EMAIL = `${MAILBOX}@congty-test.vn`;
const PHONE = uniqueMobile();
const NAME = `Khách Kiểm Tra ${uniqueWord()}`;
/** What a request line may hold: nothing else, so a new field is a decision, not an accident. */
const LINE_FIELDS = ['level', 'time', 'pid', 'hostname', 'service', 'event', 'reqId', 'method', 'path', 'status', 'durationMs', 'msg'];
let captured = '';
let registrar: FakeUpstream;
let site: Running;

beforeAll(async () => {
  registrar = await startFake((_req, res) => res.end('1'));
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => (captured += chunk.toString()));
  site = await startSite({
    env: { REGISTRAR_URL: `${registrar.url}/check`, REGISTRAR_USERNAME: 'agency', REGISTRAR_API_KEY: SECRET_KEY },
    logger: createLogger('info', sink),
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await registrar?.close();
});

const lines = () =>
  captured
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log', () => {
  it('writes one JSON line per request, with the id sent as X-Request-Id, and no personal data or secret', async () => {
    const lead = await fetch(`${site.url}/api/leads?from=${encodeURIComponent(EMAIL)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: NAME,
        email: EMAIL,
        phone: PHONE,
        service: '',
        needs: `Gọi ${PHONE} hoặc ${EMAIL}`,
        page: '/contact',
        template: 'landing-saas',
        website: '',
      }),
    });
    expect(lead.status).toBe(201);
    const check = await fetch(`${site.url}/api/domain-check?name=congtykiemtra&ext=.com`);
    expect(check.status).toBe(200);
    expect(registrar.requests.some((r) => r.url.includes(SECRET_KEY))).toBe(true);
    await fetch(`${site.url}/khong-co`);

    // The line is written when the answer is done, which can be just after the client has it.
    await vi.waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
    const logged = lines();
    expect(logged.map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/leads', 201],
      ['GET', '/api/domain-check', 200],
      ['GET', '/khong-co', 404],
    ]);
    expect(logged[0].reqId).toBe(lead.headers.get('x-request-id'));
    expect(logged[1].reqId).toBe(check.headers.get('x-request-id'));
    for (const line of logged) expect(line.durationMs).toEqual(expect.any(Number));
    for (const line of logged) expect(Object.keys(line).filter((key) => !LINE_FIELDS.includes(key))).toEqual([]);
    for (const needle of [SECRET_KEY, EMAIL, MAILBOX, NAME, ...phoneSpellings(PHONE)]) expect(captured).not.toContain(needle);
  });
});

describe('LOG_LEVEL', () => {
  it('takes pino levels, defaults to the given one and names itself on a wrong value', () => {
    expect(readLogLevel({}, 'silent')).toBe('silent');
    expect(readLogLevel({ LOG_LEVEL: 'DEBUG' }, 'info')).toBe('debug');
    expect(() => readLogLevel({ LOG_LEVEL: 'verbose' }, 'info')).toThrow(/^LOG_LEVEL="verbose": expected one of fatal/);
  });
});
