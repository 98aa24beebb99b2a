// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds, sendLead } from './sendLead.ts';

const LEAD = { name: 'An', email: 'an@congty.vn', phone: '0901234567', service: '', needs: '', page: '/', template: '', website: '' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendLead', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives up after the timeout: a server that never answers is a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn((_: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)))),
    );
    // The timeout on the fake clock (Node's AbortSignal.timeout keeps its own timer, which fake timers do not reach).
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    let outcome: unknown;
    void sendLead(LEAD, 50).then((result) => (outcome = result));
    // Waiting, right up to the timeout…
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome).toBeUndefined();
    // …and not a moment after.
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'failed' });
  });

  it('sends the visit and the experiment variant this tab keeps', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(201, { ok: true, id: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('visit', JSON.stringify(['/uu-dai/black-friday?utm_source=fb', '']));
    sessionStorage.setItem('experiment', JSON.stringify(['bf-tieu-de', 'b']));
    expect(await sendLead(LEAD)).toEqual({ kind: 'stored' });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string).visit).toEqual({
      landing: '/uu-dai/black-friday?utm_source=fb',
      referrer: '',
      experiment: 'bf-tieu-de',
      variant: 'b',
    });
    sessionStorage.clear();
  });

  it('reads each kind of answer, trusting only well-formed parts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: [Response, unknown][] = [
      [json(201, { ok: true, id: 1 }), { kind: 'stored' }],
      [json(200, { ok: false }), { kind: 'failed' }],
      [
        json(400, { error: 'Sai.', fields: { email: 'Email sai.', name: 3, other: 'x' } }),
        { kind: 'invalid', fields: { email: 'Email sai.' }, message: 'Sai.' },
      ],
      [json(400, { error: 'Sai.', fields: 'email' }), { kind: 'invalid', fields: {}, message: 'Sai.' }],
      [new Response('Bad Request', { status: 400 }), { kind: 'failed' }],
      [json(415, { error: 'Chỉ nhận JSON.' }), { kind: 'refused', message: 'Chỉ nhận JSON.' }],
      [json(413, { error: 'Quá lớn.' }), { kind: 'refused', message: 'Quá lớn.' }],
      [json(408, { error: 'Hết giờ.' }), { kind: 'failed' }],
      [json(503, { error: 'Bảo trì.' }), { kind: 'failed' }],
    ];
    for (const [response, outcome] of cases) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => response),
      );
      expect(await sendLead(LEAD), `${response.status}`).toEqual(outcome);
    }
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-22T08:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 08:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
  });
});
