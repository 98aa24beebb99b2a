// The lead database as the server, the outbox workers and the export see it: one interface, two
// engines — an SQLite file (sqliteStore.ts, the default for one machine) or PostgreSQL
// (postgresStore.ts, with DATABASE_URL, for several server instances sharing one database), opened by
// openStore.ts.
import type { Lead } from '../../lib/lead.ts';

export interface StoredLead extends Required<Lead> {
  /** Random UUID: says nothing about how many leads there are. */
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** Where a lead's sends stand: the webhook, the staff email. */
export const CHANNELS = ['webhook', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** One outbox row's state, as the export shows it. */
export interface DeliveryState {
  attempts: number;
  deliveredAt?: string;
  lastError?: string;
  /** ISO 8601 UTC, while undelivered. */
  nextAttemptAt?: string;
}

/** A stored lead with where its sends stand (absent: that channel was off when it arrived). */
export interface LeadRecord extends StoredLead {
  /** The webhook. */
  forwarding?: DeliveryState;
  /** The email to the staff. */
  notification?: DeliveryState;
}

/** An outbox row due for an attempt. */
export interface OutboxItem {
  lead: StoredLead;
  /** Attempts whose outcome is recorded (an unfinished one counted as failed). */
  attempts: number;
  /**
   * The previous attempt started but its outcome was never recorded (the process died, or the
   * database was unreachable afterwards): it may have arrived, and this one may repeat it.
   */
  unfinished: boolean;
}

/**
 * An outbox row taken for one attempt. Taking it is recorded (committed) before anything is sent:
 * the row holds the attempt's start and is leased — not due again until the lease ends — so no
 * other instance takes it meanwhile; if the process dies, it is due again when the lease ends, and
 * the next attempt knows the previous one is unfinished.
 */
export interface OutboxClaim {
  item: OutboxItem;
  /** Records the delivery (whoever holds the row now: a delivery is never undone). */
  delivered(now: number): Promise<void>;
  /** Records a failed attempt, unless the lease ended and another attempt has taken the row since. */
  failed(outcome: { attempts: number; nextAt: number; error: string }): Promise<void>;
}

/** The views of one variant of a page experiment on one day (POST /api/views, src/server/views/). */
export interface ViewCount {
  /** The Vietnam day, YYYY-MM-DD. */
  day: string;
  experiment: string;
  variant: string;
  views: number;
}

/** How long the ids of applied view flushes are kept (a flush left half done is finished within minutes). */
export const FLUSH_IDS_KEPT_MS = 7 * 24 * 60 * 60_000;

export interface LeadStore {
  /** Where the leads are, for the start-up line: the file, or PostgreSQL's host and database (never the password). */
  readonly label: string;
  /** Stores a validated lead and an outbox row per channel in one durable transaction. */
  addLead(lead: Lead, options: { channels: readonly Channel[]; now: number }): Promise<StoredLead>;
  /** Leads with `since` ≤ created_at < `until` (ISO 8601 UTC strings), oldest first. */
  leads(range?: { since?: string; until?: string }): Promise<LeadRecord[]>;
  /**
   * The oldest undelivered row of `channel` due at `now` that no one else is attempting, taken for
   * `leaseMs` (recorded before this resolves); undefined when none.
   */
  claim(channel: Channel, now: number, leaseMs: number): Promise<OutboxClaim | undefined>;
  /** When the next undelivered row of `channel` is due (ms), or undefined when none is pending. */
  nextDueAt(channel: Channel): Promise<number | undefined>;
  /**
   * Adds the view counts of one flush (its id: a random UUID, or the Redis flush's), in one
   * transaction; false, adding nothing, when that flush was already applied (a retry, or another
   * instance finishing it): each flush counts once.
   */
  addViews(flushId: string, counts: readonly ViewCount[], now: number): Promise<boolean>;
  /** Every stored view count, by experiment, variant and day. */
  views(): Promise<ViewCount[]>;
  /** A trivial read of the lead table (GET /readyz); rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** The error recorded for an attempt that started but whose outcome was never recorded. */
export const UNFINISHED = 'unfinished';
