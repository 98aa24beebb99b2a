// @vitest-environment node
// `npm run leads`: the date bounds (days in Vietnam time), CSV for Excel (BOM, RFC 4180, formulas
// neutralised), the terminal table, and the command itself on a database made here — an SQLite file
// and a real PostgreSQL database (DATABASE_URL).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { neutraliseFormula, parseBound, toCsv, toTable, UsageError } from '../../src/server/leads/export.ts';
import type { LeadRecord } from '../../src/server/leads/store.ts';
import { NO_ATTRIBUTION } from '../../src/lib/lead.ts';
import { freePort } from '../browser/harness.ts';
import { tempDir } from './helpers.ts';
import { STORE_KINDS, leadDatabasesOf } from './leadDatabases.ts';

/** RFC 4180 fields → rows (quoted fields may hold commas, quotes doubled, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}

const lead = (over: Partial<LeadRecord>): LeadRecord => ({
  id: '00000000-0000-4000-8000-000000000000',
  createdAt: '2026-11-02T02:15:04.000Z',
  name: 'Phạm Thu Hà',
  email: 'ha@congty.vn',
  phone: '0901234567',
  service: 'SEO',
  needs: '',
  page: '/contact',
  template: '',
  source: 'form',
  domain: '',
  attribution: NO_ATTRIBUTION,
  ...over,
});

describe('date bounds', () => {
  it('reads a day as that day in Vietnam (UTC+7); --until includes the day', () => {
    expect(parseBound('2026-11-01', '--since')).toBe('2026-10-31T17:00:00.000Z');
    expect(parseBound('2026-11-30', '--until')).toBe('2026-11-30T17:00:00.000Z');
    expect(parseBound('2026-11-01T08:30:00+07:00', '--since')).toBe('2026-11-01T01:30:00.000Z');
    expect(parseBound('2026-11-01T08:30Z', '--until')).toBe('2026-11-01T08:30:00.000Z');
  });

  it.each([
    ['2026-13-01', '--since: ngày "2026-13-01" không tồn tại.'],
    ['2026-02-30', '--since: ngày "2026-02-30" không tồn tại.'],
    ['hôm qua', '--since: "hôm qua" không phải ngày hợp lệ. Dùng dạng YYYY-MM-DD (giờ Việt Nam), ví dụ --since 2026-11-01.'],
    ['1/11/2026', '--since: "1/11/2026" không phải ngày hợp lệ. Dùng dạng YYYY-MM-DD (giờ Việt Nam), ví dụ --since 2026-11-01.'],
    ['2026-11-01T08:00', '--since: "2026-11-01T08:00" không phải ngày hợp lệ. Dùng dạng YYYY-MM-DD (giờ Việt Nam), ví dụ --since 2026-11-01.'],
  ])('refuses %j with a clear message', (value, message) => {
    expect(() => parseBound(value, '--since')).toThrow(UsageError);
    expect(() => parseBound(value, '--since')).toThrow(message);
  });
});

describe('CSV', () => {
  it('starts with a UTF-8 BOM, quotes what needs it and keeps Vietnamese text and line breaks', () => {
    const csv = toCsv([lead({ name: 'Đỗ "Bé" Na, Jr.', needs: 'Dòng 1\nDòng 2' })]);
    expect(
      csv.startsWith(
        '\uFEFFThời gian (GMT+7),Họ và tên,Email,Số điện thoại,Dịch vụ,Nhu cầu,Trang,Mẫu giao diện,Chuyển tiếp,Email cho nhân viên,Nguồn gửi,Tên miền,Trang đầu tiên,Đến từ,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Mã nhấp quảng cáo,Thử nghiệm A/B,Phiên bản,Mã\r\n',
      ),
    ).toBe(true);
    const [, row] = parseCsv(csv.slice(1));
    expect(row).toEqual([
      '2026-11-02 09:15:04',
      'Đỗ "Bé" Na, Jr.',
      'ha@congty.vn',
      '0901234567',
      'SEO',
      'Dòng 1\nDòng 2',
      '/contact',
      '',
      '',
      '',
      'Biểu mẫu',
      ...Array(9).fill(''),
      '',
      '',
      '00000000-0000-4000-8000-000000000000',
    ]);
  });

  it('has the source, the domain and the attribution in their own columns', () => {
    const rows = parseCsv(
      toCsv([
        lead({
          source: 'domain-check',
          domain: 'cửahàng.vn',
          attribution: {
            landingPage: '/uu-dai/black-friday',
            referrer: 'l.facebook.com',
            utm_source: 'facebook',
            utm_medium: 'cpc',
            utm_campaign: '=bf2026',
            utm_term: '',
            utm_content: 'video 1',
            clickIds: { gclid: 'Cj0K', fbclid: 'IwAR' },
            experiment: 'bf-tieu-de',
            variant: 'b',
          },
        }),
      ]).slice(1),
    );
    const column = (title: string) => rows[1][rows[0].indexOf(title)];
    expect(column('Nguồn gửi')).toBe('Kiểm tra tên miền');
    expect(column('Tên miền')).toBe('cửahàng.vn');
    expect(column('Trang đầu tiên')).toBe('/uu-dai/black-friday');
    expect(column('Đến từ')).toBe('l.facebook.com');
    expect(column('utm_source')).toBe('facebook');
    expect(column('utm_medium')).toBe('cpc');
    // A campaign name is text for a spreadsheet too.
    expect(column('utm_campaign')).toBe("'=bf2026");
    expect(column('utm_content')).toBe('video 1');
    expect(column('Mã nhấp quảng cáo')).toBe('gclid=Cj0K fbclid=IwAR');
    expect(column('Thử nghiệm A/B')).toBe('bf-tieu-de');
    expect(column('Phiên bản')).toBe('b');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Bấm")', `'=HYPERLINK("http://evil.example","Bấm")`],
    ['+84901234567', "'+84901234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t'=1+1"],
    ['Bình thường = ổn', 'Bình thường = ổn'],
    ['Giá;=1+1', "Giá;'=1+1"],
    ['a,+1', "a,'+1"],
    ['Dòng 1\n=1+1\n- mục', "Dòng 1\n'=1+1\n'- mục"],
    ["x;-2+3+cmd|' /C calc'!A0;", "x;'-2+3+cmd|' /C calc'!A0;"],
  ])('makes %j text for a spreadsheet', (value, shown) => {
    expect(neutraliseFormula(value)).toBe(shown);
    const [, row] = parseCsv(toCsv([lead({ needs: value })]).slice(1));
    expect(row[5]).toBe(shown);
  });

  it.each([',', ';', '\t'])('has no cell starting a formula even when read with %j as separator, quotes or not', (separator) => {
    const values = ['Giá;=1+1', 'a,=1+1', 'x\t+1', 'Dòng 1\n=1+1', 'x;-2+3;', '@SUM(A1)', '"=1+1"', 'a";=1+1', '5;10 triệu', 'tab\there'];
    const csv = toCsv(values.map((needs) => lead({ needs, name: needs.replace(/\n/g, ' ') }))).slice(1);
    // The worst reading: Excel with a semicolon list separator (Vietnamese or European settings), or a
    // tab-separated import, sees a quote in the middle of a field as text, so a separator inside a
    // quoted cell can still start a field there.
    const fields = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
    expect(fields.filter((field) => /^"?[=+\-@\t\r]/.test(field))).toEqual([]);
  });

  it('quotes every cell holding a comma, semicolon, tab, quote or line break, and only those', () => {
    const csv = toCsv([lead({ needs: '5;10 triệu', name: 'An\tBình', service: 'Web, SEO', template: 'mau-1' })]);
    const row = csv.split('\r\n')[1];
    expect(row).toContain(',"An\tBình",');
    expect(row).toContain(',"Web, SEO",');
    expect(row).toContain(',"5;10 triệu",');
    expect(row).toContain(',mau-1,');
    expect(parseCsv(csv.slice(1))[1].slice(1, 6)).toEqual(['An\tBình', 'ha@congty.vn', '0901234567', 'Web, SEO', '5;10 triệu']);
  });

  it('shows where forwarding stands', () => {
    const rows = parseCsv(
      toCsv([
        lead({ forwarding: { attempts: 1, deliveredAt: '2026-11-02T02:16:00.000Z' } }),
        lead({ forwarding: { attempts: 3, lastError: 'HTTP 500' } }),
        lead({ forwarding: { attempts: 0 } }),
      ]).slice(1),
    );
    expect(rows.slice(1).map((r) => r[8])).toEqual(['đã chuyển 2026-11-02 09:16:00', 'đang thử lại (3 lần lỗi: HTTP 500)', 'đang chờ']);
  });

  it('shows where the email to the staff stands, in its own column', () => {
    const rows = parseCsv(
      toCsv([
        lead({ notification: { attempts: 1, deliveredAt: '2026-11-02T02:16:00.000Z' } }),
        lead({ notification: { attempts: 2, lastError: 'SMTP 451' } }),
        lead({}),
      ]).slice(1),
    );
    expect(rows[0][9]).toBe('Email cho nhân viên');
    expect(rows.slice(1).map((r) => r[9])).toEqual(['đã gửi 2026-11-02 09:16:00', 'đang thử lại (2 lần lỗi: SMTP 451)', '']);
  });
});

describe('table', () => {
  it('aligns columns, cuts long needs and shows control characters as spaces (no terminal escapes)', () => {
    const table = toTable([lead({ name: 'Evil\u001b[2J\u001b]0;pwned\u0007', needs: `${'Cần '.repeat(30)}\nhết` }), lead({ name: 'An' })]);
    expect(table).not.toMatch(/(?!\n)\p{Cc}/u);
    const lines = table.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0].indexOf('Họ và tên')).toBe(lines[2].indexOf('Evil'));
    expect(lines[0].indexOf('Email')).toBe(lines[3].indexOf('ha@congty.vn'));
    expect(lines[2]).toContain('…');
    expect(lines[2]).not.toContain('hết');
  });
});

describe.each(STORE_KINDS)('npm run leads on %s', (kind) => {
  const dir = tempDir('leads-cli-');
  const databases = leadDatabasesOf(kind);
  let database: Record<string, string>;

  beforeAll(async () => {
    database = await databases.fresh();
    const store = databases.open(database);
    const add = (iso: string, name: string, extra: object = {}) =>
      store.addLead(
        { name, email: 'khach@congty.vn', phone: '0901234567', service: 'SEO', needs: '', page: '/contact', template: '', ...extra },
        { channels: [], now: Date.parse(iso) },
      );
    await add('2026-10-31T16:59:59.000Z', 'Tháng Mười'); // 23:59:59 on 31 October in Vietnam
    await add('2026-10-31T17:00:00.000Z', 'Đầu tháng', { needs: '=cmd|"/C calc"!A0', phone: '+84901234567' }); // 00:00 on 1 November
    await add('2026-11-30T16:59:59.000Z', 'Cuối tháng', {
      source: 'domain-check',
      domain: 'cửahàng.vn',
      attribution: { ...NO_ATTRIBUTION, landingPage: '/uu-dai/black-friday', utm_source: 'facebook', utm_campaign: 'bf2026', clickIds: { fbclid: 'IwAR0' } },
    });
    await add('2026-11-30T17:00:00.000Z', 'Tháng Mười Hai');
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(args: string[], env: Record<string, string> = database) {
    const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LEADS_') && name !== 'DATABASE_URL'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
  }

  it('exports November (Vietnam time) to a CSV file with a BOM', { timeout: 30_000 }, async () => {
    const out = path.join(dir, 'thang-11.csv');
    const result = await run(['--since', '2026-11-01', '--until', '2026-11-30', '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Đã ghi 2 yêu cầu vào ${out}`);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows.map((r) => r[1])).toEqual(['Họ và tên', 'Đầu tháng', 'Cuối tháng']);
    expect(rows[1].slice(0, 6)).toEqual(['2026-11-01 00:00:00', 'Đầu tháng', 'khach@congty.vn', "'+84901234567", 'SEO', `'=cmd|"/C calc"!A0`]);
  });

  it('exports JSON with the source, the domain and the attribution as stored', { timeout: 30_000 }, async () => {
    const result = await run(['--since', '2026-11-01', '--until', '2026-11-30', '--format', 'json']);
    expect(result.code).toBe(0);
    const [first, last] = JSON.parse(result.stdout) as LeadRecord[];
    expect(first).toMatchObject({ name: 'Đầu tháng', source: 'form', domain: '', attribution: NO_ATTRIBUTION });
    expect(last).toMatchObject({
      name: 'Cuối tháng',
      source: 'domain-check',
      domain: 'cửahàng.vn',
      attribution: { ...NO_ATTRIBUTION, landingPage: '/uu-dai/black-friday', utm_source: 'facebook', utm_campaign: 'bf2026', clickIds: { fbclid: 'IwAR0' } },
    });
  });

  it('prints a table by default; --since alone runs to the newest lead', { timeout: 30_000 }, async () => {
    const result = await run(['--since', '2026-11-01']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Thời gian \(GMT\+7\)\s+Họ và tên\s+Email/);
    expect(lines.slice(2).map((line) => line.slice(21, 36).trim())).toEqual(['Đầu tháng', 'Cuối tháng', 'Tháng Mười Hai']);
    expect(result.stderr.trim()).toBe('3 yêu cầu');
  });

  it('explains a bad --since, a bad --format and a missing database without a stack trace', { timeout: 30_000 }, async () => {
    const since = await run(['--since', '01/11/2026']);
    expect(since.code).toBe(2);
    expect(since.stderr).toContain('--since: "01/11/2026" không phải ngày hợp lệ. Dùng dạng YYYY-MM-DD (giờ Việt Nam), ví dụ --since 2026-11-01.');
    expect(since.stderr).not.toMatch(/\n\s+at /);
    const format = await run(['--format', 'xlsx']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--format: "xlsx" không được hỗ trợ; chọn table, csv, json.');
    // No database there: a file never made, or a PostgreSQL port nothing listens on.
    const missing = await run(
      [],
      kind === 'SQLite' ? { LEADS_DB_PATH: path.join(dir, 'none.sqlite') } : { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none` },
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(kind === 'SQLite' ? 'Chưa có cơ sở dữ liệu yêu cầu tại' : 'Không đọc được cơ sở dữ liệu yêu cầu postgres://127.0.0.1:');
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
