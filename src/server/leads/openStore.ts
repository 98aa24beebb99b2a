// The lead store the configuration names, opened: PostgreSQL with DATABASE_URL, else the SQLite file. Apart
// from store.ts (what a store is), so the engines can import that without a circle back to themselves.
import type { LeadsConfig } from './config.ts';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { LeadStore } from './store.ts';

export function openLeadStore(config: Pick<LeadsConfig, 'dbPath' | 'postgres'>): LeadStore {
  return config.postgres ? openPostgresStore(config.postgres) : openSqliteStore(config.dbPath);
}
