// What an operator does from the command line that staff must see in the admin's audit log (a site
// release served, a rollback): written to the admin's database when there is one (DATABASE_URL, or the
// SQLite file of LEADS_DB_PATH that the admin already made). Never a reason to undo the command: a
// database that cannot be reached is said on standard error, the command's work stands.
import { existsSync } from 'node:fs';
import { accounts } from '../../src/admin/accounts.ts';
import type { AuditAction } from '../../src/admin/auditActions.ts';
import { openAdminDb } from '../../src/admin/db.ts';
import type { Env } from '../../src/server/domainCheck/config.ts';
import { readLeadsDatabase } from '../../src/server/leads/config.ts';

/** The audit needs no session: these timeouts are never read. */
const NO_SESSIONS = { idleMs: 1, absoluteMs: 1 };

export async function auditFromCommandLine(
  env: Env,
  entry: { action: AuditAction; actor: string; target?: string; detail?: string },
): Promise<'recorded' | 'no-database'> {
  const config = readLeadsDatabase(env);
  // No admin database here (a site-only machine, a first deploy): nothing to record in.
  if (!config.postgres && !existsSync(config.dbPath)) return 'no-database';
  const db = openAdminDb(config);
  try {
    await accounts(db, NO_SESSIONS).audit({ at: Date.now(), ...entry });
    return 'recorded';
  } finally {
    await db.close();
  }
}
