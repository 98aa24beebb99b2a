// The lead database: one SQLite file (better-sqlite3, synchronous). WAL journal with
// synchronous = FULL, so a committed lead is on disk before the visitor hears "stored"; a lead and
// its outbox row (the webhook's to-do) are written in one transaction, so neither exists without
// the other. The schema is versioned with PRAGMA user_version.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Lead } from '../../lib/lead.ts';

export interface StoredLead extends Lead {
  /** Random UUID: says nothing about how many leads there are. */
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A stored lead with where its forwarding stands (none when no webhook was set when it arrived). */
export interface LeadRecord extends StoredLead {
  forwarding?: { attempts: number; deliveredAt?: string; lastError?: string };
}

/** An outbox row due for an attempt. */
export interface OutboxItem {
  lead: StoredLead;
  attempts: number;
}

/** Each entry moves the schema one version up; user_version = the number applied. Append, never edit. */
const MIGRATIONS = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     service TEXT NOT NULL,
     needs TEXT NOT NULL,
     page TEXT NOT NULL,
     template TEXT NOT NULL
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE TABLE outbox (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     delivered_at TEXT
   );
   CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;`,
];

interface LeadRow extends Lead {
  id: string;
  created_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  needs: row.needs,
  page: row.page,
  template: row.template,
});

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length)
    throw new Error(`the lead database has schema version ${version}, newer than this code knows (${MIGRATIONS.length}): update the site`);
  if (version === MIGRATIONS.length) return;
  db.transaction(() => {
    for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

export type LeadStore = ReturnType<typeof openLeadStore>;

/** Opens (creating the folder, the file and the tables on first use) the lead database at `file`. */
export function openLeadStore(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // The server and the export command may use the file at once: wait for a lock instead of failing.
  db.pragma('busy_timeout = 5000');
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`the lead database could not switch to WAL (journal_mode is ${String(mode)})`);
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const insertLead = db.prepare(
    'INSERT INTO leads (id, created_at, name, email, phone, service, needs, page, template) VALUES (@id, @created_at, @name, @email, @phone, @service, @needs, @page, @template)',
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, attempts, next_attempt_at) VALUES (?, 0, ?)');
  const addLead = db.transaction((row: LeadRow, forward: boolean) => {
    insertLead.run(row);
    if (forward) insertOutbox.run(row.id, row.created_at);
  });

  const selectLeads = db.prepare(
    `SELECT l.*, o.attempts, o.delivered_at, o.last_error, o.lead_id AS outbox
       FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
      WHERE l.created_at >= ? AND l.created_at < ?
      ORDER BY l.created_at, l.rowid`,
  );
  const selectDue = db.prepare(
    `SELECT l.*, o.attempts FROM outbox o JOIN leads l ON l.id = o.lead_id
      WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at, l.rowid LIMIT ?`,
  );
  const selectNextDue = db.prepare('SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL');
  const markDelivered = db.prepare('UPDATE outbox SET delivered_at = ?, last_error = NULL, attempts = attempts + 1 WHERE lead_id = ?');
  const markFailed = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE lead_id = ?');
  const probe = db.prepare('SELECT 1 FROM leads LIMIT 1');

  return {
    file,
    /** Stores a validated lead (and, with `forward`, its outbox row) in one durable transaction. */
    addLead(lead: Lead, { forward, now }: { forward: boolean; now: number }): StoredLead {
      const row: LeadRow = { id: randomUUID(), created_at: iso(now), ...lead };
      addLead(row, forward);
      return toLead(row);
    },
    /** Leads with `since` ≤ created_at < `until` (ISO 8601 UTC strings), oldest first. */
    leads({ since = '0000', until = '9999' }: { since?: string; until?: string } = {}): LeadRecord[] {
      return (
        selectLeads.all(since, until) as (LeadRow & {
          attempts: number | null;
          delivered_at: string | null;
          last_error: string | null;
          outbox: string | null;
        })[]
      ).map((row) => ({
        ...toLead(row),
        ...(row.outbox !== null
          ? {
              forwarding: {
                attempts: row.attempts ?? 0,
                ...(row.delivered_at ? { deliveredAt: row.delivered_at } : {}),
                ...(row.last_error ? { lastError: row.last_error } : {}),
              },
            }
          : {}),
      }));
    },
    /** Undelivered outbox rows whose next attempt is due at `now`, oldest first. */
    due(now: number, limit = 20): OutboxItem[] {
      return (selectDue.all(iso(now), limit) as (LeadRow & { attempts: number })[]).map((row) => ({ lead: toLead(row), attempts: row.attempts }));
    },
    /** When the next undelivered outbox row is due (ms), or undefined when none is pending. */
    nextDueAt(): number | undefined {
      const { at } = selectNextDue.get() as { at: string | null };
      return at === null ? undefined : Date.parse(at);
    },
    delivered(leadId: string, now: number): void {
      markDelivered.run(iso(now), leadId);
    },
    failed(leadId: string, { attempts, nextAt, error }: { attempts: number; nextAt: number; error: string }): void {
      markFailed.run(attempts, iso(nextAt), error, leadId);
    },
    /** This connection's durability settings (synchronous 2 = FULL). */
    settings: () => ({ journalMode: db.pragma('journal_mode', { simple: true }), synchronous: db.pragma('synchronous', { simple: true }) }),
    /** A trivial read of the lead table (GET /readyz); throws when the database cannot answer. */
    ping(): void {
      probe.get();
    },
    close(): void {
      if (db.open) db.close();
    },
    get open() {
      return db.open;
    },
  };
}
