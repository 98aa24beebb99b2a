// The leads inbox for sales against real databases (SQLite file and PostgreSQL): status changes and
// their history, notes, search (phone in any spelling, names without marks, email), date filters at
// Vietnam day boundaries, pages, the CSV of the same selection with the status (formula injection
// neutralised), the audit entries of every view and export, and every lead route for every role.
import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../src/admin/access.ts';
import { ROLES } from '../../src/admin/accounts.ts';
import { PAGE_SIZE, QUERY_MESSAGES } from '../../src/admin/leadQuery.ts';
import { LEAD_MESSAGES } from '../../src/admin/leadRoutes.ts';
import { NOTE_MAX, WORK_MESSAGES } from '../../src/admin/leadWork.ts';
import { MESSAGES } from '../../src/admin/server.ts';
import { HIDDEN_CHARACTER_MESSAGE } from '../../src/lib/lead.ts';
import type { StoredLead } from '../../src/server/leads/store.ts';
import { adminFixture } from './adminFixture.ts';
import { addTestLead, type TestLeadFields } from './testLeads.ts';
import { STORE_KINDS } from './leadDatabases.ts';

interface ApiLead {
  id: string;
  name: string;
  status: string;
}

describe.each(STORE_KINDS)('leads inbox on %s', (kind) => {
  const fx = adminFixture(kind);
  const { post, signIn, as, csrfOf } = fx;

  const add = (name: string, at: number | string, fields: TestLeadFields = {}): Promise<StoredLead> =>
    addTestLead(fx.leads, { name, ...fields }, typeof at === 'string' ? Date.parse(at) : at);
  /** A signed-in session: its headers for reads, and for writes (with the CSRF token). */
  async function session(email = 'sales@a.vn') {
    const { cookie } = await signIn(email);
    const read = as(cookie);
    return { cookie, read, write: { ...read, 'x-csrf-token': await csrfOf(cookie!) }, csrf: await csrfOf(cookie!) };
  }
  const postJson = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(fx.url + path, { method: 'POST', headers: { origin: fx.url, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const list = async (query: string, headers: Record<string, string>) => {
    const res = await fetch(`${fx.url}/api/leads${query}`, { headers });
    expect([query, res.status]).toEqual([query, 200]);
    return (await res.json()) as { leads: ApiLead[]; total: number; page: number; pages: number };
  };
  const names = async (query: string, headers: Record<string, string>) => (await list(query, headers)).leads.map((l) => l.name);
  const auditLog = async () => {
    const admin = await session('admin@a.vn');
    const res = await fetch(`${fx.url}/api/audit`, { headers: admin.read });
    expect(res.status).toBe(200);
    return ((await res.json()) as { entries: { action: string; actor: string; target: string | null; detail: string | null }[] }).entries.reverse();
  };

  it('a new lead is "mới"; sales change its status from the inbox form and by JSON; each change is in its history and the audit log', async () => {
    const lead = await add('Chị Hoa', fx.clock);
    const sales = await session();
    expect((await list('', sales.read)).leads[0]).toMatchObject({ id: lead.id, status: 'moi' });
    // The inbox's own form: back to the same selection, saying so.
    const back = '/khach-hang?q=hoa&status=moi';
    const form = await post(`/khach-hang/${lead.id}/trang-thai`, { status: 'da-lien-he', 'tro-ve': back, _csrf: sales.csrf }, sales.read);
    expect([form.status, form.headers.get('location')]).toEqual([303, `${back}&thong-bao=da-doi-trang-thai`]);
    expect(await (await fetch(fx.url + form.headers.get('location')!, { headers: sales.read })).text()).toContain(LEAD_MESSAGES.statusChanged);
    // Another site as the way back is refused: the lead's own page instead.
    fx.clock += 60_000;
    const away = await post(`/khach-hang/${lead.id}/trang-thai`, { status: 'da-chot', 'tro-ve': '//evil.example/khach-hang', _csrf: sales.csrf }, sales.read);
    expect(away.headers.get('location')).toBe(`/khach-hang/${lead.id}?thong-bao=da-doi-trang-thai`);
    // JSON, by an admin; the same status again records nothing.
    fx.clock += 60_000;
    const admin = await session('admin@a.vn');
    const json = await postJson(`/api/leads/${lead.id}/status`, { status: 'khong-phu-hop' }, admin.write);
    expect([json.status, await json.json()]).toEqual([200, { changed: true, status: 'khong-phu-hop' }]);
    expect(await (await postJson(`/api/leads/${lead.id}/status`, { status: 'khong-phu-hop' }, admin.write)).json()).toEqual({
      changed: false,
      status: 'khong-phu-hop',
    });
    // A status not in the list: refused in Vietnamese, at the field.
    const bad = await postJson(`/api/leads/${lead.id}/status`, { status: 'vip' }, admin.write);
    expect([bad.status, await bad.json()]).toEqual([400, { error: WORK_MESSAGES.status, errors: { status: WORK_MESSAGES.status } }]);
    const badForm = await post(`/khach-hang/${lead.id}/trang-thai`, { status: 'vip', _csrf: sales.csrf }, sales.read);
    expect([badForm.status, await badForm.text()]).toEqual([400, expect.stringContaining(WORK_MESSAGES.status)]);

    const detail = (await (await fetch(`${fx.url}/api/leads/${lead.id}`, { headers: sales.read })).json()) as {
      lead: ApiLead;
      changes: { at: string; actor: string; previous: string; status: string }[];
    };
    expect(detail.lead.status).toBe('khong-phu-hop');
    expect(detail.changes).toEqual([
      { at: '2026-11-27T02:00:00.000Z', actor: 'sales@a.vn', previous: 'moi', status: 'da-lien-he' },
      { at: '2026-11-27T02:01:00.000Z', actor: 'sales@a.vn', previous: 'da-lien-he', status: 'da-chot' },
      { at: '2026-11-27T02:02:00.000Z', actor: 'admin@a.vn', previous: 'da-chot', status: 'khong-phu-hop' },
    ]);
    // The lead's page shows the history in Vietnam time, with who changed it.
    const page = await (await fetch(`${fx.url}/khach-hang/${lead.id}`, { headers: sales.read })).text();
    expect(page).toContain('<td>27/11/2026 09:01:00</td><td>sales@a.vn</td><td>Đã liên hệ</td><td>Đã chốt</td>');
    expect(page).toContain('Trạng thái: <strong>Không phù hợp</strong>');
    const changes = (await auditLog()).filter((e) => e.action === 'lead-status');
    expect(changes.map((e) => [e.actor, e.target, e.detail])).toEqual([
      ['sales@a.vn', lead.id, 'moi → da-lien-he'],
      ['sales@a.vn', lead.id, 'da-lien-he → da-chot'],
      ['admin@a.vn', lead.id, 'da-chot → khong-phu-hop'],
    ]);
    // The history is append-only.
    await expect(fx.db.run('UPDATE lead_events SET status = ?', ['moi'])).rejects.toThrow(/append-only/);
    await expect(fx.db.run('DELETE FROM lead_events')).rejects.toThrow(/append-only/);
    // The inbox's status filter.
    await add('Anh Nam', fx.clock);
    expect(await names('?status=khong-phu-hop', sales.read)).toEqual(['Chị Hoa']);
    expect(await names('?status=moi', sales.read)).toEqual(['Anh Nam']);
  });

  it('adds notes (author and time, text as text, length-limited, Vietnamese messages at the field), append-only', async () => {
    const lead = await add('Chị Hoa', fx.clock);
    const sales = await session();
    const added = await post(`/khach-hang/${lead.id}/ghi-chu`, { note: 'Gọi lại <b>thứ Hai</b>\r\nhỏi báo giá SEO', _csrf: sales.csrf }, sales.read);
    expect([added.status, added.headers.get('location')]).toEqual([303, `/khach-hang/${lead.id}?thong-bao=da-them-ghi-chu`]);
    fx.clock += 20 * 60_000;
    const admin = await session('admin@a.vn');
    // The longest note, in Vietnamese (each letter several bytes in a form body).
    const longest = 'ệ'.repeat(NOTE_MAX);
    expect((await postJson(`/api/leads/${lead.id}/notes`, { note: longest }, admin.write)).status).toBe(201);
    const page = await (await fetch(fx.url + added.headers.get('location')!, { headers: sales.read })).text();
    expect(page).toContain(LEAD_MESSAGES.noteAdded);
    expect(page).toContain('<p><strong>sales@a.vn</strong> · 27/11/2026 09:00:00</p><p>Gọi lại &#60;b&#62;thứ Hai&#60;/b&#62;\nhỏi báo giá SEO</p>');
    expect(page).not.toContain('<b>thứ Hai</b>');
    expect(page).toContain(`<p><strong>admin@a.vn</strong> · 27/11/2026 09:20:00</p><p>${longest}</p>`);
    // Refused: empty, too long, hidden characters — the message at the field, the text kept.
    for (const [note, message] of [
      ['   ', WORK_MESSAGES.noteEmpty],
      [`${longest}a`, WORK_MESSAGES.noteTooLong],
      ['xin chào\u202e', HIDDEN_CHARACTER_MESSAGE],
    ]) {
      const refused = await post(`/khach-hang/${lead.id}/ghi-chu`, { note, _csrf: sales.csrf }, sales.read);
      const html = await refused.text();
      expect([refused.status, html]).toEqual([400, expect.stringContaining(`<p class="field-error" id="note-error">${message}</p>`)]);
      expect(html).toContain('aria-describedby="note-hint note-error" aria-invalid="true"');
      const json = await postJson(`/api/leads/${lead.id}/notes`, { note }, sales.write);
      expect([json.status, await json.json()]).toEqual([400, { error: message, errors: { note: message } }]);
    }
    expect(page.match(/<li><p><strong>/g)).toHaveLength(2);
    const first = 'Gọi lại <b>thứ Hai</b>\nhỏi báo giá SEO'.length;
    const { notes } = (await (await fetch(`${fx.url}/api/leads/${lead.id}`, { headers: sales.read })).json()) as { notes: { actor: string; note: string }[] };
    expect(notes.map((n) => [n.actor, n.note.length])).toEqual([
      ['sales@a.vn', first],
      ['admin@a.vn', NOTE_MAX],
    ]);
    expect((await auditLog()).filter((e) => e.action === 'lead-note').map((e) => [e.actor, e.target, e.detail])).toEqual([
      ['sales@a.vn', lead.id, `${first} ký tự`],
      ['admin@a.vn', lead.id, `${NOTE_MAX} ký tự`],
    ]);
    await expect(fx.db.run("UPDATE lead_events SET note = 'x'")).rejects.toThrow(/append-only/);
  });

  it('searches by name without marks, by email, and by phone in any spelling', async () => {
    await add('Nguyễn Văn An', fx.clock, { phone: '0912345678', email: 'an.nguyen@congty.vn' });
    await add('Trần Thị Đào', fx.clock + 1, { phone: '+84987654321', email: '' });
    await add('Lê Minh', fx.clock + 2, { phone: '0901234567', email: 'minh@a.vn' });
    const { read } = await session();
    const found = (q: string) => names(`?q=${encodeURIComponent(q)}`, read);
    for (const q of ['0912345678', '0912 345 678', '0912.345.678', '+84912345678', '+84 912 345 678', '84912345678', '912345', '0912-345-678'])
      expect([q, await found(q)]).toEqual([q, ['Nguyễn Văn An']]);
    for (const q of ['0987654321', '0987 654 321', '+84 987.654.321', '+84987654321']) expect([q, await found(q)]).toEqual([q, ['Trần Thị Đào']]);
    expect(await found('nguyen van')).toEqual(['Nguyễn Văn An']);
    expect(await found('Đào')).toEqual(['Trần Thị Đào']);
    expect(await found('dao')).toEqual(['Trần Thị Đào']);
    expect(await found('CONGTY.VN')).toEqual(['Nguyễn Văn An']);
    expect(await found('minh@a')).toEqual(['Lê Minh']);
    expect(await found('0999')).toEqual([]);
    // The page keeps the search in its field.
    const html = await (await fetch(`${fx.url}/khach-hang?q=${encodeURIComponent('+84 912')}`, { headers: read })).text();
    expect(html).toContain('value="+84 912"');
    expect(html).toContain('1 trong 3 khách hàng');
  });

  it('filters by date in Vietnam days (dd/mm/yyyy), by service and page; refuses a wrong date at its field', async () => {
    // 23:59:59.999 on 26/11 and 00:00 on 27/11 in Vietnam.
    await add('Tối 26', '2026-11-26T16:59:59.999Z', { service: 'seo' });
    await add('Sáng 27', '2026-11-26T17:00:00.000Z', { service: 'web', page: '/services/seo' });
    await add('Cuối 27', '2026-11-27T16:59:59.999Z', { service: 'seo' });
    await add('Đầu 28', '2026-11-27T17:00:00.000Z', { service: 'seo' });
    const { read } = await session();
    expect(await names('?from=27/11/2026', read)).toEqual(['Đầu 28', 'Cuối 27', 'Sáng 27']);
    expect(await names('?to=26/11/2026', read)).toEqual(['Tối 26']);
    expect(await names('?from=27/11/2026&to=27/11/2026', read)).toEqual(['Cuối 27', 'Sáng 27']);
    expect(await names('?from=1/12/2026', read)).toEqual([]);
    expect(await names('?from=2026-11-28', read)).toEqual(['Đầu 28']);
    expect(await names('?service=seo&from=27/11/2026', read)).toEqual(['Đầu 28', 'Cuối 27']);
    expect(await names('?page=/services/seo', read)).toEqual(['Sáng 27']);
    for (const [query, field, message] of [
      ['from=31/02/2026', 'from', QUERY_MESSAGES.noSuchDay('31/02/2026')],
      ['to=2026/11/27', 'to', QUERY_MESSAGES.date],
      ['from=28/11/2026&to=27/11/2026', 'to', QUERY_MESSAGES.order],
      ['status=vip', 'status', QUERY_MESSAGES.status],
    ]) {
      const json = await fetch(`${fx.url}/api/leads?${query}`, { headers: read });
      expect([query, json.status, await json.json()]).toEqual([query, 400, { error: LEAD_MESSAGES.invalidQuery, errors: { [field]: message } }]);
      const page = await fetch(`${fx.url}/khach-hang?${query}`, { headers: read });
      const html = await page.text();
      expect(page.status).toBe(400);
      expect(html).toContain(`<p class="field-error" id="${field}-error">${message}</p>`);
      expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-error" aria-invalid="true"`));
      expect(html).not.toContain('<tbody>');
      expect((await fetch(`${fx.url}/api/leads.csv?${query}`, { headers: read })).status).toBe(400);
    }
  });

  it('shows the A/B variant a lead saw (list, its page, CSV) and filters by experiment and variant next to campaign and page', async () => {
    await add('Bản gốc', '2026-11-26T01:00:00.000Z', { attribution: { experiment: 'bf-tieu-de', variant: 'a', utm_campaign: 'bf2026' } });
    await add('Bản B', '2026-11-26T02:00:00.000Z', { attribution: { experiment: 'bf-tieu-de', variant: 'b', utm_campaign: 'bf2026' } });
    await add('Thử khác', '2026-11-26T03:00:00.000Z', { attribution: { experiment: 'gia-goi', variant: 'b' } });
    await add('Không thử', '2026-11-26T04:00:00.000Z');
    const { read } = await session();
    expect(await names('?experiment=bf-tieu-de', read)).toEqual(['Bản B', 'Bản gốc']);
    expect(await names('?experiment=bf-tieu-de&variant=b', read)).toEqual(['Bản B']);
    expect(await names('?variant=b', read)).toEqual(['Thử khác', 'Bản B']);
    expect(await names('?experiment=bf-tieu-de&campaign=bf2026&variant=a', read)).toEqual(['Bản gốc']);
    const html = await (await fetch(`${fx.url}/khach-hang?experiment=bf-tieu-de`, { headers: read })).text();
    expect(html).toContain('<label for="experiment">Thử nghiệm A/B</label>');
    expect(html).toContain('<option selected>bf-tieu-de</option>');
    expect(html).toContain('<option>gia-goi</option>');
    expect(html).toContain('<label for="variant">Phiên bản</label>');
    expect(html).toContain('<th scope="col">Thử nghiệm A/B</th>');
    expect(html).toContain('<td>bf-tieu-de / b</td>');
    expect(html).not.toContain('Thử khác');
    const { leads } = await list('?experiment=bf-tieu-de&variant=b', read);
    const page = await (await fetch(`${fx.url}/khach-hang/${leads[0].id}`, { headers: read })).text();
    expect(page).toContain('<dt>Thử nghiệm A/B</dt><dd>bf-tieu-de</dd><dt>Phiên bản</dt><dd>b</dd>');
    const csv = (await (await fetch(`${fx.url}/api/leads.csv?experiment=gia-goi`, { headers: read })).text()).split('\r\n');
    const titles = csv[0].split(',');
    expect(csv[1].split(',')[titles.indexOf('Thử nghiệm A/B')]).toBe('gia-goi');
    expect(csv[1].split(',')[titles.indexOf('Phiên bản')]).toBe('b');
    expect(csv).toHaveLength(3); // the titles, one lead, the final line break
  });

  it('pages the newest first, 50 a page, in a stable order when leads share a time; the CSV is the whole selection with the status', async () => {
    const same = Date.parse('2026-11-20T03:00:00Z');
    const stored: StoredLead[] = [];
    for (let i = 0; i < PAGE_SIZE + 5; i++) stored.push(await add(`Khách ${i}`, same, { service: 'seo' }));
    const formula = await add('=HYPERLINK("https://evil.example","Bấm")', same + 1, { service: 'web', needs: 'Giá;=1+1' });
    const { read, write } = await session();
    await postJson(`/api/leads/${formula.id}/status`, { status: 'da-chot' }, write);
    const first = await list('?service=seo', read);
    const second = await list('?service=seo&trang=2', read);
    expect([first.total, first.page, first.pages, first.leads.length]).toEqual([PAGE_SIZE + 5, 1, 2, PAGE_SIZE]);
    expect([second.page, second.leads.length]).toEqual([2, 5]);
    // Every lead once, the last stored first; the same order on every request.
    const ids = [...first.leads, ...second.leads].map((l) => l.id);
    expect(ids).toEqual(stored.map((l) => l.id).reverse());
    expect((await list('?service=seo', read)).leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id));
    // The page links to the next page, keeping the filters.
    const html = await (await fetch(`${fx.url}/khach-hang?service=seo`, { headers: read })).text();
    expect(html).toContain('href="/khach-hang?service=seo&#38;trang=2" rel="next"');
    expect(html).toContain('href="/api/leads.csv?service=seo"');
    expect((await fetch(`${fx.url}/api/leads?trang=0`, { headers: read })).status).toBe(400);
    // The CSV: the whole selection (both pages), with the status; a formula made text.
    const csv = await (await fetch(`${fx.url}/api/leads.csv?service=seo&trang=2`, { headers: read })).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0].startsWith('Thời gian (GMT+7),Trạng thái,Họ và tên,')).toBe(true);
    expect(lines).toHaveLength(PAGE_SIZE + 5 + 1);
    expect(lines.slice(1).every((line) => line.startsWith('2026-11-20 10:00:00,Mới,Khách '))).toBe(true);
    const chosen = await (await fetch(`${fx.url}/api/leads.csv?status=da-chot`, { headers: read })).text();
    const [, row, ...rest] = chosen
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(row).toContain(`2026-11-20 10:00:00,Đã chốt,"'=HYPERLINK(""https://evil.example"",""Bấm"")",`);
    expect(row).toContain(`"Giá;'=1+1"`);
  });

  it('writes every view and export of leads to the audit log, which only admins read', async () => {
    const hoa = await add('Chị Hoa', fx.clock);
    const nam = await add('Anh Nam', fx.clock + 1);
    const sales = await session();
    await fetch(`${fx.url}/khach-hang?q=hoa`, { headers: sales.read });
    await fetch(`${fx.url}/api/leads`, { headers: sales.read });
    await fetch(`${fx.url}/khach-hang/${hoa.id}`, { headers: sales.read });
    await fetch(`${fx.url}/api/leads/${nam.id}`, { headers: sales.read });
    await fetch(`${fx.url}/api/leads.csv?status=moi`, { headers: sales.read });
    expect((await fetch(`${fx.url}/api/audit`, { headers: sales.read })).status).toBe(403);
    const entries = (await auditLog()).filter((e) => e.actor === 'sales@a.vn' && e.action !== 'sign-in' && e.action !== 'denied');
    expect(entries.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['view-leads', null, `hiện 1/1 khách hàng (q=hoa): ${hoa.id}`],
      ['view-leads', null, `hiện 2/2 khách hàng: ${nam.id} ${hoa.id}`],
      ['view-lead', hoa.id, null],
      ['view-lead', nam.id, null],
      ['export-leads', null, '2 khách hàng (status=moi)'],
    ]);
    // Admins read it as a page too, e.g. everything about one lead (linked from the lead's page for admins only).
    expect((await fetch(`${fx.url}/nhat-ky`, { headers: sales.read, redirect: 'manual' })).status).toBe(403);
    expect(await (await fetch(`${fx.url}/khach-hang/${hoa.id}`, { headers: sales.read })).text()).not.toContain('/nhat-ky');
    const admin = await session('admin@a.vn');
    expect(await (await fetch(`${fx.url}/khach-hang/${hoa.id}`, { headers: admin.read })).text()).toContain(`href="/nhat-ky?doi-tuong=${hoa.id}"`);
    const about = await fetch(`${fx.url}/nhat-ky?doi-tuong=${hoa.id}`, { headers: admin.read });
    const html = await about.text();
    expect(about.status).toBe(200);
    const rows = [...html.matchAll(/<tr><td>[^\n]*?<\/tr>/g)].map((m) => m[0]);
    // Newest first: the admin's own view just now, then sales' two views of her page and the two list views that showed her.
    expect(rows.map((row) => /\((view-leads|view-lead|export-leads)\)/.exec(row)?.[1])).toEqual([
      'view-lead',
      'view-lead',
      'view-lead',
      'view-leads',
      'view-leads',
    ]);
    expect(rows.slice(1).every((row) => row.includes('<td>sales@a.vn</td>'))).toBe(true);
    // (Not sales' view of the other lead's page.)
    expect(html).not.toContain(`<td>${nam.id}</td>`);
  });

  it('answers every lead route as the roles table allows: sales and admin; editors and publishers 403; no session 401; a write without CSRF 403', async () => {
    const lead = await add('Chị Hoa', fx.clock);
    const routes = (Object.keys(ACCESS) as (keyof typeof ACCESS)[]).filter((key) => /khach-hang|\/api\/leads/.test(key));
    expect(routes).toHaveLength(9);
    for (const key of routes) expect([key, ACCESS[key]]).toEqual([key, ['sales', 'admin']]);
    const sessions: Record<string, Awaited<ReturnType<typeof session>> | undefined> = { none: undefined };
    for (const role of ROLES) sessions[role] = await session(`${role}@a.vn`);
    const bodies: Record<string, Record<string, string>> = {
      'trang-thai': { status: 'da-chot' },
      'ghi-chu': { note: 'Gọi lại' },
      status: { status: 'da-chot' },
      notes: { note: 'Gọi lại' },
    };
    for (const key of routes) {
      const [method, pattern] = key.split(' ');
      const path = pattern.replace(':id', lead.id);
      for (const [who, s] of Object.entries(sessions)) {
        const allowed = who === 'sales' || who === 'admin';
        if (method === 'GET') {
          const res = await fetch(fx.url + path, { headers: s?.read ?? {}, redirect: 'manual' });
          const expected = allowed ? 200 : who === 'none' ? (path.startsWith('/api/') ? 401 : 303) : 403;
          expect([key, who, res.status]).toEqual([key, who, expected]);
          if (who !== 'none' && !allowed) expect(await res.text()).toContain(MESSAGES.forbidden);
          continue;
        }
        const body = bodies[path.split('/').pop()!];
        // Without the CSRF token, even an allowed role is refused.
        if (s) expect([key, who, (await post(path, body, s.read)).status]).toEqual([key, who, 403]);
        if (allowed) continue;
        const res = await post(path, { ...body, ...(s ? { _csrf: s.csrf } : {}) }, s?.read ?? {});
        // No session: 401 from the API, the sign-in page from a form.
        const expected = who !== 'none' ? 403 : path.startsWith('/api/') ? 401 : 303;
        expect([key, who, res.status]).toEqual([key, who, expected]);
      }
    }
    // Nothing was written by a refused request.
    const { changes, notes } = (await (await fetch(`${fx.url}/api/leads/${lead.id}`, { headers: sessions.sales!.read })).json()) as { changes: []; notes: [] };
    expect([changes, notes]).toEqual([[], []]);
    // An unknown lead: 404 in Vietnamese.
    const unknown = await fetch(`${fx.url}/khach-hang/00000000-0000-4000-8000-000000000000`, { headers: sessions.sales!.read });
    expect([unknown.status, await unknown.text()]).toEqual([404, expect.stringContaining(LEAD_MESSAGES.notFound)]);
    expect((await postJson('/api/leads/khong-co/status', { status: 'da-chot' }, sessions.sales!.write)).status).toBe(404);
  }, 60_000);
});
