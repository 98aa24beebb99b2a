// Preview links (issue 39): an author sends a link to their draft to someone without an account.
// A link is `/xem-truoc/<id>.<signature>`: `id` is 18 random bytes naming a row of `preview_links`
// (only its SHA-256 is stored, as for sessions and invitations) that holds the page file, the draft's
// author, the draft commit the link shows (pinned when the link is made, as a review pins the version
// sent), who made it, when it expires and whether it was revoked. The signature is HMAC-SHA256 with
// the server's secret (ADMIN_PREVIEW_SECRET) over the id and every one of those fields: a link whose
// id or signature was changed, or a row changed in the database by someone without the secret,
// opens nothing. The secret stays on the server (never in a page or a bundle).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db.ts';

export interface PreviewLink {
  /** The row's key (the SHA-256 of the link's id, hex): a handle to list and revoke it, not the link. */
  id: string;
  file: string;
  /** The draft's author (account id). */
  authorId: string;
  /** The draft commit shown. */
  version: string;
  createdBy: string;
  createdByEmail: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  revokedBy?: string;
}

interface LinkRow {
  id_hash: string;
  file: string;
  author_id: string;
  version: string;
  created_by: string;
  created_by_email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
}

const toLink = (row: LinkRow): PreviewLink => ({
  id: row.id_hash,
  file: row.file,
  authorId: row.author_id,
  version: row.version,
  createdBy: row.created_by,
  createdByEmail: row.created_by_email,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  ...(row.revoked_at ? { revokedAt: row.revoked_at } : {}),
  ...(row.revoked_by ? { revokedBy: row.revoked_by } : {}),
});
const iso = (ms: number) => new Date(ms).toISOString();
const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The smallest secret accepted (characters; `openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

/** Why a link opens nothing: unknown (or tampered with), expired, revoked. */
export type Refusal = 'unknown' | 'expired' | 'revoked';

export interface PreviewLinks {
  /** Issues a link for the draft commit `version` of `authorId`'s `file`; returns its path (`/xem-truoc/…`, shown once) and row. */
  create(input: {
    file: string;
    authorId: string;
    version: string;
    by: { id: string; email: string };
    now: number;
    ttlMs: number;
  }): Promise<{ path: string; link: PreviewLink }>;
  /** The link a token names, if its signature holds, or why it opens nothing. */
  open(token: string, now: number): Promise<{ link: PreviewLink } | { refused: Refusal; link?: PreviewLink }>;
  /** Links, newest first: those `createdBy` made, or all. */
  list(filter: { createdBy?: string; file?: string }): Promise<PreviewLink[]>;
  byId(id: string): Promise<PreviewLink | undefined>;
  /** Revokes a link (true if it was live). */
  revoke(id: string, by: string, now: number): Promise<boolean>;
}

export function previewLinks(db: Db, secret: string): PreviewLinks {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`the preview links' secret must have at least ${MIN_SECRET_LENGTH} characters`);
  const sign = (id: string, row: Pick<LinkRow, 'file' | 'author_id' | 'version' | 'created_by' | 'expires_at'>) =>
    createHmac('sha256', secret).update(['preview-link/1', id, row.file, row.author_id, row.version, row.created_by, row.expires_at].join('\n')).digest();

  return {
    async create({ file, authorId, version, by, now, ttlMs }) {
      const id = randomBytes(18).toString('base64url');
      const row: LinkRow = {
        id_hash: hashOf(id),
        file,
        author_id: authorId,
        version,
        created_by: by.id,
        created_by_email: by.email,
        created_at: iso(now),
        expires_at: iso(now + ttlMs),
        revoked_at: null,
        revoked_by: null,
      };
      await db.run(
        'INSERT INTO preview_links (id_hash, file, author_id, version, created_by, created_by_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [row.id_hash, row.file, row.author_id, row.version, row.created_by, row.created_by_email, row.created_at, row.expires_at],
      );
      return { path: `/xem-truoc/${id}.${sign(id, row).toString('base64url')}`, link: toLink(row) };
    },

    async open(token, now) {
      const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { refused: 'unknown' };
      const [, id, signature] = match;
      const [row] = await db.all<LinkRow>('SELECT * FROM preview_links WHERE id_hash = ?', [hashOf(id)]);
      if (!row) return { refused: 'unknown' };
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(id, row);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'unknown' };
      const link = toLink(row);
      if (row.revoked_at) return { refused: 'revoked', link };
      if (Date.parse(row.expires_at) <= now) return { refused: 'expired', link };
      return { link };
    },

    async list({ createdBy, file }) {
      const where = [...(createdBy ? ['created_by = ?'] : []), ...(file ? ['file = ?'] : [])];
      const rows = await db.all<LinkRow>(
        `SELECT * FROM preview_links${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id_hash LIMIT 200`,
        [...(createdBy ? [createdBy] : []), ...(file ? [file] : [])],
      );
      return rows.map(toLink);
    },

    async byId(id) {
      if (!/^[0-9a-f]{64}$/.test(id)) return undefined;
      const [row] = await db.all<LinkRow>('SELECT * FROM preview_links WHERE id_hash = ?', [id]);
      return row && toLink(row);
    },

    async revoke(id, by, now) {
      return (await db.run('UPDATE preview_links SET revoked_at = ?, revoked_by = ? WHERE id_hash = ? AND revoked_at IS NULL', [iso(now), by, id])) > 0;
    },
  };
}
