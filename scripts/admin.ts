// `npm run admin` (bundled to build/server/admin.js by npm run build): the admin server on
// 127.0.0.1:4322 (ADMIN_HOST, ADMIN_PORT), its accounts in the lead database (LEADS_DB_PATH or
// DATABASE_URL). `npm run admin -- users add --role admin --email a@b.vn` creates an account, and
// `users password --email a@b.vn` sets an account's password (every session of it ends: the way back
// in when the only admin forgot theirs); the password is read from standard input (a prompt, or a
// pipe), never from the command line. `users two-factor-off --email a@b.vn` turns an account's
// two-factor sign-in off (the way back in when the only admin lost their phone and recovery codes).
// Both tell the account's owner by mail when the admin's mail is set up (ADMIN_EMAIL_FROM).
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { accounts as openAccounts, isRole, ROLES, type Accounts, type User } from '../src/admin/accounts.ts';
import { checkServeConfig, readAdminConfig, type AdminConfig } from '../src/admin/config.ts';
import { openAdminDb, type Db } from '../src/admin/db.ts';
import { hashPassword } from '../src/admin/password.ts';
import { passwordProblem } from '../src/admin/passwordRules.ts';
import { twoFactor } from '../src/admin/twoFactor.ts';
import { adminMail, passwordChangedMail, twoFactorChangedMail, type MailMessage } from '../src/admin/mail.ts';
import { openContentRepo } from '../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../src/admin/content/leases.ts';
import { createAdminServer } from '../src/admin/server.ts';
import { createReleaseFeedServer } from '../src/admin/releases/releaseFeed.ts';
import { siteReleases } from '../src/admin/releases/siteReleases.ts';
import { previewLinks } from '../src/admin/preview/links.ts';
import { previewRenderer } from '../src/admin/preview/renderer.ts';
import { APP_ROOT } from '../src/server/appRoot.ts';
import { openLeadStore } from '../src/server/leads/openStore.ts';
import { exitAfter, SHUTDOWN_GRACE_MS } from '../src/server/lifecycle.ts';
import { openRedis } from '../src/server/redis.ts';
import { announceSwitch } from '../src/server/releases/follow.ts';
import type { SwitchRecord } from '../src/server/releases/store.ts';
import { createLogger } from '../src/server/requestLog.ts';

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Mật khẩu (không hiện khi gõ): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const flagIn = (args: string[]) => (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function addUser(args: string[]): Promise<void> {
  const flag = flagIn(args);
  const email = flag('--email');
  const role = flag('--role');
  if (!email || !isRole(role)) throw new Error(`usage: npm run admin -- users add --role ${ROLES.join('|')} --email a@b.vn (password on standard input)`);
  const config = readAdminConfig(process.env);
  const db = openAdminDb(config.leads);
  try {
    const password = await readPassword();
    const problem = passwordProblem(password, [email]);
    if (problem) throw new Error(problem);
    const store = openAccounts(db, config.sessions);
    if (await store.userByEmail(email)) throw new Error(`${email} already has an account`);
    const user = await store.addUser({ email, role, passwordHash: await hashPassword(password), now: Date.now() });
    await store.audit({ at: Date.now(), action: 'user-added-by-cli', target: user.email, detail: user.role });
    console.log(`Added ${user.email} (${user.role}) to ${db.label}`);
  } finally {
    await db.close();
  }
}

/** The account `--email` names, for a command on one account (`usage` when the flag is missing), with its store; the database closed after. */
async function withAccount(
  args: string[],
  usage: string,
  run: (context: { config: AdminConfig; db: Db; store: Accounts; user: User & { passwordHash: string } }) => Promise<void>,
): Promise<void> {
  const email = flagIn(args)('--email');
  if (!email) throw new Error(`usage: ${usage}`);
  const config = readAdminConfig(process.env);
  const db = openAdminDb(config.leads);
  try {
    const store = openAccounts(db, config.sessions);
    const user = await store.userByEmail(email);
    if (!user) throw new Error(`${email} has no account`);
    await run({ config, db, store, user });
  } finally {
    await db.close();
  }
}

const setPassword = (args: string[]) =>
  withAccount(args, 'npm run admin -- users password --email a@b.vn (password on standard input)', async ({ config, store, user }) => {
    const password = await readPassword();
    const problem = passwordProblem(password, [user.email]);
    if (problem) throw new Error(problem);
    await store.setPassword(user.id, await hashPassword(password));
    await store.audit({ at: Date.now(), action: 'password-set-by-cli', target: user.email });
    console.log(`Set the password of ${user.email}; its sessions have ended${user.disabledAt ? ' (the account stays disabled)' : ''}`);
    await tell(config, passwordChangedMail(user.email, new Date().toISOString(), 'cli'));
  });

/** With the admin's mail set up (ADMIN_EMAIL_FROM), the account's owner is told of the change (ASVS 2.2.3); a failure is said, not fatal. */
async function tell(config: AdminConfig, message: MailMessage): Promise<void> {
  if (!config.mail) return;
  const mailer = adminMail(config.mail);
  try {
    await mailer.send(message);
    console.log(`Told ${message.to} by mail`);
  } catch (error) {
    console.warn(`The notice mail to ${message.to} could not be sent (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    mailer.close();
  }
}

const twoFactorOff = (args: string[]) =>
  withAccount(args, 'npm run admin -- users two-factor-off --email a@b.vn', async ({ config, db, store, user }) => {
    if (!(await twoFactor(db).disable(user.id))) return console.log(`${user.email} does not use two-factor sign-in: nothing changed`);
    await store.endSessionsOf(user.id);
    await store.audit({ at: Date.now(), action: 'two-factor-reset-by-cli', target: user.email });
    console.log(`Turned two-factor sign-in off for ${user.email}; its sessions have ended. They sign in with their password and turn it on again.`);
    await tell(config, twoFactorChangedMail(user.email, new Date().toISOString(), 'off-by-admin'));
  });

async function serve(): Promise<void> {
  const config = readAdminConfig(process.env);
  checkServeConfig(config, process.env);
  const logger = createLogger(config.logLevel, undefined, 'admin');
  const redis = config.redis ? openRedis(config.redis, logger) : undefined;
  const db = openAdminDb(config.leads);
  const leads = openLeadStore(config.leads);
  const repo = config.content ? await openContentRepo(config.content) : undefined;
  // A publish builds the site into a new release against the installed code build (build/).
  const feed = config.releaseFeed && config.releases ? createReleaseFeedServer({ dir: config.releases, token: config.releaseFeed.token, logger }) : undefined;
  // Each switch is announced on Redis to the site instances that follow the releases feed
  // (docs/operations.md#several-machines), its manifest made first so that their questions find it ready.
  const onSwitch =
    feed && redis
      ? (record: SwitchRecord) =>
          void feed
            .manifest(record.id)
            .catch(() => undefined)
            .then(() => announceSwitch(redis, record, logger))
      : undefined;
  const releases =
    repo && config.releases
      ? siteReleases({ repo, dir: config.releases, buildDir: path.join(APP_ROOT, 'build'), logger, ...(onSwitch ? { onSwitch } : {}) })
      : undefined;
  // With a remote, its commits are fetched every CONTENT_SYNC_SECONDS (stopped with the server).
  const content = repo ? { repo, leases: openLeases(db), ...(releases ? { releases } : {}), syncMs: config.content?.syncMs } : undefined;
  // Drafts are rendered by the site's renderer that npm run build left in build/renderer (said at once if it is missing).
  const preview = config.preview && {
    links: previewLinks(db, config.preview.secret),
    renderer: previewRenderer(path.join(APP_ROOT, 'build')),
    ttlMs: config.preview.ttlMs,
  };
  await preview?.renderer
    .ready()
    .catch((error: unknown) => logger.error({ event: 'preview-unavailable', error: error instanceof Error ? error.message : String(error) }));
  // Reset links by email and notices of a changed password (ADMIN_EMAIL_FROM; its config requires ADMIN_ORIGIN).
  const mailer = config.mail && adminMail(config.mail);
  const mail = mailer && config.origin ? { send: mailer.send, resetTtlMs: config.mail!.resetTtlMs, origin: config.origin } : undefined;
  const server = createAdminServer({ config, accounts: openAccounts(db, config.sessions), leads, content, preview, redis, logger, mail });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ event: 'start', role: 'admin', port, host: config.host, database: db.label });
    console.log(`Admin: http://${config.host}:${port}/`);
    // The releases feed for site machines (docs/operations.md#several-machines), on its own internal address.
    if (feed && config.releaseFeed)
      feed.listen(config.releaseFeed.port, config.releaseFeed.host, () => {
        const { port: feedPort } = feed.address() as AddressInfo;
        logger.info({ event: 'start', role: 'release-feed', port: feedPort, host: config.releaseFeed!.host });
        console.log(`Releases feed: http://${config.releaseFeed!.host}:${feedPort}/releases/ (RELEASE_TOKEN)`);
      });
    // A schedule change missed while no admin ran is made now; then the next one is waited for.
    releases?.resume().catch((error: unknown) => logger.error({ event: 'site-release-failed', reason: 'schedule', error: String(error) }));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () =>
      exitAfter(
        async () => {
          releases?.close();
          await Promise.all([server.closeGracefully(SHUTDOWN_GRACE_MS), feed?.closeGracefully(SHUTDOWN_GRACE_MS)]);
          await Promise.all([db.close(), leads.close()]);
          mailer?.close();
          redis?.disconnect();
        },
        { onDeadline: () => logger.error({ event: 'shutdown', outcome: 'deadline' }), onError: (error) => console.error(error) },
      ),
    );
}

const [command, sub, ...rest] = process.argv.slice(2);
try {
  if (command === undefined) await serve();
  else if (command === 'users' && sub === 'add') await addUser(rest);
  else if (command === 'users' && sub === 'password') await setPassword(rest);
  else if (command === 'users' && sub === 'two-factor-off') await twoFactorOff(rest);
  else
    throw new Error(
      'usage: npm run admin (the server) | npm run admin -- users add --role <role> --email <email> | npm run admin -- users password --email <email> | npm run admin -- users two-factor-off --email <email>',
    );
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
