// Rows of the lead tables as both engines return them, turned into the objects the rest uses.
import { CLICK_IDS, NO_ATTRIBUTION, type Attribution, type ClickId, type Lead, type LeadSource } from '../../lib/lead.ts';
import type { DeliveryState, LeadRecord, StoredLead } from './store.ts';

/** A row of the leads table, as both engines name its columns. */
export interface LeadRow {
  id: string;
  /** ISO 8601 text (SQLite) or a Date (PostgreSQL timestamptz). */
  created_at: string | Date;
  name: string;
  email: string;
  phone: string;
  service: string;
  needs: string;
  page: string;
  template: string;
  source: string;
  domain: string;
  landing_page: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  /** JSON object of click ids by name ("{}" when none). */
  click_ids: string;
  /** The page experiment and its variant seen by the visit ('' when none). */
  experiment: string;
  variant: string;
}

/** The columns of a row, in the order both engines insert them. */
export const LEAD_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'service',
  'needs',
  'page',
  'template',
  'source',
  'domain',
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'click_ids',
  'experiment',
  'variant',
] as const satisfies readonly (keyof LeadRow)[];

/** A lead as a row (a lead from before attribution: from the form, nothing known). */
export function toRow(id: string, createdAt: string, lead: Lead): LeadRow {
  const a = lead.attribution ?? NO_ATTRIBUTION;
  return {
    id,
    created_at: createdAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    needs: lead.needs,
    page: lead.page,
    template: lead.template,
    source: lead.source ?? 'form',
    domain: lead.domain ?? '',
    landing_page: a.landingPage,
    referrer: a.referrer,
    utm_source: a.utm_source,
    utm_medium: a.utm_medium,
    utm_campaign: a.utm_campaign,
    utm_term: a.utm_term,
    utm_content: a.utm_content,
    click_ids: JSON.stringify(a.clickIds),
    experiment: a.experiment,
    variant: a.variant,
  };
}

/** The stored click ids: only known names with string values (the column is text). */
function clickIds(json: string): Attribution['clickIds'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const ids: Attribution['clickIds'] = {};
  if (typeof parsed !== 'object' || parsed === null) return ids;
  for (const key of CLICK_IDS) {
    const value = (parsed as Partial<Record<ClickId, unknown>>)[key];
    if (typeof value === 'string') ids[key] = value;
  }
  return ids;
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
  source: (row.source === 'domain-check' ? 'domain-check' : 'form') satisfies LeadSource,
  domain: row.domain,
  attribution: {
    landingPage: row.landing_page,
    referrer: row.referrer,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    clickIds: clickIds(row.click_ids),
    experiment: row.experiment,
    variant: row.variant,
  },
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
