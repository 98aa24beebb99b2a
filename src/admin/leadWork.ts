// The sales workflow of the leads, kept by the admin beside the leads (same database, the admin's
// table lead_events; src/admin/db.ts): a status per lead and notes. The site server stores leads and
// knows nothing of this. Append-only (a trigger refuses UPDATE and DELETE): a lead's status is its
// last status change, "mới" before any; every change and note says who wrote it and when.
import { HIDDEN_CHARACTER_MESSAGE, HIDDEN_MULTILINE } from '../lib/lead.ts';
import type { Db } from './db.ts';

export const LEAD_STATUSES = ['moi', 'da-lien-he', 'da-chot', 'khong-phu-hop'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
/** The status of a lead no one has changed yet. */
export const NEW_STATUS: LeadStatus = 'moi';
export const STATUS_NAMES: Record<LeadStatus, string> = { moi: 'Mới', 'da-lien-he': 'Đã liên hệ', 'da-chot': 'Đã chốt', 'khong-phu-hop': 'Không phù hợp' };

export const NOTE_MAX = 2000;
export const WORK_MESSAGES = {
  noteEmpty: 'Vui lòng nhập ghi chú.',
  noteTooLong: `Ghi chú tối đa ${NOTE_MAX} ký tự.`,
  status: 'Vui lòng chọn trạng thái trong danh sách.',
};

/** The note as stored (line breaks unified, trimmed), or the Vietnamese message for the field. */
export function readNote(raw: unknown): { note: string } | { error: string } {
  const note = (typeof raw === 'string' ? raw : '').replace(/\r\n?/g, '\n').trim();
  if (!note) return { error: WORK_MESSAGES.noteEmpty };
  if (HIDDEN_MULTILINE.test(note)) return { error: HIDDEN_CHARACTER_MESSAGE };
  if (Array.from(note).length > NOTE_MAX) return { error: WORK_MESSAGES.noteTooLong };
  return { note };
}

export interface StatusChange {
  at: string;
  actor: string;
  status: LeadStatus;
  previous: LeadStatus;
}
export interface LeadNote {
  at: string;
  actor: string;
  note: string;
}

interface EventRow {
  seq: number | string;
  at: string;
  actor: string;
  kind: 'status' | 'note';
  status: LeadStatus | null;
  previous: LeadStatus | null;
  note: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function leadWork(db: Db) {
  const statusOf = async (leadId: string): Promise<LeadStatus> => {
    const [row] = await db.all<{ status: LeadStatus }>("SELECT status FROM lead_events WHERE lead_id = ? AND kind = 'status' ORDER BY seq DESC LIMIT 1", [
      leadId,
    ]);
    return row?.status ?? NEW_STATUS;
  };
  return {
    statusOf,
    /** Every lead's status that was ever changed, by lead id (a lead missing here is "mới"). */
    async statuses(): Promise<Map<string, LeadStatus>> {
      const rows = await db.all<{ lead_id: string; status: LeadStatus }>(
        `SELECT e.lead_id, e.status FROM lead_events e
         WHERE e.kind = 'status' AND e.seq = (SELECT max(f.seq) FROM lead_events f WHERE f.lead_id = e.lead_id AND f.kind = 'status')`,
      );
      return new Map(rows.map((row) => [row.lead_id, row.status]));
    },
    /** Records the change; false when the lead already has that status (nothing recorded). */
    async setStatus(leadId: string, status: LeadStatus, actor: string, now: number): Promise<{ changed: boolean; previous: LeadStatus }> {
      const previous = await statusOf(leadId);
      if (previous === status) return { changed: false, previous };
      await db.run("INSERT INTO lead_events (lead_id, at, actor, kind, status, previous) VALUES (?, ?, ?, 'status', ?, ?)", [
        leadId,
        iso(now),
        actor,
        status,
        previous,
      ]);
      return { changed: true, previous };
    },
    async addNote(leadId: string, note: string, actor: string, now: number): Promise<void> {
      await db.run("INSERT INTO lead_events (lead_id, at, actor, kind, note) VALUES (?, ?, ?, 'note', ?)", [leadId, iso(now), actor, note]);
    },
    /** The lead's status changes and notes, oldest first. */
    async history(leadId: string): Promise<{ changes: StatusChange[]; notes: LeadNote[] }> {
      const rows = await db.all<EventRow>('SELECT seq, at, actor, kind, status, previous, note FROM lead_events WHERE lead_id = ? ORDER BY seq', [leadId]);
      return {
        changes: rows.filter((r) => r.kind === 'status').map((r) => ({ at: r.at, actor: r.actor, status: r.status!, previous: r.previous ?? NEW_STATUS })),
        notes: rows.filter((r) => r.kind === 'note').map((r) => ({ at: r.at, actor: r.actor, note: r.note ?? '' })),
      };
    },
  };
}

export type LeadWork = ReturnType<typeof leadWork>;
