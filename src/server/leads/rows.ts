// Rows of the lead tables as both engines return them, turned into the objects the rest uses.
import type { Lead } from '../../lib/lead.ts';
import type { DeliveryState, LeadRecord, StoredLead } from './store.ts';

export interface LeadRow extends Lead {
  id: string;
  /** ISO 8601 text (SQLite) or a Date (PostgreSQL timestamptz). */
  created_at: string | Date;
}

export interface OutboxRow {
  lead_id: string;
  channel: string;
  attempts: number;
  delivered_at: string | Date | null;
  last_error: string | null;
  next_attempt_at: string | Date;
}

const isoText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

export const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  createdAt: isoText(row.created_at),
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  needs: row.needs,
  page: row.page,
  template: row.template,
});

function state(row: OutboxRow): DeliveryState {
  return {
    attempts: row.attempts,
    ...(row.delivered_at ? { deliveredAt: isoText(row.delivered_at) } : { nextAttemptAt: isoText(row.next_attempt_at) }),
    ...(row.last_error ? { lastError: row.last_error } : {}),
  };
}

/** A lead's outbox rows as the record's `forwarding` (webhook) and `notification` (email). */
export function deliveryState(rows: readonly OutboxRow[]): Pick<LeadRecord, 'forwarding' | 'notification'> {
  const webhook = rows.find((row) => row.channel === 'webhook');
  const email = rows.find((row) => row.channel === 'email');
  return { ...(webhook ? { forwarding: state(webhook) } : {}), ...(email ? { notification: state(email) } : {}) };
}
