// The leads inbox's routes (roles in access.ts: sales and admin): the list and a lead's page in HTML
// with plain forms (post/redirect/get), the same as JSON, and the CSV. Every view and export of
// personal data writes an audit entry (view-leads with the ids shown, view-lead, export-leads), and
// so does every status change and note (lead-status, lead-note).
import type { Request, Response } from 'express';
import { toCsv } from '../server/leads/export.ts';
import type { LeadRecord, LeadStore } from '../server/leads/store.ts';
import { allows } from './access.ts';
import type { Session } from './accounts.ts';
import { pageOf, queryText, readInboxQuery, selectLeads, type InboxLead, type InboxQuery } from './leadQuery.ts';
import { leadPage, leadsPage } from './leadsPage.ts';
import { readNote, STATUS_NAMES, type LeadStatus, type LeadWork } from './leadWork.ts';
import { html } from './html.ts';
import { layout, noticeIn, sendPage } from './pages.ts';
import type { Audit } from './auditActions.ts';
import { onInvalidBody, type RouteHandlers } from './routes.ts';

export const LEAD_MESSAGES = {
  notFound: 'Không tìm thấy khách hàng này.',
  invalidQuery: 'Bộ lọc chưa hợp lệ.',
  statusChanged: 'Đã lưu trạng thái mới.',
  statusSame: 'Trạng thái không đổi.',
  noteAdded: 'Đã thêm ghi chú.',
};
const NOTICES: Record<string, string> = {
  'da-doi-trang-thai': LEAD_MESSAGES.statusChanged,
  'khong-doi': LEAD_MESSAGES.statusSame,
  'da-them-ghi-chu': LEAD_MESSAGES.noteAdded,
};
const noticeOf = (req: Request) => noticeIn(NOTICES, req.query['thong-bao']);

const session = (res: Response) => (res.locals as { session: Session }).session;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'vi'));

/** Where a form of the inbox returns: an address of the inbox itself, else the lead's page (never another site). */
function backTo(back: string, leadId: string): string {
  return /^\/khach-hang(?:[/?]|$)/.test(back) && !/[\\\s]|\/\//.test(back) && back.length < 1000 ? back : `/khach-hang/${leadId}`;
}
/** " (q=… status=…)" for the audit log, '' without a filter. */
const within = (query: InboxQuery) => (queryText(query) ? ` (${queryText(query)})` : '');
/** What a list view showed, for the audit log: how many of how many, the filter, the ids shown. */
const shownText = (items: readonly InboxLead[], total: number, query: InboxQuery) =>
  `hiện ${items.length}/${total} khách hàng${within(query)}: ${items.map((l) => l.id).join(' ')}`;
const withNotice = (address: string, notice: string) => `${address}${address.includes('?') ? '&' : '?'}thong-bao=${notice}`;

