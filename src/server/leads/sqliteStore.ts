// The lead database in one SQLite file (better-sqlite3, synchronous): the default, for one server
// process. WAL journal with synchronous = FULL, so a committed lead is on disk before the visitor
// hears "stored"; a lead and its outbox rows (the webhook's and the email's to-do) are written in
// one transaction, so neither exists without the other. The schema is versioned with
// PRAGMA user_version. Only one process may send from a file (no row locks across processes).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Lead } from '../../lib/lead.ts';
import { deliveryState, LEAD_COLUMNS, toLead, toRow, type LeadRow, type OutboxRow } from './rows.ts';
import { FLUSH_IDS_KEPT_MS, iso, UNFINISHED, type Channel, type LeadRecord, type LeadStore, type OutboxClaim, type ViewCount } from './store.ts';

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
  // 2: one outbox row per lead and channel (webhook, email); the rows so far were the webhook's.
  `CREATE TABLE outbox_channels (
     lead_id TEXT NOT NULL REFERENCES leads (id),
     channel TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     PRIMARY KEY (lead_id, channel)
   );
   INSERT INTO outbox_channels SELECT lead_id, 'webhook', attempts, next_attempt_at, last_error, delivered_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_channels RENAME TO outbox;
   CREATE INDEX outbox_pending ON outbox (channel, next_attempt_at) WHERE delivered_at IS NULL;`,
  // 3: an attempt is recorded as started before anything is sent (cleared when its outcome is recorded).
  `ALTER TABLE outbox ADD COLUMN attempt_started_at TEXT;`,
  // 4: where a lead was sent from (form or domain checker, with the domain) and where its visit came from.
  `ALTER TABLE leads ADD COLUMN source TEXT NOT NULL DEFAULT 'form';
   ALTER TABLE leads ADD COLUMN domain TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN click_ids TEXT NOT NULL DEFAULT '{}';`,
  // 5: the page experiment (A/B test) and variant a lead's visit saw; the views counted per Vietnam day and variant (viewCounts.ts).
  `ALTER TABLE leads ADD COLUMN experiment TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN variant TEXT NOT NULL DEFAULT '';
   CREATE INDEX leads_experiment ON leads (experiment, variant) WHERE experiment <> '';
   CREATE TABLE experiment_views (
     day TEXT NOT NULL,
     experiment TEXT NOT NULL,
     variant TEXT NOT NULL,
     views INTEGER NOT NULL,
     PRIMARY KEY (experiment, variant, day)
   );
   CREATE TABLE experiment_view_flushes (id TEXT PRIMARY KEY, flushed_at TEXT NOT NULL);`,
];

export const SQLITE_SCHEMA_VERSION = MIGRATIONS.length;

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

export type SqliteLeadStore = ReturnType<typeof openSqliteStore>;

