// The admin's tables live in the lead database (src/server/leads/config.ts: the SQLite file, or
// PostgreSQL with DATABASE_URL), beside the leads, with their own versioned migrations recorded in
// admin_schema_migrations (the lead store keeps SQLite's user_version and its schema_migrations
// table). One small SQL interface over both engines: `?` placeholders (numbered for PostgreSQL),
// text timestamps (ISO 8601 UTC) so the same statements run on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { LeadsConfig } from '../server/leads/config.ts';
import { migratePostgres } from '../server/postgresMigrations.ts';

export interface Db {
  readonly label: string;
  readonly kind: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** Triggers refusing UPDATE and DELETE on an append-only SQLite table. */
const appendOnlySqlite = (table: string) =>
  ['UPDATE', 'DELETE']
    .map((op) => `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;`)
    .join('\n');
const AUDIT_GUARD_SQLITE = appendOnlySqlite('admin_audit');

/** Each entry moves the schema one version up. Append, never edit. */
const MIGRATIONS = {
  sqlite: [
    `CREATE TABLE admin_users (
       id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, role TEXT NOT NULL, password_hash TEXT NOT NULL,
       created_at TEXT NOT NULL, disabled_at TEXT);
     CREATE TABLE admin_sessions (
       id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES admin_users (id), csrf TEXT NOT NULL,
       created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL);
     CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
     CREATE TABLE admin_invitations (
       token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, role TEXT NOT NULL, invited_by TEXT NOT NULL,
       created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
     CREATE TABLE admin_audit (
       seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT, action TEXT NOT NULL,
       target TEXT, detail TEXT, address TEXT);
     ${AUDIT_GUARD_SQLITE}`,
    `CREATE TABLE content_leases (
       file TEXT PRIMARY KEY, user_id TEXT NOT NULL, email TEXT NOT NULL, taken_at TEXT NOT NULL, expires_at TEXT NOT NULL);`,
    // 3: preview links (src/admin/preview/links.ts).
    `CREATE TABLE preview_links (
       id_hash TEXT PRIMARY KEY, file TEXT NOT NULL, author_id TEXT NOT NULL, version TEXT NOT NULL, created_by TEXT NOT NULL,
       created_by_email TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked_at TEXT, revoked_by TEXT);
     CREATE INDEX preview_links_created_by ON preview_links (created_by);`,
    // 4: the leads inbox (src/admin/leadWork.ts): status changes and notes, append-only; a lead's status is its last change.
    `CREATE TABLE lead_events (
       seq INTEGER PRIMARY KEY AUTOINCREMENT, lead_id TEXT NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL,
       kind TEXT NOT NULL CHECK (kind IN ('status', 'note')), status TEXT, previous TEXT, note TEXT);
     CREATE INDEX lead_events_lead ON lead_events (lead_id, kind, seq);
     ${appendOnlySqlite('lead_events')}`,
    // 5: a password reset link is an invitation for an existing account, named here (null: a new person's invitation).
    `ALTER TABLE admin_invitations ADD COLUMN user_id TEXT;`,
    // 6: what a session is to its owner on /phien-dang-nhap: the device in words and the address it signed in from.
    `ALTER TABLE admin_sessions ADD COLUMN device TEXT;
     ALTER TABLE admin_sessions ADD COLUMN address TEXT;`,
    // 7: two-factor sign-in (twoFactor.ts): the account's authenticator key (one being set up, the one in
    // use, the last time step accepted), its recovery codes (hashed) and sign-ins waiting for their code.
    `ALTER TABLE admin_users ADD COLUMN totp_secret TEXT;
     ALTER TABLE admin_users ADD COLUMN totp_pending TEXT;
     ALTER TABLE admin_users ADD COLUMN totp_last_step INTEGER;
     ALTER TABLE admin_users ADD COLUMN totp_enabled_at TEXT;
     CREATE TABLE admin_recovery_codes (
       user_id TEXT NOT NULL REFERENCES admin_users (id), code_hash TEXT NOT NULL, used_at TEXT, PRIMARY KEY (user_id, code_hash));
     CREATE TABLE admin_sign_in_steps (
       id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES admin_users (id), created_at TEXT NOT NULL);`,
  ],
  postgres: [
    `CREATE TABLE admin_users (
       id text PRIMARY KEY, email text NOT NULL UNIQUE, role text NOT NULL, password_hash text NOT NULL,
       created_at text NOT NULL, disabled_at text);
     CREATE TABLE admin_sessions (
       id_hash text PRIMARY KEY, user_id text NOT NULL REFERENCES admin_users (id), csrf text NOT NULL,
       created_at text NOT NULL, last_seen_at text NOT NULL);
     CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
     CREATE TABLE admin_invitations (
       token_hash text PRIMARY KEY, email text NOT NULL, role text NOT NULL, invited_by text NOT NULL,
       created_at text NOT NULL, expires_at text NOT NULL, used_at text);
     CREATE TABLE admin_audit (
       seq bigserial PRIMARY KEY, at text NOT NULL, actor text, action text NOT NULL,
       target text, detail text, address text);
     CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS
       $$ BEGIN RAISE EXCEPTION 'admin_audit is append-only'; END $$;
     CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON admin_audit
       FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();`,
    `CREATE TABLE content_leases (
       file text PRIMARY KEY, user_id text NOT NULL, email text NOT NULL, taken_at text NOT NULL, expires_at text NOT NULL);`,
    // 3: preview links (src/admin/preview/links.ts).
    `CREATE TABLE preview_links (
       id_hash text PRIMARY KEY, file text NOT NULL, author_id text NOT NULL, version text NOT NULL, created_by text NOT NULL,
       created_by_email text NOT NULL, created_at text NOT NULL, expires_at text NOT NULL, revoked_at text, revoked_by text);
     CREATE INDEX preview_links_created_by ON preview_links (created_by);`,
    `CREATE TABLE lead_events (
       seq bigserial PRIMARY KEY, lead_id text NOT NULL, at text NOT NULL, actor text NOT NULL,
       kind text NOT NULL CHECK (kind IN ('status', 'note')), status text, previous text, note text);
     CREATE INDEX lead_events_lead ON lead_events (lead_id, kind, seq);
     CREATE FUNCTION lead_events_append_only() RETURNS trigger LANGUAGE plpgsql AS
       $$ BEGIN RAISE EXCEPTION 'lead_events is append-only'; END $$;
     CREATE TRIGGER lead_events_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON lead_events
       FOR EACH STATEMENT EXECUTE FUNCTION lead_events_append_only();`,
    `ALTER TABLE admin_invitations ADD COLUMN user_id text;`,
    `ALTER TABLE admin_sessions ADD COLUMN device text;
     ALTER TABLE admin_sessions ADD COLUMN address text;`,
    `ALTER TABLE admin_users ADD COLUMN totp_secret text;
     ALTER TABLE admin_users ADD COLUMN totp_pending text;
     ALTER TABLE admin_users ADD COLUMN totp_last_step integer;
     ALTER TABLE admin_users ADD COLUMN totp_enabled_at text;
     CREATE TABLE admin_recovery_codes (
       user_id text NOT NULL REFERENCES admin_users (id), code_hash text NOT NULL, used_at text, PRIMARY KEY (user_id, code_hash));
     CREATE TABLE admin_sign_in_steps (
       id_hash text PRIMARY KEY, user_id text NOT NULL REFERENCES admin_users (id), created_at text NOT NULL);`,
  ],
};

export const ADMIN_SCHEMA_VERSION = MIGRATIONS.sqlite.length;
const MIGRATION_LOCK = 4_711_039;
const newer = (version: number) =>
  new Error(`the admin tables have schema version ${version}, newer than this code knows (${ADMIN_SCHEMA_VERSION}): update the admin server`);

function openSqlite(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS admin_schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const { version } = db.prepare('SELECT coalesce(max(version), 0) AS version FROM admin_schema_migrations').get() as { version: number };
    if (version > MIGRATIONS.sqlite.length) throw newer(version);
    for (let v = version; v < MIGRATIONS.sqlite.length; v++) {
      db.exec(MIGRATIONS.sqlite[v]);
      db.prepare('INSERT INTO admin_schema_migrations (version, applied_at) VALUES (?, ?)').run(v + 1, new Date().toISOString());
    }
  }).immediate();
  return {
    label: file,
    kind: 'sqlite',
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    close: async () => void (db.open && db.close()),
  };
}

