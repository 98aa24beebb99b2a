// Versioned migrations on PostgreSQL, shared by the lead store and the admin tables: one transaction
// under an advisory lock (instances starting together migrate once), a table of applied versions,
// and a refusal when the database is newer than the code.
import type pg from 'pg';

export interface PostgresMigrations {
  /** The table of applied versions. */
  table: string;
  /** Any constant, one per set of migrations: the advisory lock that serialises them between instances. */
  lock: number;
  /** Each entry moves the schema one version up. Append, never edit. */
  migrations: readonly string[];
  /** The error for a database whose version this code does not know. */
  newer: (version: number) => Error;
}

export async function migratePostgres(pool: pg.Pool, { table, lock, migrations, newer }: PostgresMigrations): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${table}`);
    const version = rows[0].version ?? 0;
    if (version > migrations.length) throw newer(version);
    for (let v = version; v < migrations.length; v++) {
      await client.query(migrations[v]);
      await client.query(`INSERT INTO ${table} (version) VALUES ($1)`, [v + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
