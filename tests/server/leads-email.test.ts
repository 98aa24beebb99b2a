// @vitest-environment node
// Each lead emailed to the staff (SMTP_URL, LEADS_NOTIFY_EMAIL) through the outbox, on both stores,
// against a real SMTP server on 127.0.0.1 (the smtp-server package) that is down at first, refuses
// for a while (451), then takes the message: one email per lead, plain text in Vietnamese with every
// field, Reply-To the visitor, nothing of the lead's text turned into HTML; pino events without
// personal data. Retry delays are milliseconds here.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadsApi, describeLeads, type LeadsApi } from '../../src/server/leads/api.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import { emailDelivery, leadEmail } from '../../src/server/leads/email.ts';
import { NO_ATTRIBUTION } from '../../src/lib/lead.ts';
import { phoneSpellings } from '../leakNeedles.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { freePort } from '../browser/harness.ts';
import { deliveriesSettled } from './deliveries.ts';
import { startSite, type Running } from './helpers.ts';
import { STORE_KINDS, leadDatabasesOf } from './leadDatabases.ts';
import { jsonLogSink } from './logSink.ts';

const LEAD = {
  name: 'Phạm Quốc <b>Huy</b>',
  email: 'huy.khachhang@congty-test.vn',
  phone: '0987 654 321',
  service: 'SEO',
  needs: '<script>alert(1)</script>\nCần tăng lượt truy cập & đơn hàng.',
  page: '/contact',
  template: 'landing-saas',
  website: '',
  // The visit as the browser kept it: the server keeps the campaign parameters and the click id only.
  visit: {
    landing: '/services/seo?utm_source=facebook&utm_campaign=bf2026&fbclid=IwAR0abc_12-x&ten=Huy',
    referrer: 'https://l.facebook.com/',
    experiment: 'bf-tieu-de',
    variant: 'b',
  },
};
const STAFF = ['sales@amdigital.vn', 'giamdoc@amdigital.vn'];

/** A real SMTP server on 127.0.0.1: takes (or, in mode 451, refuses) each message and keeps it parsed. */
class Mailbox {
  mode: 'accept' | 451 = 'accept';
  received: { mail: ParsedMail; rcptTo: string[] }[] = [];
  refused = 0;
  private server?: SMTPServer;

