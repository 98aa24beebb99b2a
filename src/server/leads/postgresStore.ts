// The lead database in PostgreSQL (DATABASE_URL; the `pg` client): for several server instances
// sharing one database. Versioned migrations run once under an advisory lock (two instances
// starting together do not both migrate). An outbox row is taken for an attempt in one committed
// statement (SELECT … FOR UPDATE SKIP LOCKED, then the attempt's start and a lease recorded) before
// anything is sent, so no other instance takes it until the lease ends; if the process dies, the
// row is due again when the lease ends (at least once, never lost). The schema is created on first use;
// a database that cannot be reached makes each call fail (503 to the visitor), and the next call
// tries again.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Lead } from '../../lib/lead.ts';
import type { DatabaseUrl } from './config.ts';
import { deliveryState, LEAD_COLUMNS, toLead, toRow, type LeadRow, type OutboxRow } from './rows.ts';
import { FLUSH_IDS_KEPT_MS, iso, UNFINISHED, type Channel, type LeadRecord, type LeadStore, type OutboxClaim, type ViewCount } from './store.ts';
import { migratePostgres } from '../postgresMigrations.ts';

/** Each entry moves the schema one version up (a row in schema_migrations). Append, never edit. */
export const MIGRATIONS = [
  `CREATE TABLE leads (
     seq bigserial UNIQUE,
     id uuid PRIMARY KEY,
     created_at timestamptz NOT NULL,
     name text NOT NULL,
     email text NOT NULL,
     phone text NOT NULL,
     service text NOT NULL,
     needs text NOT NULL,
     page text NOT NULL,
     template text NOT NULL
   );
   CREATE INDEX leads_created_at ON leads (created_at, seq);
   CREATE TABLE outbox (
     lead_id uuid NOT NULL REFERENCES leads (id),
     channel text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     last_error text,
     delivered_at timestamptz,
     PRIMARY KEY (lead_id, channel)
   );
   CREATE INDEX outbox_pending ON outbox (channel, next_attempt_at) WHERE delivered_at IS NULL;`,
  // 2: an attempt is recorded as started before anything is sent (cleared when its outcome is recorded).
  `ALTER TABLE outbox ADD COLUMN attempt_started_at timestamptz;`,
  // 3: where a lead was sent from (form or domain checker, with the domain) and where its visit came from.
  `ALTER TABLE leads
     ADD COLUMN source text NOT NULL DEFAULT 'form',
     ADD COLUMN domain text NOT NULL DEFAULT '',
     ADD COLUMN landing_page text NOT NULL DEFAULT '',
     ADD COLUMN referrer text NOT NULL DEFAULT '',
     ADD COLUMN utm_source text NOT NULL DEFAULT '',
     ADD COLUMN utm_medium text NOT NULL DEFAULT '',
     ADD COLUMN utm_campaign text NOT NULL DEFAULT '',
     ADD COLUMN utm_term text NOT NULL DEFAULT '',
     ADD COLUMN utm_content text NOT NULL DEFAULT '',
     ADD COLUMN click_ids text NOT NULL DEFAULT '{}';`,
  // 4: the page experiment (A/B test) and variant a lead's visit saw; the views counted per Vietnam day and variant (viewCounts.ts).
  `ALTER TABLE leads
     ADD COLUMN experiment text NOT NULL DEFAULT '',
     ADD COLUMN variant text NOT NULL DEFAULT '';
   CREATE INDEX leads_experiment ON leads (experiment, variant) WHERE experiment <> '';
   CREATE TABLE experiment_views (
     day text NOT NULL,
     experiment text NOT NULL,
     variant text NOT NULL,
     views bigint NOT NULL,
     PRIMARY KEY (experiment, variant, day)
   );
   CREATE TABLE experiment_view_flushes (id text PRIMARY KEY, flushed_at timestamptz NOT NULL);`,
];

export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/** Any constant: the advisory lock that serialises migrations between instances. */
const MIGRATION_LOCK = 4_711_019;

/** Runs `migrations` (all of them; the first ones only in a test of an older database). */
export const migrate = (pool: pg.Pool, migrations: readonly string[] = MIGRATIONS) =>
  migratePostgres(pool, {
    table: 'schema_migrations',
    lock: MIGRATION_LOCK,
    migrations,
    newer: (version) => new Error(`the lead database has schema version ${version}, newer than this code knows (${MIGRATIONS.length}): update the site`),
  });

const ignore = () => {};