function openPostgres({ url, label }: NonNullable<LeadsConfig['postgres']>): Db {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5000, query_timeout: 15_000, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {});
  let migrated: Promise<void> | undefined;
  const migrate = () => migratePostgres(pool, { table: 'admin_schema_migrations', lock: MIGRATION_LOCK, migrations: MIGRATIONS.postgres, newer });
  const schema = () =>
    (migrated ??= migrate().catch((error: unknown) => {
      migrated = undefined;
      throw error;
    }));
  let n = 0;
  const numbered = (sql: string) => ((n = 0), sql.replace(/\?/g, () => `$${++n}`));
  let ended: Promise<void> | undefined;
  return {
    label,
    kind: 'postgres',
    all: async <T>(sql: string, params: unknown[] = []) => (await schema(), (await pool.query(numbered(sql), params)).rows as T[]),
    run: async (sql, params = []) => (await schema(), (await pool.query(numbered(sql), params)).rowCount ?? 0),
    close: () => (ended ??= pool.end()),
  };
}

/** The admin's tables in the lead database the configuration names (created on first use). */
export function openAdminDb(config: Pick<LeadsConfig, 'dbPath' | 'postgres'>): Db {
  return config.postgres ? openPostgres(config.postgres) : openSqlite(config.dbPath);
}