  async listen(port: number): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            if (this.mode === 451) {
              this.refused++;
              callback(Object.assign(new Error('Thử lại sau'), { responseCode: 451 }));
              return;
            }
            this.received.push({ mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect((server.server.address() as AddressInfo).port).toBe(port);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let logged: Record<string, unknown>[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => {
  // No personal data in any log line, the server's own or console's.
  const lines = [
    ...logged.map((line) => JSON.stringify(line)),
    ...(['log', 'info', 'warn', 'error'] as const).flatMap((level) => vi.mocked(console[level]).mock.calls.map((call) => call.map(String).join(' '))),
  ];
  for (const line of lines)
    for (const personal of ['Huy', 'huy.khachhang', ...phoneSpellings(LEAD.phone), 'truy cập', 'sales@', 'giamdoc@']) expect(line).not.toContain(personal);
  vi.restoreAllMocks();
});

async function startServer(env: Record<string, string>): Promise<{ site: Running; leads: LeadsApi; close(): Promise<void> }> {
  const sink = jsonLogSink(logged);
  const leads = createLeadsApi({ env, fetch: globalThis.fetch, now: Date.now, rateLimit: { limit: 1000 }, logger: createLogger('info', sink) });
  const site = await startSite({ env, leads });
  return { site, leads, close: async () => (await site.close(), await leads.close()) };
}

async function postLead(site: Running): Promise<string> {
  const response = await fetch(`${site.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(LEAD) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe.each(STORE_KINDS)('staff email on %s', (kind) => {
  const databases = leadDatabasesOf(kind);

  it('waits out a mail server that is down, then refusing, across a restart, and sends exactly one email', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const mailbox = new Mailbox();
    const env = {
      ...(await databases.fresh()),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_NOTIFY_EMAIL: STAFF.join(', '),
      LEADS_EMAIL_FROM: 'website@amdigital.vn',
      SMTP_TIMEOUT_MS: '5000',
      LEADS_RETRY_BASE_MS: '20',
      LEADS_RETRY_MAX_MS: '80',
    };
    const store = databases.open(env);
    const notification = async (id: string) => (await store.leads()).find((lead) => lead.id === id)?.notification;
    try {
      // 1. Nothing listens: the visitor is answered, the email waits in the outbox.
      let running = await startServer(env);
      const id = await postLead(running.site);
      await vi.waitFor(async () => expect((await notification(id))?.attempts).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 20 });
      expect(await notification(id)).toMatchObject({ lastError: 'ECONNREFUSED', nextAttemptAt: expect.any(String) });
      await running.close();

      // 2. The mail server is up but refuses for now (451): still pending, across a restart.
      mailbox.mode = 451;
      await mailbox.listen(port);
      running = await startServer(env);
      await vi.waitFor(async () => expect(await notification(id)).toMatchObject({ lastError: 'SMTP 451' }), { timeout: 20_000, interval: 20 });
      expect(mailbox.refused).toBeGreaterThanOrEqual(1);

      // 3. It takes messages again: one email, recorded as sent, and nothing more: no row left to take, the
      // attempt in flight ended (tests/server/deliveries.ts).
      mailbox.mode = 'accept';
      await vi.waitFor(async () => expect((await notification(id))?.deliveredAt).toEqual(expect.any(String)), { timeout: 20_000, interval: 20 });
      await deliveriesSettled(store, 'email', running.leads);
      await running.close();
      // Nor after another restart: the new instance's worker sends a newer lead's email, and not the first
      // one again (a worker takes what is due oldest first, one attempt at a time).
      running = await startServer(env);
      const newer = await postLead(running.site);
      await vi.waitFor(async () => expect((await notification(newer))?.deliveredAt).toEqual(expect.any(String)), { timeout: 20_000, interval: 20 });
      await deliveriesSettled(store, 'email', running.leads);
      await running.close();
      expect(mailbox.received.map(({ mail }) => mail.headers.get('x-lead-id'))).toEqual([id, newer]);

      const { mail, rcptTo } = mailbox.received[0];
      expect(rcptTo).toEqual(STAFF);
      expect(mail.from?.value).toEqual([{ address: 'website@amdigital.vn', name: '' }]);
      expect(mail.replyTo?.value).toEqual([{ address: 'huy.khachhang@congty-test.vn', name: '' }]);
      expect(mail.subject).toBe('Yêu cầu tư vấn mới: Phạm Quốc <b>Huy</b> – SEO');
      expect(mail.messageId).toBe(`<lead-${id}@amdigital.vn>`);
      expect(mail.headers.get('x-lead-id')).toBe(id);
      // Plain text only: the lead's markup stays text, nothing is HTML.
      expect(mail.html).toBe(false);
      expect(mail.text).toContain('Họ và tên: Phạm Quốc <b>Huy</b>\n');
      for (const line of [
        'Email: huy.khachhang@congty-test.vn',
        'Số điện thoại: 0987654321',
        'Dịch vụ quan tâm: SEO',
        'Trang gửi: /contact',
        'Mẫu giao diện: landing-saas',
        'Nguồn gửi: Biểu mẫu',
        'Nguồn truy cập:\nTrang đầu tiên của lượt truy cập: /services/seo\nĐến từ: l.facebook.com\nutm_source: facebook\nutm_campaign: bf2026\nMã nhấp quảng cáo: fbclid=IwAR0abc_12-x\nThử nghiệm A/B: bf-tieu-de, phiên bản b\n',
        `Mã yêu cầu: ${id}`,
        '<script>alert(1)</script>\nCần tăng lượt truy cập & đơn hàng.',
      ])
        expect(mail.text).toContain(line);
      expect(mail.text).toMatch(/Thời gian: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(giờ Việt Nam\)/);

      // The pino events: retries, then delivered once.
      const events = logged.filter((line) => line.event === 'lead.delivery' && line.channel === 'email');
      expect(events.some((e) => e.outcome === 'retry' && e.error === 'ECONNREFUSED')).toBe(true);
      expect(events.some((e) => e.error === 'SMTP 451')).toBe(true);
      expect(events.filter((e) => e.outcome === 'delivered')).toEqual([
        expect.objectContaining({ leadId: id, level: 30 }),
        expect.objectContaining({ leadId: newer }),
      ]);
    } finally {
      await mailbox.stop();
      await store.close();
    }
  });
});

describe('Reply-To', () => {
  it('is the visitor as one address, and left out when a stored address is not one (a list never reaches the header)', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const mailbox = new Mailbox();
    await mailbox.listen(port);
    const config = readLeadsConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_EMAIL: 'sales@amdigital.vn', SMTP_TIMEOUT_MS: '5000' }).email!;
    const email = emailDelivery(config);
    try {
      const stored = {
        id: 'x',
        createdAt: '2026-11-02T02:15:04.000Z',
        name: 'An',
        phone: '0901234567',
        service: '',
        needs: '',
        page: '/',
        template: '',
        source: 'form' as const,
        domain: '',
        attribution: NO_ATTRIBUTION,
      };
      // Leads stored before the form's one-address rule, or written to the database by hand.
      for (const address of ['an@congty.vn', 'victim,bcc-me@evil.vn', 'an@congty.vn, b@evil.vn', 'an@congty.vn;b@evil.vn', 'Ai đó <b@evil.vn>'])
        expect(await email.deliver({ ...stored, email: address }, AbortSignal.timeout(10_000)), address).toBeUndefined();
      const [good, ...lists] = mailbox.received.map(({ mail }) => mail);
      expect(good.replyTo?.value).toEqual([{ address: 'an@congty.vn', name: '' }]);
      expect(lists).toHaveLength(4);
      for (const mail of lists) {
        expect(mail.headers.has('reply-to')).toBe(false);
        // The staff still see what was typed, as text.
        expect(mail.text).toMatch(/^Email: .*(evil\.vn|b@evil\.vn>)$/m);
      }
      expect(mailbox.received.map(({ rcptTo }) => rcptTo)).toEqual(Array(5).fill(['sales@amdigital.vn']));
    } finally {
      email.close();
      await mailbox.stop();
    }
  });
});

describe('email settings', () => {
  it('need both SMTP_URL and LEADS_NOTIFY_EMAIL, valid addresses, and never repeat the password', () => {
    expect(() => readLeadsConfig({ SMTP_URL: 'smtps://u:pw@smtp.example.com' })).toThrow('SMTP_URL is set but LEADS_NOTIFY_EMAIL is not');
    expect(() => readLeadsConfig({ LEADS_NOTIFY_EMAIL: 'a@b.vn' })).toThrow('LEADS_NOTIFY_EMAIL is set but SMTP_URL is not');
    expect(() => readLeadsConfig({ SMTP_URL: 'https://smtp.example.com', LEADS_NOTIFY_EMAIL: 'a@b.vn' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => readLeadsConfig({ SMTP_URL: 'smtps://smtp.example.com', LEADS_NOTIFY_EMAIL: 'a@b.vn; c@d.vn' })).toThrow(
      'LEADS_NOTIFY_EMAIL: "a@b.vn; c@d.vn" is not an email address',
    );
    const config = readLeadsConfig({
      LEADS_DB_PATH: '/srv/leads.sqlite',
      SMTP_URL: 'smtps://user:Pw-s3cret@smtp.example.com:465',
      LEADS_NOTIFY_EMAIL: 'a@b.vn,c@d.vn',
    });
    expect(config.email).toMatchObject({ to: ['a@b.vn', 'c@d.vn'], from: 'a@b.vn', timeoutMs: 10_000, retry: { baseMs: 10_000, maxMs: 3_600_000 } });
    expect(describeLeads(config)).toBe('Leads: /srv/leads.sqlite; webhook off; email on (smtps://smtp.example.com:465, 2 recipient(s))');
  });

  it('words an email without service, template or needs plainly', () => {
    const { subject, text } = leadEmail({
      id: 'x',
      createdAt: '2026-11-02T02:15:04.000Z',
      name: 'An',
      email: 'an@b.vn',
      phone: '0901234567',
      service: '',
      needs: '',
      page: '/',
      template: '',
      source: 'form',
      domain: '',
      attribution: NO_ATTRIBUTION,
    });
    expect(subject).toBe('Yêu cầu tư vấn mới: An');
    expect(text).toContain('Dịch vụ quan tâm: (không chọn)\n');
    expect(text).toContain('Mẫu giao diện: (không chọn)\n');
    expect(text).toContain('Thời gian: 2026-11-02 09:15:04 (giờ Việt Nam)');
    expect(text).toContain('Nhu cầu:\n(không ghi)\n');
    expect(text).toContain('Nguồn truy cập:\n(không rõ: khách vào thẳng, không có tham số chiến dịch)\n');
    expect(text).not.toMatch(/utm_|Đến từ/);
  });

  it('words a domain checker lead: the domain first, no name needed', () => {
    const { subject, text } = leadEmail({
      id: 'x',
      createdAt: '2026-11-02T02:15:04.000Z',
      name: '',
      email: '',
      phone: '0901234567',
      service: '',
      needs: '',
      page: '/services/domain',
      template: '',
      source: 'domain-check',
      domain: 'cửahàng.vn',
      attribution: { ...NO_ATTRIBUTION, landingPage: '/services/domain', utm_source: 'google', utm_medium: 'cpc', clickIds: { gclid: 'Cj0K-x' } },
    });
    expect(subject).toBe('Nhờ kiểm tra tên miền: cửahàng.vn – 0901234567');
    expect(text).toMatch(/^Có khách nhờ kiểm tra tên miền/);
    for (const line of [
      'Tên miền: cửahàng.vn\nHọ và tên: (không ghi)\nEmail: (không ghi)\n',
      'Nguồn gửi: Kiểm tra tên miền\n',
      'Nguồn truy cập:\nTrang đầu tiên của lượt truy cập: /services/domain\nutm_source: google\nutm_medium: cpc\nMã nhấp quảng cáo: gclid=Cj0K-x\n',
    ])
      expect(text).toContain(line);
  });
});