/** Opens (creating the folder, the file and the tables on first use) the lead database at `file`. */
export function openSqliteStore(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // The server and the export command may use the file at once: wait for a lock instead of failing.
  db.pragma('busy_timeout = 5000');
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`the lead database could not switch to WAL (journal_mode is ${String(mode)})`);
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const insertLead = db.prepare(`INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES (${LEAD_COLUMNS.map((c) => `@${c}`).join(', ')})`);
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, channel, attempts, next_attempt_at) VALUES (?, ?, 0, ?)');
  const addLead = db.transaction((row: LeadRow, channels: readonly Channel[]) => {
    insertLead.run(row);
    for (const channel of channels) insertOutbox.run(row.id, channel, row.created_at);
  });

  const selectLeads = db.prepare('SELECT * FROM leads WHERE created_at >= ? AND created_at < ? ORDER BY created_at, rowid');
  const selectOutbox = db.prepare(
    `SELECT o.lead_id, o.channel, o.attempts, o.delivered_at, o.last_error, o.next_attempt_at
       FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.created_at >= ? AND l.created_at < ?`,
  );
  const selectDue = db.prepare(
    `SELECT l.*, o.attempts, o.attempt_started_at FROM outbox o JOIN leads l ON l.id = o.lead_id
      WHERE o.channel = ? AND o.delivered_at IS NULL AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at, l.rowid LIMIT 1`,
  );
  // An attempt left unfinished (started, no outcome) counts as a failed one. SET reads the row as it was.
  const markStarted = db.prepare(
    `UPDATE outbox SET attempt_started_at = @now, next_attempt_at = @until,
       attempts = attempts + (attempt_started_at IS NOT NULL),
       last_error = CASE WHEN attempt_started_at IS NOT NULL THEN @unfinished ELSE last_error END
     WHERE lead_id = @id AND channel = @channel`,
  );
  const takeDue = db.transaction((channel: Channel, now: string, until: string) => {
    const row = selectDue.get(channel, now) as (LeadRow & { attempts: number; attempt_started_at: string | null }) | undefined;
    if (row) markStarted.run({ now, until, id: row.id, channel, unfinished: UNFINISHED });
    return row;
  });
  const selectNextDue = db.prepare('SELECT MIN(next_attempt_at) AS at FROM outbox WHERE channel = ? AND delivered_at IS NULL');
  const markDelivered = db.prepare(
    'UPDATE outbox SET delivered_at = ?, last_error = NULL, attempt_started_at = NULL, attempts = attempts + 1 WHERE lead_id = ? AND channel = ? AND delivered_at IS NULL',
  );
  const markFailed = db.prepare(
    'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, attempt_started_at = NULL WHERE lead_id = ? AND channel = ? AND attempt_started_at = ?',
  );
  const probe = db.prepare('SELECT 1 FROM leads LIMIT 1');
  const insertFlush = db.prepare('INSERT OR IGNORE INTO experiment_view_flushes (id, flushed_at) VALUES (?, ?)');
  const pruneFlushes = db.prepare('DELETE FROM experiment_view_flushes WHERE flushed_at < ?');
  const addViewCount = db.prepare(
    `INSERT INTO experiment_views (day, experiment, variant, views) VALUES (@day, @experiment, @variant, @views)
     ON CONFLICT (experiment, variant, day) DO UPDATE SET views = views + excluded.views`,
  );
  const addViews = db.transaction((flushId: string, counts: readonly ViewCount[], now: number) => {
    if (insertFlush.run(flushId, iso(now)).changes === 0) return false;
    for (const count of counts) addViewCount.run(count);
    pruneFlushes.run(iso(now - FLUSH_IDS_KEPT_MS));
    return true;
  });
  const selectViews = db.prepare('SELECT day, experiment, variant, views FROM experiment_views ORDER BY experiment, variant, day');

  const store = {
    label: file,
    async addLead(lead: Lead, { channels, now }: { channels: readonly Channel[]; now: number }) {
      const row = toRow(randomUUID(), iso(now), lead);
      addLead(row, channels);
      return toLead(row);
    },
    async leads({ since = '0000', until = '9999' }: { since?: string; until?: string } = {}): Promise<LeadRecord[]> {
      const outbox = new Map<string, OutboxRow[]>();
      for (const row of selectOutbox.all(since, until) as OutboxRow[]) outbox.set(row.lead_id, [...(outbox.get(row.lead_id) ?? []), row]);
      return (selectLeads.all(since, until) as LeadRow[]).map((row) => ({ ...toLead(row), ...deliveryState(outbox.get(row.id) ?? []) }));
    },
    async claim(channel: Channel, now: number, leaseMs: number): Promise<OutboxClaim | undefined> {
      const started = iso(now);
      // IMMEDIATE: the write lock first, so the row read is the row updated.
      const row = takeDue.immediate(channel, started, iso(now + leaseMs));
      if (!row) return undefined;
      const unfinished = row.attempt_started_at !== null;
      return {
        item: { lead: toLead(row), attempts: row.attempts + (unfinished ? 1 : 0), unfinished },
        delivered: async (at) => void markDelivered.run(iso(at), row.id, channel),
        failed: async ({ attempts, nextAt, error }) => void markFailed.run(attempts, iso(nextAt), error, row.id, channel, started),
      };
    },
    async nextDueAt(channel: Channel) {
      const { at } = selectNextDue.get(channel) as { at: string | null };
      return at === null ? undefined : Date.parse(at);
    },
    async addViews(flushId: string, counts: readonly ViewCount[], now: number) {
      return addViews.immediate(flushId, counts, now);
    },
    async views(): Promise<ViewCount[]> {
      return selectViews.all() as ViewCount[];
    },
    async ping() {
      probe.get();
    },
    async close() {
      if (db.open) db.close();
    },
    /** This connection's durability settings (synchronous 2 = FULL). */
    settings: () => ({ journalMode: db.pragma('journal_mode', { simple: true }), synchronous: db.pragma('synchronous', { simple: true }) }),
    get open() {
      return db.open;
    },
  } satisfies LeadStore & Record<string, unknown>;
  return store;
}
