// The admin as the browser tests meet it: the admin server on 127.0.0.1 over a temporary SQLite
// database, with the staff accounts a test names (password ADMIN_PASSWORD), optionally the content
// repository (a bare remote holding the project's content, and the admin's clone) and preview links,
// and a Chromium to drive it; optionally the site's releases (SITE_RELEASES: a publish is built into a
// release and served) with the site server serving them, its leads stored in the admin's database; optionally the admin's mail to a
// real SMTP server on 127.0.0.1. `close` ends all of it and removes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { accounts as openAccounts, type Accounts, type Role } from '../../src/admin/accounts.ts';
import { openContentRepo, type ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../../src/admin/content/leases.ts';
import { openAdminDb, type Db } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { previewLinks } from '../../src/admin/preview/links.ts';
import { previewRenderer } from '../../src/admin/preview/renderer.ts';
import { siteReleases, type SiteReleases } from '../../src/admin/releases/siteReleases.ts';
import { createAdminServer } from '../../src/admin/server.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { type LeadStore } from '../../src/server/leads/store.ts';
import { openLeadStore } from '../../src/server/leads/openStore.ts';
import type { GracefulServer } from '../../src/server/lifecycle.ts';
import { releasesFolder } from '../../src/server/releases/source.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { startSite, type Running } from '../server/helpers.ts';
import { loopbackAdminMail, SmtpMailbox } from '../server/smtpMailbox.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { ADMIN_PASSWORD } from './adminSignIn.ts';

const SESSIONS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
/** The preview links' key in these tests (ADMIN_PREVIEW_SECRET in production). */
const PREVIEW_SECRET = 'một-bí-mật-đủ-dài-cho-liên-kết-xem-trước-0123456789';

export interface AdminInBrowser {
  dir: string;
  url: string;
  browser: Browser;
  db: Db;
  leads: LeadStore;
  accounts: Accounts;
  /** With `content`: the admin's clone and its remote (a bare repository in `dir`). */
  repo?: ContentRepo;
  remote?: string;
  /** With `releases`: the admin's releases and the site server serving the current one. */
  releases?: SiteReleases;
  /** With `mail`: the SMTP server on 127.0.0.1 the admin's mail goes to. */
  mailbox?: SmtpMailbox;
  site?: Running;
  server: GracefulServer;
  close(): Promise<void>;
}

export async function startAdminInBrowser({
  name,
  users,
  content = false,
  preview = false,
  releases: withReleases = false,
  mail: withMail = false,
  before = async () => {},
}: {
  /** Names the temporary folder. */
  name: string;
  users: Record<string, Role>;
  /** A content repository (the editorial workflow, the editor). */
  content?: boolean;
  /** Preview links, rendered by build/renderer (needs content). */
  preview?: boolean;
  /** The site's releases (needs content): a first release of the published branch, served by the site server; each publish makes the next. */
  releases?: boolean;
  /** The admin's mail (reset links by email) through a real SMTP server on 127.0.0.1. */
  mail?: boolean;
  /** Run before the server starts (stored leads, say). */
  before?: (setup: { leads: LeadStore; accounts: Accounts }) => Promise<void>;
}): Promise<AdminInBrowser> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const config = { dbPath: path.join(dir, 'leads.sqlite') };
  const db = openAdminDb(config);
  const leads = openLeadStore(config);
  const accounts = openAccounts(db, SESSIONS);
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  for (const [email, role] of Object.entries(users)) await accounts.addUser({ email, role, passwordHash, now: Date.now() });
  await before({ leads, accounts });
  const remote = content ? projectContentRemote(dir) : undefined;
  const repo = remote ? await openContentRepo({ dir: path.join(dir, 'admin.git'), remote }) : undefined;
  const renderer = preview ? previewRenderer(path.join(PROJECT_ROOT, 'build')) : undefined;
  await renderer?.ready();
  const logger = createLogger('silent');
  const releases =
    repo && withReleases ? siteReleases({ repo, dir: path.join(dir, 'releases'), buildDir: path.join(PROJECT_ROOT, 'build'), logger }) : undefined;
  await releases?.release('cli', 'deploy');
  // The site server stores its leads in the same database as the admin's inbox (LEADS_DB_PATH, as in production).
  const site = releases ? await startSite({ root: releasesFolder(releases.dir), env: { ...process.env, LEADS_DB_PATH: config.dbPath } }) : undefined;
  const mailbox = withMail ? new SmtpMailbox() : undefined;
  const smtpPort = await mailbox?.listen();
  // (The links' origin is the server's own address, known once it listens.)
  const mail = smtpPort ? loopbackAdminMail(smtpPort) : undefined;
  const server = createAdminServer({
    // The editor's "Xem trang ↗" opens the page on this site server (SITE_URL).
    config: { trustProxy: false, sessions: SESSIONS, invitationTtlMs: 3_600_000, ...(site ? { siteUrl: site.url } : {}) },
    accounts,
    leads,
    ...(repo ? { content: { repo, leases: openLeases(db), ...(releases ? { releases } : {}) } } : {}),
    ...(renderer ? { preview: { links: previewLinks(db, PREVIEW_SECRET), renderer, ttlMs: 7 * 24 * 3_600_000 } } : {}),
    logger,
    ...(mail ? { mail } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (mail) mail.origin = url;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  return {
    dir,
    url,
    browser,
    ...(mailbox ? { mailbox } : {}),
    db,
    leads,
    accounts,
    ...(repo ? { repo, remote } : {}),
    ...(releases && site ? { releases, site } : {}),
    server,
    async close() {
      await browser.close();
      await server.closeGracefully(100);
      releases?.close();
      await site?.close();
      await mailbox?.stop();
      await db.close();
      await leads.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