export function leadHandlers({ leads, work, audit, now }: { leads: LeadStore; work: LeadWork; audit: Audit; now: () => number }) {
  /** The query's selection of every stored lead (or the fields the query has wrong). */
  const inbox = async (req: Request) => {
    const { query, errors, range } = readInboxQuery(req.query as Record<string, unknown>);
    const all = await leads.leads();
    const selection = Object.keys(errors).length ? [] : selectLeads(all, await work.statuses(), query, range);
    return { all, query, errors, selection };
  };
  /** The lead `:id` with its status, or undefined. */
  const leadOf = async (req: Request): Promise<InboxLead | undefined> => {
    const id = String(req.params.id);
    const lead: LeadRecord | undefined = UUID.test(id) ? (await leads.leads()).find((l) => l.id === id) : undefined;
    return lead && { ...lead, status: await work.statusOf(lead.id) };
  };
  const notFound = (req: Request, res: Response) =>
    req.path.startsWith('/api/')
      ? void res.status(404).json({ error: LEAD_MESSAGES.notFound })
      : void sendPage(
          res.status(404),
          layout('Không tìm thấy', html`<h1>Không tìm thấy</h1><p>${LEAD_MESSAGES.notFound}</p><p><a href="/khach-hang">← Danh sách khách hàng</a></p>`),
        );
  /** A lead's page (logged: it shows the lead's personal data). */
  const detail = async (req: Request, res: Response, lead: InboxLead, status: number, extra: Partial<Parameters<typeof leadPage>[0]> = {}) => {
    const { changes, notes } = await work.history(lead.id);
    await audit(req, 'view-lead', { target: lead.id });
    sendPage(
      res.status(status),
      leadPage({ lead, changes, notes, csrf: session(res).csrf, message: noticeOf(req), auditLink: allows('GET /nhat-ky', session(res).user.role), ...extra }),
    );
  };
  /** Records the status for the lead (one of the list: its schema says so, bodies.ts). */
  const changeStatus = async (req: Request, res: Response, lead: InboxLead, status: LeadStatus) => {
    const { changed, previous } = await work.setStatus(lead.id, status, session(res).user.email, now());
    if (changed) await audit(req, 'lead-status', { target: lead.id, detail: `${previous} → ${status}` });
    return { changed, status };
  };
  /** Adds the note; the Vietnamese message when it is empty, too long or hides characters (readNote). */
  const addNote = async (req: Request, res: Response, lead: InboxLead, note: string) => {
    const read = readNote(note);
    if ('error' in read) return read;
    await work.addNote(lead.id, read.note, session(res).user.email, now());
    await audit(req, 'lead-note', { target: lead.id, detail: `${Array.from(read.note).length} ký tự` });
    return read;
  };

  return {
    'GET /khach-hang': [
      async (req, res) => {
        const { all, query, errors, selection } = await inbox(req);
        const { items, page, pages } = pageOf(selection, query.trang);
        if (!Object.keys(errors).length) await audit(req, 'view-leads', { detail: shownText(items, selection.length, query) });
        const choices = {
          services: distinct(all.map((l) => l.service)),
          pages: distinct(all.flatMap((l) => [l.page, l.attribution.landingPage])),
          campaigns: distinct(all.map((l) => l.attribution.utm_campaign)),
          experiments: distinct(all.map((l) => l.attribution.experiment)),
          variants: distinct(all.map((l) => l.attribution.variant)),
        };
        sendPage(
          res.status(Object.keys(errors).length ? 400 : 200),
          leadsPage({
            leads: items,
            total: selection.length,
            stored: all.length,
            choices,
            query,
            errors,
            page,
            pages,
            csrf: session(res).csrf,
            message: noticeOf(req),
          }),
        );
      },
    ],
    'GET /api/leads': [
      async (req, res) => {
        const { query, errors, selection } = await inbox(req);
        if (Object.keys(errors).length) return void res.status(400).json({ error: LEAD_MESSAGES.invalidQuery, errors });
        const { items, page, pages } = pageOf(selection, query.trang);
        await audit(req, 'view-leads', { detail: shownText(items, selection.length, query) });
        res.json({ leads: items, total: selection.length, page, pages });
      },
    ],
    'GET /api/leads.csv': [
      async (req, res) => {
        const { query, errors, selection } = await inbox(req);
        if (Object.keys(errors).length) return void res.status(400).json({ error: LEAD_MESSAGES.invalidQuery, errors });
        // The whole selection (every page of it).
        await audit(req, 'export-leads', { detail: `${selection.length} khách hàng${within({ ...query, trang: undefined })}` });
        res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="leads.csv"');
        res.send(toCsv(selection, [{ title: 'Trạng thái', value: (lead) => STATUS_NAMES[lead.status] }]));
      },
    ],
    'GET /khach-hang/:id': [
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        await detail(req, res, lead, 200);
      },
    ],
    'GET /api/leads/:id': [
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        const { changes, notes } = await work.history(lead.id);
        await audit(req, 'view-lead', { target: lead.id });
        res.json({ lead, changes, notes });
      },
    ],
    'POST /khach-hang/:id/trang-thai': [
      // A status not in the list: the lead's page again, the message at the field.
      onInvalidBody(async (req, res, { message }) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        await detail(req, res, lead, 400, { statusError: message });
      }),
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        const result = await changeStatus(req, res, lead, req.body.status);
        res.redirect(303, withNotice(backTo(req.body['tro-ve'] ?? '', lead.id), result.changed ? 'da-doi-trang-thai' : 'khong-doi'));
      },
    ],
    'POST /api/leads/:id/status': [
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        res.json(await changeStatus(req, res, lead, req.body.status));
      },
    ],
    'POST /khach-hang/:id/ghi-chu': [
      onInvalidBody(async (req, res, { message }) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        await detail(req, res, lead, 400, { noteError: { error: message, text: '' } });
      }),
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        const result = await addNote(req, res, lead, req.body.note);
        if ('error' in result) return detail(req, res, lead, 400, { noteError: { error: result.error, text: req.body.note.slice(0, 4000) } });
        res.redirect(303, `/khach-hang/${lead.id}?thong-bao=da-them-ghi-chu`);
      },
    ],
    'POST /api/leads/:id/notes': [
      async (req, res) => {
        const lead = await leadOf(req);
        if (!lead) return notFound(req, res);
        const result = await addNote(req, res, lead, req.body.note);
        if ('error' in result) return void res.status(400).json({ error: result.error, errors: { note: result.error } });
        res.status(201).json(result);
      },
    ],
  } satisfies Partial<RouteHandlers>;
}
