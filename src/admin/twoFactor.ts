// Two-factor sign-in (docs/admin.md#two-factor-sign-in): a time-based code from an authenticator app
// (RFC 6238, by `otpauth`) or one of ten single-use recovery codes, after the password. Over the
// admin's tables (db.ts, migration 7). A code is accepted once: the last time step used is kept and
// only a later one passes, in one statement, so two requests with the same code cannot both sign in.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from './db.ts';
import { newToken, tokenHash } from './accounts.ts';

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its code after the password was accepted. */
export const SIGN_IN_STEP_MS = 5 * 60_000;
/** Codes of the step before and after the current one pass too: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
/** Recovery codes' letters: no 0/O, 1/I/L, so a code copied from paper reads one way. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The account's two-factor state, as its pages show it. */
export interface TwoFactorState {
  /** When it was turned on; undefined while off. */
  enabledAt?: string;
  /** A key being set up (shown as a QR code until its first code confirms it). */
  pending?: string;
  /** Recovery codes not used yet. */
  recoveryLeft: number;
}

/** Which kind of code was accepted. */
export type CodeKind = 'app' | 'recovery';

const iso = (ms: number) => new Date(ms).toISOString();
const totp = (secret: string, label = '', issuer = '') => new TOTP({ secret: Secret.fromBase32(secret), label, issuer, digits: 6, period: 30 });
/** Spaces and dashes do not count (a code is read "123 456", a recovery code copied with its dash), nor case. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
/** A recovery code's stored form: salted with its account's id, so the same code of two accounts differs. */
const recoveryHash = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalise(code)}`)
    .digest('hex');
const newRecoveryCode = () => {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

/** The otpauth:// address an authenticator app reads from the QR code. */
export const keyUri = (secret: string, email: string, issuer: string) => totp(secret, email, issuer).toString();

/** The time step a six-digit code is of (within the window), or null. */
function stepOf(secret: string, code: string, now: number): number | null {
  const digits = normalise(code);
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

export function twoFactor(db: Db) {
  async function state(userId: string): Promise<TwoFactorState> {
    const [row] = await db.all<{ totp_enabled_at: string | null; totp_pending: string | null }>(
      'SELECT totp_enabled_at, totp_pending FROM admin_users WHERE id = ?',
      [userId],
    );
    const [left] = await db.all<{ n: number | string }>('SELECT count(*) AS n FROM admin_recovery_codes WHERE user_id = ? AND used_at IS NULL', [userId]);
    return { enabledAt: row?.totp_enabled_at ?? undefined, pending: row?.totp_pending ?? undefined, recoveryLeft: Number(left?.n ?? 0) };
  }

  /** New recovery codes (the earlier ones stop working); returns them, to show once. */
  async function newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.run('DELETE FROM admin_recovery_codes WHERE user_id = ?', [userId]);
    for (const code of codes) await db.run('INSERT INTO admin_recovery_codes (user_id, code_hash) VALUES (?, ?)', [userId, recoveryHash(userId, code)]);
    return codes;
  }

  return {
    state,
    async enabled(userId: string): Promise<boolean> {
      return Boolean((await state(userId)).enabledAt);
    },
    /** Enabled accounts' ids (the accounts page marks them). */
    async enabledUsers(): Promise<Set<string>> {
      const rows = await db.all<{ id: string }>('SELECT id FROM admin_users WHERE totp_enabled_at IS NOT NULL');
      return new Set(rows.map((row) => row.id));
    },
    /**
     * A new key to set up (replacing one not confirmed), only while the factor is off: a key in use is
     * replaced by turning it off first, which needs one of its codes. Whether one was made.
     */
    async begin(userId: string): Promise<boolean> {
      const secret = new Secret({ size: 20 }).base32;
      return (await db.run('UPDATE admin_users SET totp_pending = ? WHERE id = ? AND totp_enabled_at IS NULL', [secret, userId])) > 0;
    },
    /**
     * The key being set up is confirmed by a code of it: it is the account's key from now on, and
     * its recovery codes are returned (to show once). Null when the code is not one of that key.
     */
    async confirm(userId: string, code: string, now: number): Promise<string[] | null> {
      const { pending } = await state(userId);
      const step = pending ? stepOf(pending, code, now) : null;
      if (!pending || step === null) return null;
      const changed = await db.run(
        'UPDATE admin_users SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ?, totp_enabled_at = ? WHERE id = ? AND totp_pending = ?',
        [step, iso(now), userId, pending],
      );
      return changed ? newRecoveryCodes(userId) : null;
    },
    /**
     * Checks a code of the account's key, or one of its recovery codes, and uses it up: an app's code
     * only if its time step is later than the last one accepted, a recovery code only once.
     */
    async verify(userId: string, code: string, now: number): Promise<CodeKind | null> {
      const [row] = await db.all<{ totp_secret: string | null }>('SELECT totp_secret FROM admin_users WHERE id = ? AND totp_enabled_at IS NOT NULL', [userId]);
      if (!row?.totp_secret) return null;
      const step = stepOf(row.totp_secret, code, now);
      if (step !== null) {
        const changed = await db.run('UPDATE admin_users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)', [
          step,
          userId,
          step,
        ]);
        return changed ? 'app' : null;
      }
      if (normalise(code).length !== 10) return null;
      const used = await db.run('UPDATE admin_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL', [
        iso(now),
        userId,
        recoveryHash(userId, code),
      ]);
      return used ? 'recovery' : null;
    },
    newRecoveryCodes,
    /** Off: the key, the one being set up and the recovery codes are gone. */
    async disable(userId: string): Promise<boolean> {
      const changed = await db.run(
        'UPDATE admin_users SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL, totp_enabled_at = NULL WHERE id = ? AND totp_enabled_at IS NOT NULL',
        [userId],
      );
      await db.run('DELETE FROM admin_recovery_codes WHERE user_id = ?', [userId]);
      await db.run('DELETE FROM admin_sign_in_steps WHERE user_id = ?', [userId]);
      return changed > 0;
    },

    /** The password was right: a sign-in waiting for its code. Returns the id for its cookie (only its hash is stored). */
    async startSignInStep(userId: string, now: number): Promise<string> {
      const id = newToken();
      await db.run('DELETE FROM admin_sign_in_steps WHERE created_at < ?', [iso(now - SIGN_IN_STEP_MS)]);
      await db.run('INSERT INTO admin_sign_in_steps (id_hash, user_id, created_at) VALUES (?, ?, ?)', [tokenHash(id), userId, iso(now)]);
      return id;
    },
    /** The account a live sign-in step of this cookie value is for (not timed out, account not disabled). */
    async signInStep(id: string, now: number): Promise<{ userId: string; email: string } | undefined> {
      const [row] = await db.all<{ user_id: string; email: string; created_at: string; disabled_at: string | null }>(
        'SELECT s.user_id, u.email, s.created_at, u.disabled_at FROM admin_sign_in_steps s JOIN admin_users u ON u.id = s.user_id WHERE s.id_hash = ?',
        [tokenHash(id)],
      );
      if (!row || row.disabled_at || Date.parse(row.created_at) + SIGN_IN_STEP_MS <= now) return undefined;
      return { userId: row.user_id, email: row.email };
    },
    /** Ends a sign-in step (its code was accepted, or it was abandoned); whether it was there (one statement: used once). */
    async endSignInStep(id: string): Promise<boolean> {
      return (await db.run('DELETE FROM admin_sign_in_steps WHERE id_hash = ?', [tokenHash(id)])) > 0;
    },
  };
}

export type TwoFactor = ReturnType<typeof twoFactor>;

/** A new key in the form people type it: groups of four letters. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');
