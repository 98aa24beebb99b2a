// Staff accounts, server-side sessions, invitations and the audit log, over the admin's tables
// (db.ts). A session id and an invitation token are 32 random bytes sent to the browser once;
// only their SHA-256 is stored, so a copy of the database signs no one in. The audit log is
// only ever inserted into (the tables refuse UPDATE and DELETE by trigger).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './db.ts';
import type { AuditAction } from './auditActions.ts';
import type { AuditFilter } from './auditQuery.ts';

export const ROLES = ['editor', 'publisher', 'admin', 'sales'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export interface User {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  disabledAt?: string;
  /** Whether the account signs in with a second factor (twoFactor.ts). */
  twoFactor: boolean;
}

export interface Session {
  user: User;
  /** The synchronizer token every write of this session must carry. */
  csrf: string;
}

export interface SessionTimeouts {
  /** A session unused this long is over (ADMIN_SESSION_IDLE_MINUTES, default 30). */
  idleMs: number;
  /** Any session is over this long after sign-in (ADMIN_SESSION_MAX_HOURS, default 12). */
  absoluteMs: number;
}

/** Who made the first admin's link (`firstAdminLink`): the one-command start, not a person. */
export const FIRST_ADMIN_INVITER = 'first-start';

/**
 * An open invitation: a new person's (`userId` null), or a password reset link for the account `userId`. The
 * first admin's has no email (''): the person gives theirs when accepting.
 */
export interface Invitation {
  email: string;
  role: Role;
  userId: string | null;
}

/** One live session as its owner sees it. */
export interface SessionSummary {
  /** Names the session in a form: derived from the stored hash, never the cookie's value or the hash itself. */
  handle: string;
  startedAt: string;
  lastSeenAt: string;
  device: string | null;
  address: string | null;
  /** The session of the request that asks. */
  current: boolean;
}

export interface AuditEntry {
  seq: number;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  address: string | null;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A session's name in its owner's forms, from its stored hash (a second hash: the stored one never leaves the database). */
const sessionHandle = (idHash: string) => createHash('sha256').update(`session:${idHash}`).digest('hex').slice(0, 32);
const iso = (ms: number) => new Date(ms).toISOString();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

interface UserRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
  totp_enabled_at?: string | null;
}
const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  ...(row.disabled_at ? { disabledAt: row.disabled_at } : {}),
  twoFactor: Boolean(row.totp_enabled_at),
});

/**
 * Text an attacker may have typed (an email tried at sign-in, a title), as the audit log keeps it: control
 * characters, line and paragraph separators and direction overrides written as \uXXXX, so an entry can
 * never look like two entries, move a terminal's cursor or read backwards.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const UNSAFE_IN_LOG = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
export const auditText = (text: string | undefined): string | null =>
  text === undefined ? null : text.replace(UNSAFE_IN_LOG, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The condition on an UPDATE of admin_users that keeps one active admin: the row is not an active admin, or
 * another active admin remains.
 */
const NOT_LAST_ADMIN =
  "NOT (role = 'admin' AND disabled_at IS NULL AND (SELECT count(*) FROM admin_users AS other WHERE other.role = 'admin' AND other.disabled_at IS NULL) <= 1)";

