// @vitest-environment node
// POST /api/leads on the site server, against both stores (a fresh SQLite file in a temporary
// folder, a fresh database on a real PostgreSQL): stored leads, the form's per-field messages, the
// honeypot, the rate limit, the body limit, non-JSON requests; then each engine's own schema checks.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { migrate, MIGRATIONS } from '../../src/server/leads/postgresStore.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import { NO_ATTRIBUTION } from '../../src/lib/lead.ts';
import { startSite, tempDir, type Running } from './helpers.ts';
import { STORE_KINDS, leadDatabasesOf } from './leadDatabases.ts';

const HIDDEN = 'Ô này có ký tự ẩn không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản). Vui lòng xoá rồi gõ lại nội dung ô này.';

const LEAD = {
  name: '  Nguyễn Thị Hoà  ',
  email: 'hoa@congty.vn',
  phone: '0901 234.567',
  service: 'Thiết kế website',
  needs: 'Cần website bán hàng, có giỏ hàng.\nNgân sách khoảng 20 triệu.',
  page: '/contact',
  template: 'landing-saas',
  website: '',
};

interface Answer {
  status: number;
  body: { ok?: boolean; id?: string; error?: string; fields?: Record<string, string> };
  headers: Headers;
}

async function post(site: Running, body: unknown, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${site.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(STORE_KINDS)('the lead API on %s', (kind) => {
  const databases = leadDatabasesOf(kind);
  let store: LeadStore;
  const storedLeads = () => store.leads();

  let site: Running;
  beforeAll(async () => {
    const env = await databases.fresh();
    site = await startSite({ env, leadsRateLimit: { limit: 1000 } });
    store = databases.open(env);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await store?.close();
  });

  describe('a valid lead', () => {
    it('is stored (trimmed, the phone without separators) and answered 201 with its id, not cached', async () => {
      const before = Date.now();
      const answer = await post(site, LEAD);
      const after = Date.now();
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const stored = (await storedLeads()).find((lead) => lead.id === answer.body.id);
      expect(stored).toEqual({
        id: answer.body.id,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        name: 'Nguyễn Thị Hoà',
        email: 'hoa@congty.vn',
        phone: '0901234567',
        service: 'Thiết kế website',
        needs: LEAD.needs,
        page: '/contact',
        template: 'landing-saas',
        source: 'form',
        domain: '',
        attribution: NO_ATTRIBUTION,
      });
      // Stamped while it was being sent (the server's clock is this machine's).
      expect(Date.parse(stored!.createdAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(stored!.createdAt)).toBeLessThanOrEqual(after);
    });

    it('is stored with the attribution of its visit: what passes the rules, nothing raw', async () => {
      const visit = {
        landing: `/uu-dai/black-friday?utm_source=facebook&utm_medium=paid%20social&utm_campaign=bf2026&utm_term=${'x'.repeat(150)}&utm_content=%3Cb%3E&gclid=Cj0KCQ_x-1&fbclid=${'f'.repeat(201)}&email=hoa%40congty.vn`,
        referrer: 'https://l.facebook.com/l.php?u=https%3A%2F%2Famdigital.vn',
        experiment: 'bf-tieu-de',
        variant: 'b',
        more: 'dropped',
      };
      const answer = await post(site, { ...LEAD, visit });
      expect(answer.status).toBe(201);
      const stored = (await storedLeads()).find((lead) => lead.id === answer.body.id);
      expect(stored?.attribution).toEqual({
        landingPage: '/uu-dai/black-friday',
        referrer: 'l.facebook.com',
        utm_source: 'facebook',
        utm_medium: 'paid social',
        utm_campaign: 'bf2026',
        utm_term: 'x'.repeat(100),
        utm_content: '',
        clickIds: { gclid: 'Cj0KCQ_x-1' },
        experiment: 'bf-tieu-de',
        variant: 'b',
      });
      expect(JSON.stringify(stored)).not.toContain('hoa%40');
      // An odd variant is dropped with its experiment; the lead is stored all the same.
      const odd = await post(site, { ...LEAD, visit: { landing: '/', referrer: '', experiment: 'bf-tieu-de', variant: '<b>' } });
      expect(odd.status).toBe(201);
      expect((await storedLeads()).find((lead) => lead.id === odd.body.id)?.attribution).toEqual({ ...NO_ATTRIBUTION, landingPage: '/' });
      // The site's own address as referrer (a new tab opened from the site) is no referrer.
      const own = await post(site, { ...LEAD, visit: { landing: '/', referrer: `${site.url}/blog` } });
      expect((await storedLeads()).find((lead) => lead.id === own.body.id)?.attribution).toEqual({ ...NO_ATTRIBUTION, landingPage: '/' });
    });

    it("stores the domain checker's lead: a phone number and the domain, no name", async () => {
      const answer = await post(site, {
        source: 'domain-check',
        domain: 'cửahàng.com.vn',
        phone: '0912 345 678',
        page: '/services/domain',
        name: '',
        email: '',
      });
      expect(answer.status).toBe(201);
      const stored = (await storedLeads()).find((lead) => lead.id === answer.body.id);
      expect(stored).toMatchObject({ source: 'domain-check', domain: 'cửahàng.com.vn', phone: '0912345678', name: '', email: '', page: '/services/domain' });
      const refused = await post(site, { source: 'domain-check', domain: 'cửahàng.xyz', phone: '0912 345 678', page: '/services/domain' });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ domain: 'Tên miền cần kiểm tra không hợp lệ.' });
    });

    it('keeps markup as plain text, never echoed back', async () => {
      const markup = { ...LEAD, name: '<img src=x onerror=alert(1)>', needs: '<script>alert("x")</script> & =cmd|\' /C calc\'!A0' };
      const answer = await post(site, markup);
      expect(answer.status).toBe(201);
      expect(JSON.stringify(answer.body)).not.toContain('<');
      const stored = (await storedLeads()).find((lead) => lead.id === answer.body.id);
      expect(stored?.name).toBe(markup.name);
      expect(stored?.needs).toBe(markup.needs);
    });

    it('accepts an empty service, needs and template (optional fields)', async () => {
      const answer = await post(site, { ...LEAD, service: '', needs: '', template: '' });
      expect(answer.status).toBe(201);
    });

    it('accepts every service option of the leadForm sections in pages/', async () => {
      const services = loadServerContent().leadServices;
      expect(services).toEqual(['Quảng cáo', 'SEO', 'Thiết kế website', 'Content', 'Analytics & Tracking']);
      for (const service of services) expect((await post(site, { ...LEAD, service })).status).toBe(201);
    });
  });

  describe('an invalid lead', () => {
    it.each([
      ['name', '', 'Vui lòng nhập họ và tên.'],
      ['name', 'x'.repeat(101), 'Họ và tên tối đa 100 ký tự.'],
      ['email', 'hoa@congty', 'Email chưa đúng định dạng, ví dụ: ten@congty.vn.'],
      ['phone', '', 'Vui lòng nhập số điện thoại.'],
      ['phone', '0123 456 789', 'Số điện thoại chưa đúng, ví dụ: 0901 234 567.'],
      ['service', 'Dịch vụ khác', 'Vui lòng chọn dịch vụ trong danh sách.'],
      ['needs', 'a'.repeat(2001), 'Nội dung nhu cầu tối đa 2000 ký tự.'],
      ['page', 'https://evil.example/contact', 'Trang gửi biểu mẫu không hợp lệ.'],
      ['page', '//evil.example', 'Trang gửi biểu mẫu không hợp lệ.'],
      ['template', '../../etc/passwd', 'Mẫu giao diện không hợp lệ.'],
      ['page', '/<img src=x onerror=alert(1)>', 'Trang gửi biểu mẫu không hợp lệ.'],
      ['page', '/../../admin', 'Trang gửi biểu mẫu không hợp lệ.'],
      ['name', 'Nguyễn\u0000Hoà', HIDDEN],
      ['name', 'Hoà \u202egpj.exe', HIDDEN],
      ['email', 'hoa\u2066@congty.vn', HIDDEN],
      ['needs', 'Xin chào\u001b[2J\u001b[H', HIDDEN],
      ['needs', 'C1 \u009b31m', HIDDEN],
      ['needs', 'DEL \u007f', HIDDEN],
    ])('%s = %j → 400 with its message beside the field, nothing stored', async (field, value, message) => {
      const before = (await storedLeads()).length;
      const answer = await post(site, { ...LEAD, [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Thông tin chưa hợp lệ. Vui lòng kiểm tra lại các ô được đánh dấu.', fields: { [field]: message } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await storedLeads()).length).toBe(before);
    });

    it('the email may be left empty when a phone number is given: stored with an empty email', async () => {
      const answer = await post(site, { ...LEAD, email: '  ' });
      expect(answer.status).toBe(201);
      expect((await storedLeads()).find((lead) => lead.id === answer.body.id)).toMatchObject({ phone: '0901234567', email: '' });
    });

    it('without a phone number the email is required too', async () => {
      const answer = await post(site, { ...LEAD, email: '', phone: '' });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ email: 'Vui lòng nhập email.', phone: 'Vui lòng nhập số điện thoại.' });
    });

    it('a field that is not a string counts as empty; several bad fields give several messages', async () => {
      const answer = await post(site, { ...LEAD, name: ['Hoà'], email: { $ne: '' }, phone: 901234567 });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ name: 'Vui lòng nhập họ và tên.', email: 'Vui lòng nhập email.', phone: 'Vui lòng nhập số điện thoại.' });
    });

    it.each([[[]], [{}]])('a body that is not a lead (%j) → 400 with the required fields', async (body) => {
      const answer = await post(site, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'page']));
    });

    it.each(['"text"', 'null', '42'])('a JSON body that is not an object or array (%s) → 400, unreadable', async (body) => {
      const answer = await post(site, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Dữ liệu gửi lên không đọc được. Vui lòng tải lại trang rồi gửi lại.' });
    });

    it('malformed JSON → 400 with a message, no parser details', async () => {
      const answer = await post(site, '{"name": "Hoà",');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Dữ liệu gửi lên không đọc được. Vui lòng tải lại trang rồi gửi lại.' });
    });

    it('a body that is not JSON (a cross-site HTML form) → 415', async () => {
      const response = await fetch(`${site.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Hoà', email: 'hoa@congty.vn' }).toString(),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Dữ liệu gửi lên phải ở dạng JSON.' });
    });

    it('a body over 16 KB → 413 with a Vietnamese message', async () => {
      const before = (await storedLeads()).length;
      const answer = await post(site, { ...LEAD, needs: 'a'.repeat(17 * 1024) });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ error: 'Nội dung gửi quá dài. Vui lòng rút gọn phần nhu cầu rồi gửi lại.' });
      expect((await storedLeads()).length).toBe(before);
    });

    it('GET → 405 with Allow: POST', async () => {
      const response = await fetch(`${site.url}/api/leads`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: 'Phương thức không được hỗ trợ. Hãy dùng POST.' });
    });
  });

  describe('the honeypot', () => {
    it('filled → answered like a stored lead, but not stored; the log line holds nothing the bot sent', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const before = await storedLeads();
      const answer = await post(site, { ...LEAD, email: 'bot@spam.example', website: 'https://spam.example' });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const after = await storedLeads();
      expect(after.length).toBe(before.length);
      expect(after.some((lead) => lead.email === 'bot@spam.example' || lead.id === answer.body.id)).toBe(false);
      expect(warn).toHaveBeenCalledWith('[leads] honeypot field filled: submission dropped');
      const logged = warn.mock.calls.flat().join(' ');
      for (const sent of ['bot@spam.example', 'spam.example', 'Nguyễn']) expect(logged).not.toContain(sent);
    });

    it('filled on an invalid body → still answered like success (the bot learns nothing)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const answer = await post(site, { name: '', website: 'x' });
      expect(answer.status).toBe(201);
      expect(answer.body.ok).toBe(true);
    });
  });

  describe('the rate limit', () => {
    let limited: Running;
    beforeAll(async () => {
      limited = await startSite({ env: await databases.fresh(), leadsRateLimit: { limit: 2, windowMs: 10 * 60_000 } });
    });
    afterAll(async () => limited?.close());

    it('answers 429 with Retry-After and a Vietnamese message after the limit, storing nothing more', async () => {
      expect((await post(limited, LEAD)).status).toBe(201);
      expect((await post(limited, { ...LEAD, email: 'sai' })).status).toBe(400); // every submission counts
      const third = await post(limited, LEAD);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ error: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút hoặc gọi hotline.' });
      const retryAfter = Number(third.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(third.headers.get('cache-control')).toBe('no-store');
    });

    it('does not touch the domain check limit (own counter)', async () => {
      const response = await fetch(`${limited.url}/api/domain-check?name=&ext=.com`);
      expect(response.status).toBe(400);
    });
  });
});

describe('the SQLite file', () => {
  const dir = tempDir('leads-api-');
  const dbPath = path.join(dir, 'nested', 'leads.sqlite');
  let site: Running;
  beforeAll(async () => {
    site = await startSite({ env: { LEADS_DB_PATH: dbPath }, leadsRateLimit: { limit: 1000 } });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('created the folder and a WAL database at schema version 4, with no outbox row without a webhook', async () => {
    const answer = await post(site, { ...LEAD, email: 'wal@congty.vn' });
    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(5);
      expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT email FROM leads WHERE id = ?').get(answer.body.id)).toEqual({ email: 'wal@congty.vn' });
    } finally {
      db.close();
    }
  });

  it('opens its connection with synchronous = FULL', () => {
    const store = openSqliteStore(dbPath);
    try {
      expect(store.settings()).toEqual({ journalMode: 'wal', synchronous: 2 });
    } finally {
      void store.close();
    }
  });

  it('moves a version 1 file (one webhook row per lead) to the latest version, keeping where each forwarding stands', async () => {
    const old = path.join(dir, 'v1.sqlite');
    const db = new Database(old);
    db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
               service TEXT NOT NULL, needs TEXT NOT NULL, page TEXT NOT NULL, template TEXT NOT NULL);
             CREATE INDEX leads_created_at ON leads (created_at);
             CREATE TABLE outbox (lead_id TEXT PRIMARY KEY REFERENCES leads (id), attempts INTEGER NOT NULL DEFAULT 0,
               next_attempt_at TEXT NOT NULL, last_error TEXT, delivered_at TEXT);
             CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
             INSERT INTO leads VALUES ('a', '2026-11-01T01:00:00.000Z', 'An', 'an@congty.vn', '0901234567', '', '', '/', ''),
                                      ('b', '2026-11-01T02:00:00.000Z', 'Bình', 'binh@congty.vn', '0901234567', '', '', '/', '');
             INSERT INTO outbox VALUES ('a', 3, '2026-11-01T05:00:00.000Z', 'HTTP 500', NULL);
             PRAGMA user_version = 1;`);
    db.close();
    const store = openSqliteStore(old);
    try {
      const leads = await store.leads();
      expect(leads.map((lead) => [lead.id, lead.forwarding, lead.notification])).toEqual([
        ['a', { attempts: 3, lastError: 'HTTP 500', nextAttemptAt: '2026-11-01T05:00:00.000Z' }, undefined],
        ['b', undefined, undefined],
      ]);
      // Leads from before attribution: from the form, nothing known of their visit.
      expect(leads.map(({ source, domain, attribution }) => ({ source, domain, attribution }))).toEqual(
        Array(2).fill({ source: 'form', domain: '', attribution: NO_ATTRIBUTION }),
      );
      expect(await store.nextDueAt('webhook')).toBe(Date.parse('2026-11-01T05:00:00.000Z'));
      expect(await store.nextDueAt('email')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('the PostgreSQL database', () => {
  const databases = leadDatabasesOf('PostgreSQL');

  it('gets its tables from versioned migrations, once, however many servers start on it together', { timeout: 60_000 }, async () => {
    const env = await databases.fresh();
    const sites = await Promise.all([1, 2, 3].map(() => startSite({ env, leadsRateLimit: { limit: 1000 } })));
    try {
      const answers = await Promise.all(sites.map((site, i) => post(site, { ...LEAD, email: `pg${i}@congty.vn` })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        expect((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([
          { version: 1 },
          { version: 2 },
          { version: 3 },
          { version: 4 },
        ]);
        expect((await client.query('SELECT count(*)::int AS n FROM outbox')).rows).toEqual([{ n: 0 }]);
        const emails = (await client.query('SELECT email FROM leads ORDER BY email')).rows.map((row: { email: string }) => row.email);
        expect(emails).toEqual(['pg0@congty.vn', 'pg1@congty.vn', 'pg2@congty.vn']);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(sites.map((site) => site.close()));
    }
  });

  it('moves a version 2 database to the latest version: its leads are from the form, nothing known of their visit', { timeout: 60_000 }, async () => {
    const env = await databases.fresh();
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
    try {
      await migrate(pool, MIGRATIONS.slice(0, 2));
      await pool.query(
        `INSERT INTO leads (id, created_at, name, email, phone, service, needs, page, template)
         VALUES ('6d0c3a8e-4c1e-4b8e-9a51-3f7c1f0e2a11', '2026-11-01T01:00:00Z', 'An', 'an@congty.vn', '0901234567', '', '', '/', '')`,
      );
    } finally {
      await pool.end();
    }
    const store = databases.open(env);
    try {
      expect(await store.leads()).toEqual([
        expect.objectContaining({ id: '6d0c3a8e-4c1e-4b8e-9a51-3f7c1f0e2a11', name: 'An', source: 'form', domain: '', attribution: NO_ATTRIBUTION }),
      ]);
    } finally {
      await store.close();
    }
  });

  it("unreachable: /readyz answers 503 and a lead 503 with the form's message; once it is back, the lead is taken", { timeout: 90_000 }, async () => {
    const env = await databases.fresh();
    const site = await startSite({ env, leadsRateLimit: { limit: 1000 } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await post(site, LEAD)).status).toBe(201);
      await databases.postgres()!.stop();
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      const refused = await post(site, { ...LEAD, email: 'later@congty.vn' });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ error: 'Chưa lưu được yêu cầu của bạn. Vui lòng thử lại sau ít phút hoặc gọi hotline.' });
      expect(JSON.stringify(error.mock.calls)).not.toContain('later@congty.vn');
      await databases.postgres()!.start();
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      expect((await post(site, { ...LEAD, email: 'later@congty.vn' })).status).toBe(201);
      const store = databases.open(env);
      try {
        expect((await store.leads()).map((lead) => lead.email)).toEqual(['hoa@congty.vn', 'later@congty.vn']);
      } finally {
        await store.close();
      }
    } finally {
      await site.close();
    }
  });
});
