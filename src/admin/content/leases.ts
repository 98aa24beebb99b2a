// Who is editing which page now (issue 39: "leases instead of silent overwrites"). Opening a page in
// the editor takes its lease, the editor renews it while its tab is active and releases it on leave;
// a lease not renewed expires. Someone else sees who holds it and since when, and may take it over:
// the first person's next renewal tells them, and their draft (per author) keeps everything they saved.
// Each change is one statement, so two people taking a free page at once cannot both get it.
import type { Db } from '../db.ts';

export interface Lease {
  file: string;
  userId: string;
  email: string;
  /** ISO 8601: when its holder took it. */
  takenAt: string;
  expiresAt: string;
}

interface LeaseRow {
  file: string;
  user_id: string;
  email: string;
  taken_at: string;
  expires_at: string;
}

const toLease = (row: LeaseRow): Lease => ({ file: row.file, userId: row.user_id, email: row.email, takenAt: row.taken_at, expiresAt: row.expires_at });
const iso = (ms: number) => new Date(ms).toISOString();

export type TakeResult = { lease: Lease } | { heldBy: Lease };

export interface Leases {
  /** Takes (or renews) `file`'s lease for `user`; held by someone else and live → `heldBy`, unless `takeOver`. */
  take(file: string, user: { id: string; email: string }, now: number, takeOver?: boolean): Promise<TakeResult>;
  /** Renews `user`'s lease; someone else's now (taken over, or taken after it expired) → `heldBy`; none → taken anew. */
  renew(file: string, user: { id: string; email: string }, now: number): Promise<TakeResult>;
  release(file: string, userId: string): Promise<void>;
  /** The live lease of `file`, if any. */
  holder(file: string, now: number): Promise<Lease | undefined>;
  /** Every live lease. */
  live(now: number): Promise<Lease[]>;
  /**
   * Whether `lease` is a take-over from `email`: the page's newest `take-over` in the audit log was made by
   * the lease's holder, from `email` (its detail), since the lease was taken. The lease table keeps only
   * the holder; the audit log (append-only) keeps whom a take-over took the page from.
   */
  takenFrom(lease: Lease, email: string): Promise<boolean>;
}

/** `ttlMs`: a lease not renewed within it expires (the editor renews it every few seconds while its tab is active). */
export function leases(db: Db, ttlMs = 5 * 60_000): Leases {
  const holder = async (file: string, now: number) =>
    (await db.all<LeaseRow>('SELECT * FROM content_leases WHERE file = ? AND expires_at > ?', [file, iso(now)])).map(toLease)[0];

  async function take(file: string, user: { id: string; email: string }, now: number, takeOver = false): Promise<TakeResult> {
    // Free, expired, already ours, or taken over: one upsert decides, atomically.
    const taken = await db.all<LeaseRow>(
      `INSERT INTO content_leases (file, user_id, email, taken_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (file) DO UPDATE SET
         taken_at = CASE WHEN content_leases.user_id = excluded.user_id AND content_leases.expires_at > ? THEN content_leases.taken_at ELSE excluded.taken_at END,
         user_id = excluded.user_id, email = excluded.email, expires_at = excluded.expires_at
       WHERE content_leases.user_id = excluded.user_id OR content_leases.expires_at <= ? OR ? = 1
       RETURNING *`,
      [file, user.id, user.email, iso(now), iso(now + ttlMs), iso(now), iso(now), takeOver ? 1 : 0],
    );
    if (taken.length) return { lease: toLease(taken[0]) };
    const current = await holder(file, now);
    return current ? { heldBy: current } : take(file, user, now, takeOver);
  }

  return {
    take,
    async renew(file, user, now) {
      const current = await holder(file, now);
      if (current && current.userId !== user.id) return { heldBy: current };
      return take(file, user, now);
    },
    async release(file, userId) {
      await db.run('DELETE FROM content_leases WHERE file = ? AND user_id = ?', [file, userId]);
    },
    holder,
    async live(now) {
      return (await db.all<LeaseRow>('SELECT * FROM content_leases WHERE expires_at > ? ORDER BY file', [iso(now)])).map(toLease);
    },
    async takenFrom(lease, email) {
      const [last] = await db.all<{ at: string; actor: string | null; detail: string | null }>(
        `SELECT at, actor, detail FROM admin_audit WHERE action = 'take-over' AND target = ? ORDER BY seq DESC LIMIT 1`,
        [lease.file],
      );
      return !!last && last.actor === lease.email && last.detail === email && last.at >= lease.takenAt;
    },
  };
}