export function accounts(db: Db, timeouts: SessionTimeouts) {
  /** Whether the account `id` is the only active admin. */
  const isLastAdmin = async (id: string) => {
    const admins = await db.all<{ id: string }>("SELECT id FROM admin_users WHERE role = 'admin' AND disabled_at IS NULL");
    return admins.length === 1 && admins[0]!.id === id;
  };
  /** The account's live sessions: the one of this cookie value (`current`) first, then the last used first. */
  async function sessionsOf(userId: string, now: number, current: string): Promise<SessionSummary[]> {
    const rows = await db.all<{ id_hash: string; created_at: string; last_seen_at: string; device: string | null; address: string | null }>(
      'SELECT id_hash, created_at, last_seen_at, device, address FROM admin_sessions WHERE user_id = ?',
      [userId],
    );
    return rows
      .filter((row) => Date.parse(row.last_seen_at) + timeouts.idleMs > now && Date.parse(row.created_at) + timeouts.absoluteMs > now)
      .map((row) => ({
        handle: sessionHandle(row.id_hash),
        startedAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        device: row.device,
        address: row.address,
        current: row.id_hash === tokenHash(current),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || (a.lastSeenAt < b.lastSeenAt ? 1 : a.lastSeenAt > b.lastSeenAt ? -1 : 0));
  }

  /** A one-time invitation; returns the token for the link (only its hash is stored). */
  async function insertInvitation({
    email,
    role,
    invitedBy,
    now,
    ttlMs,
    userId = null,
  }: {
    email: string;
    role: Role;
    invitedBy: string;
    now: number;
    ttlMs: number;
    userId?: string | null;
  }): Promise<string> {
    const token = newToken();
    await db.run('INSERT INTO admin_invitations (token_hash, email, role, invited_by, created_at, expires_at, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      tokenHash(token),
      normaliseEmail(email),
      role,
      invitedBy,
      iso(now),
      iso(now + ttlMs),
      userId,
    ]);
    return token;
  }

  return {
    /** The admin's database these tables are in (the server keeps the leads' sales work there too: leadWork.ts). */
    db,
    async addUser({ email, role, passwordHash, now }: { email: string; role: Role; passwordHash: string; now: number }): Promise<User> {
      const row: UserRow = { id: randomUUID(), email: normaliseEmail(email), role, password_hash: passwordHash, created_at: iso(now), disabled_at: null };
      await db.run('INSERT INTO admin_users (id, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)', [
        row.id,
        row.email,
        row.role,
        row.password_hash,
        row.created_at,
      ]);
      return toUser(row);
    },
    async userByEmail(email: string): Promise<(User & { passwordHash: string }) | undefined> {
      const [row] = await db.all<UserRow>('SELECT * FROM admin_users WHERE email = ?', [normaliseEmail(email)]);
      return row && { ...toUser(row), passwordHash: row.password_hash };
    },
    async user(id: string): Promise<User | undefined> {
      const [row] = await db.all<UserRow>('SELECT * FROM admin_users WHERE id = ?', [id]);
      return row && toUser(row);
    },
    async users(): Promise<User[]> {
      return (await db.all<UserRow>('SELECT * FROM admin_users ORDER BY created_at, email')).map(toUser);
    },
    /** Disables the account and ends every session of it at once. */
    /** 'last-admin' (nothing changed) when the account is the one active admin left. */
    async disableUser(id: string, now: number): Promise<boolean | 'last-admin'> {
      const changed = await db.run(`UPDATE admin_users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL AND ${NOT_LAST_ADMIN}`, [iso(now), id]);
      if (changed === 0 && (await isLastAdmin(id))) return 'last-admin';
      await db.run('DELETE FROM admin_sessions WHERE user_id = ?', [id]);
      return changed > 0;
    },
    /** A new password: every session of the account ends (the caller starts a new one for the person who changed it). */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.run('UPDATE admin_users SET password_hash = ? WHERE id = ?', [passwordHash, id]);
      await db.run('DELETE FROM admin_sessions WHERE user_id = ?', [id]);
    },
    /** A new role takes effect on the next request; the user's sessions are ended so they sign in again with it. */
    async setRole(id: string, role: Role): Promise<boolean | 'last-admin'> {
      // Staying admin is always allowed; leaving it, not for the last active admin (one statement: checked as it is written).
      const changed = await db.run(`UPDATE admin_users SET role = ? WHERE id = ?${role === 'admin' ? '' : ` AND ${NOT_LAST_ADMIN}`}`, [role, id]);
      if (changed === 0 && (await isLastAdmin(id))) return 'last-admin';
      await db.run('DELETE FROM admin_sessions WHERE user_id = ?', [id]);
      return changed > 0;
    },

    /**
     * A new session (a new id: never one the browser brought, so no fixation). Returns the id for the cookie.
     * `seen`: the device in words and the address it signs in from, shown to its owner among their sessions.
     */
    async startSession(userId: string, now: number, seen: { device?: string; address?: string } = {}): Promise<{ id: string; csrf: string }> {
      const id = newToken();
      const csrf = newToken();
      await db.run('INSERT INTO admin_sessions (id_hash, user_id, csrf, created_at, last_seen_at, device, address) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        tokenHash(id),
        userId,
        csrf,
        iso(now),
        iso(now),
        seen.device?.slice(0, 100) ?? null,
        seen.address?.slice(0, 100) ?? null,
      ]);
      return { id, csrf };
    },
    sessionsOf,
    /** Ends the account's session with this handle (only its own: another account's handle ends nothing); whether one ended. */
    async endSessionOf(userId: string, handle: string): Promise<boolean> {
      const rows = await db.all<{ id_hash: string }>('SELECT id_hash FROM admin_sessions WHERE user_id = ?', [userId]);
      const found = rows.find((row) => sessionHandle(row.id_hash) === handle);
      if (!found) return false;
      return (await db.run('DELETE FROM admin_sessions WHERE id_hash = ? AND user_id = ?', [found.id_hash, userId])) > 0;
    },
    /** Ends every session of the account (its second factor was turned off by an admin). */
    async endSessionsOf(userId: string): Promise<void> {
      await db.run('DELETE FROM admin_sessions WHERE user_id = ?', [userId]);
    },
    /** Ends every session of the account but the one of this cookie value; how many live ones ended (timed-out rows go too, uncounted). */
    async endOtherSessions(userId: string, current: string, now: number): Promise<number> {
      const live = (await sessionsOf(userId, now, current)).filter((session) => !session.current).length;
      await db.run('DELETE FROM admin_sessions WHERE user_id = ? AND id_hash <> ?', [userId, tokenHash(current)]);
      return live;
    },
    /** The live session of this cookie value (refreshing its idle time), or undefined: unknown, timed out, or its user disabled. */
    async session(id: string, now: number): Promise<Session | undefined> {
      const [row] = await db.all<UserRow & { csrf: string; s_created: string; last_seen_at: string }>(
        `SELECT u.*, s.csrf, s.created_at AS s_created, s.last_seen_at FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id WHERE s.id_hash = ?`,
        [tokenHash(id)],
      );
      if (!row) return undefined;
      const expired = Date.parse(row.last_seen_at) + timeouts.idleMs <= now || Date.parse(row.s_created) + timeouts.absoluteMs <= now;
      if (expired || row.disabled_at) {
        await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [tokenHash(id)]);
        return undefined;
      }
      await db.run('UPDATE admin_sessions SET last_seen_at = ? WHERE id_hash = ?', [iso(now), tokenHash(id)]);
      return { user: toUser(row), csrf: row.csrf };
    },
    async endSession(id: string): Promise<void> {
      await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [tokenHash(id)]);
    },
    async sessionCount(userId: string): Promise<number> {
      const [row] = await db.all<{ n: number | string }>('SELECT count(*) AS n FROM admin_sessions WHERE user_id = ?', [userId]);
      return Number(row.n);
    },

    /** A one-time invitation (`userId`: a password reset link for that account); returns the token for the link. */
    invite: insertInvitation,
    /**
     * The first admin's one-time link, while the admin has no account at all: an invitation with no email
     * (the person types theirs), for the admin role. A new link ends the earlier ones not used yet, so only
     * the last one printed works; undefined once any account exists.
     */
    async firstAdminLink({ now, ttlMs }: { now: number; ttlMs: number }): Promise<string | undefined> {
      const [row] = await db.all<{ n: number | string }>('SELECT count(*) AS n FROM admin_users');
      if (Number(row?.n ?? 0) > 0) return undefined;
      await db.run('UPDATE admin_invitations SET used_at = ? WHERE invited_by = ? AND used_at IS NULL', [iso(now), FIRST_ADMIN_INVITER]);
      return insertInvitation({ email: '', role: 'admin', invitedBy: FIRST_ADMIN_INVITER, now, ttlMs });
    },
    /** Ends the account's reset links not used yet (a newer one replaces them). */
    async revokeResets(userId: string, now: number): Promise<void> {
      await db.run('UPDATE admin_invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [iso(now), userId]);
    },
    /** The open invitation of this token (unused, not expired), without using it. */
    async invitation(token: string, now: number): Promise<Invitation | undefined> {
      const [row] = await db.all<Invitation>(
        'SELECT email, role, user_id AS "userId" FROM admin_invitations WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        [tokenHash(token), iso(now)],
      );
      return row;
    },
    /** Uses the invitation (one statement: two tabs cannot both use it); undefined when used, expired or unknown. */
    async useInvitation(token: string, now: number): Promise<Invitation | undefined> {
      const [row] = await db.all<Invitation>(
        'UPDATE admin_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email, role, user_id AS "userId"',
        [iso(now), tokenHash(token), iso(now)],
      );
      return row;
    },

    async audit(entry: { at: number; actor?: string; action: AuditAction; target?: string; detail?: string; address?: string }): Promise<void> {
      await db.run('INSERT INTO admin_audit (at, actor, action, target, detail, address) VALUES (?, ?, ?, ?, ?, ?)', [
        iso(entry.at),
        auditText(entry.actor),
        entry.action,
        auditText(entry.target),
        auditText(entry.detail),
        auditText(entry.address),
      ]);
    },
    /** Each account's last sign-in (from the audit log), by email. */
    async lastSignIns(): Promise<Map<string, string>> {
      const rows = await db.all<{ actor: string; at: string }>(
        "SELECT actor, max(at) AS at FROM admin_audit WHERE action = 'sign-in' AND actor IS NOT NULL GROUP BY actor",
      );
      return new Map(rows.map((row) => [row.actor, row.at]));
    },
    /** A trivial read of the users table (GET /readyz). */
    async ping(): Promise<void> {
      await db.all('SELECT 1 FROM admin_users LIMIT 1');
    },
    /**
     * The newest entries first, at most `limit` (500 unless said): `about` is their target, their actor or
     * named in their detail (a lead's id, an email); `files`: their target is one of them (a page);
     * `since`/`until` bound their time; `before`: older than that entry.
     */
    async auditLog({ about, files, action, since, until, before, limit = 500 }: AuditFilter = {}): Promise<AuditEntry[]> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (files?.length) {
        where.push(`target IN (${files.map(() => '?').join(', ')})`);
        params.push(...files);
      }
      if (about !== undefined) {
        where.push(`(target = ? OR actor = ? OR detail LIKE ? ESCAPE '\\')`);
        params.push(about, about, `%${about.replace(/[\\%_]/g, '\\$&')}%`);
      }
      for (const [clause, value] of [
        ['action = ?', action],
        ['at >= ?', since],
        ['at < ?', until],
        ['seq < ?', before],
      ] as const)
        if (value !== undefined) {
          where.push(clause);
          params.push(value);
        }
      const rows = await db.all<AuditEntry>(`SELECT * FROM admin_audit${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ?`, [
        ...params,
        limit,
      ]);
      return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
