// The lead tests run against both stores: `describe.each(STORE_KINDS)` and, inside,
// `leadDatabasesOf(kind)`, which gives each test a fresh, empty database — an SQLite file in a
// temporary folder, or a new database on one real PostgreSQL server started for the file.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import { type LeadStore } from '../../src/server/leads/store.ts';
import { openLeadStore } from '../../src/server/leads/openStore.ts';
import { tempDir } from './helpers.ts';
import { startPostgres, type Postgres } from './realServices.ts';

export const STORE_KINDS = ['SQLite', 'PostgreSQL'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export interface LeadDatabases {
  /** The environment naming a new, empty database of this kind (LEADS_DB_PATH or DATABASE_URL). */
  fresh(): Promise<Record<string, string>>;
  /** The store for `env`'s database, as the server opens it (close it after use). */
  open(env: Record<string, string>): LeadStore;
  /** The PostgreSQL server (undefined for SQLite). */
  postgres(): Postgres | undefined;
}

/** Registers the set-up (a PostgreSQL server for this describe block) and the clean-up. */
export function leadDatabasesOf(kind: StoreKind): LeadDatabases {
  let dir: string;
  let server: Postgres | undefined;
  let count = 0;
  beforeAll(async () => {
    dir = tempDir('lead-dbs-');
    if (kind === 'PostgreSQL') server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.remove();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
  return {
    fresh: async (): Promise<Record<string, string>> =>
      server ? { DATABASE_URL: await server.createDatabase() } : { LEADS_DB_PATH: path.join(dir, `leads-${++count}.sqlite`) },
    open: (env) => openLeadStore(readLeadsConfig(env)),
    postgres: () => server,
  };
}