export function openPostgresStore({ url, label }: DatabaseUrl, { poolSize = 10 }: { poolSize?: number } = {}): LeadStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer is an error within seconds, never a visitor left waiting.
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection cut by the server (restart, failover) is dropped by the pool; without a
  // listener the 'error' event would end the process.
  pool.on('error', ignore);

  let migrated: Promise<void> | undefined;
  let ended: Promise<void> | undefined;
  /** The schema, once per process; a failure (database down) is retried by the next call. */
  const schema = () =>
    (migrated ??= migrate(pool).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    }));
  const query = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => (await schema(), pool.query<R>(text, values));

  return {
    label,
    async addLead(lead: Lead, { channels, now }: { channels: readonly Channel[]; now: number }) {
      await schema();
      const row = toRow(randomUUID(), iso(now), lead);
      const n = LEAD_COLUMNS.length;
      // One statement, so the lead and its outbox rows commit together.
      await pool.query(
        `WITH lead AS (
           INSERT INTO leads (${LEAD_COLUMNS.join(', ')})
           VALUES (${LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, created_at)
         INSERT INTO outbox (lead_id, channel, next_attempt_at) SELECT lead.id, channel, lead.created_at FROM lead, unnest($${n + 1}::text[]) AS channel`,
        [...LEAD_COLUMNS.map((column) => row[column]), channels],
      );
      return toLead(row);
    },
    async leads({ since, until }: { since?: string; until?: string } = {}): Promise<LeadRecord[]> {
      const range = "created_at >= coalesce($1::timestamptz, '-infinity') AND created_at < coalesce($2::timestamptz, 'infinity')";
      const leads = await query<LeadRow>(`SELECT * FROM leads WHERE ${range} ORDER BY created_at, seq`, [since ?? null, until ?? null]);
      const outbox = await query<OutboxRow>(
        `SELECT o.lead_id, o.channel, o.attempts, o.delivered_at, o.last_error, o.next_attempt_at FROM outbox o
          WHERE o.lead_id IN (SELECT id FROM leads WHERE ${range})`,
        [since ?? null, until ?? null],
      );
      const byLead = new Map<string, OutboxRow[]>();
      for (const row of outbox.rows) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
      return leads.rows.map((row) => ({ ...toLead(row), ...deliveryState(byLead.get(row.id) ?? []) }));
    },
    async claim(channel: Channel, now: number, leaseMs: number): Promise<OutboxClaim | undefined> {
      const started = iso(now);
      // One statement, committed before anything is sent: the due row is locked while it is taken
      // (SKIP LOCKED: another instance takes the next one), its attempt recorded and its lease set.
      // An attempt left unfinished (started, no outcome) counts as a failed one; SET reads the row as it was.
      const { rows } = await query<LeadRow & { attempts: number; unfinished: boolean }>(
        `WITH due AS (
           SELECT o.lead_id, o.channel, o.attempt_started_at IS NOT NULL AS unfinished FROM outbox o JOIN leads l ON l.id = o.lead_id
            WHERE o.channel = $1 AND o.delivered_at IS NULL AND o.next_attempt_at <= $2
            ORDER BY o.next_attempt_at, l.seq LIMIT 1
            FOR UPDATE OF o SKIP LOCKED),
         taken AS (
           UPDATE outbox o SET attempt_started_at = $2, next_attempt_at = $3,
                  attempts = o.attempts + due.unfinished::int,
                  last_error = CASE WHEN due.unfinished THEN $4 ELSE o.last_error END
             FROM due WHERE o.lead_id = due.lead_id AND o.channel = due.channel
           RETURNING o.lead_id, o.attempts, due.unfinished)
         SELECT l.*, taken.attempts, taken.unfinished FROM taken JOIN leads l ON l.id = taken.lead_id`,
        [channel, started, iso(now + leaseMs), UNFINISHED],
      );
      if (rows.length === 0) return undefined;
      const row = rows[0];
      return {
        item: { lead: toLead(row), attempts: row.attempts, unfinished: row.unfinished },
        delivered: async (at) =>
          void (await pool.query(
            `UPDATE outbox SET delivered_at = $1, last_error = NULL, attempt_started_at = NULL, attempts = attempts + 1
              WHERE lead_id = $2 AND channel = $3 AND delivered_at IS NULL`,
            [iso(at), row.id, channel],
          )),
        failed: async ({ attempts, nextAt, error }) =>
          void (await pool.query(
            `UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3, attempt_started_at = NULL
              WHERE lead_id = $4 AND channel = $5 AND attempt_started_at = $6`,
            [attempts, iso(nextAt), error, row.id, channel, started],
          )),
      };
    },
    async nextDueAt(channel: Channel) {
      const { rows } = await query<{ at: Date | null }>('SELECT min(next_attempt_at) AS at FROM outbox WHERE channel = $1 AND delivered_at IS NULL', [channel]);
      return rows[0].at === null ? undefined : rows[0].at.getTime();
    },
    async addViews(flushId: string, counts: readonly ViewCount[], now: number) {
      await schema();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // The flush's id first: a flush already applied (by this instance or another) adds nothing.
        const taken = await client.query('INSERT INTO experiment_view_flushes (id, flushed_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [flushId, iso(now)]);
        if (taken.rowCount === 0) {
          await client.query('ROLLBACK');
          return false;
        }
        await client.query(
          `INSERT INTO experiment_views (day, experiment, variant, views)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
           ON CONFLICT (experiment, variant, day) DO UPDATE SET views = experiment_views.views + excluded.views`,
          [counts.map((c) => c.day), counts.map((c) => c.experiment), counts.map((c) => c.variant), counts.map((c) => c.views)],
        );
        await client.query('DELETE FROM experiment_view_flushes WHERE flushed_at < $1', [iso(now - FLUSH_IDS_KEPT_MS)]);
        await client.query('COMMIT');
        return true;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async views(): Promise<ViewCount[]> {
      const { rows } = await query<ViewCount>('SELECT day, experiment, variant, views::int AS views FROM experiment_views ORDER BY experiment, variant, day');
      return rows;
    },
    async ping() {
      await query('SELECT 1 FROM leads LIMIT 1');
    },
    close: () => (ended ??= pool.end()),
  };
}
