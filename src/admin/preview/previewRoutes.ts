// The preview links' routes (their roles are in ../access.ts). Staff make a link of a draft (an
// editor: their own draft; a publisher or an admin: theirs, or anyone's draft in review), list and
// revoke links, on the page /lien-ket-xem-truoc and as JSON. Anyone holding a live link opens
// /xem-truoc/<token>: the draft rendered by the site's renderer with the site's stylesheet, fonts,
// icons and images (served from the built site, build/client, under the same paths as on the site),
// under a notice that it is a preview (previewDocument.ts), its links to other pages going to the site;
// an unknown, tampered, expired or revoked link gets a Vietnamese page (404/410) and never the draft.
// Every answer of a link says noindex. Making, revoking and opening a link are audited.
import type { Request, RequestHandler, Response } from 'express';
import { rowsOf, type RouteKey } from '../access.ts';
import type { RouteHandlers } from '../routes.ts';
import path from 'node:path';
import { rateLimit } from 'express-rate-limit';
import { redisRateLimitStore, type Redis } from '../../server/redis.ts';
import { FailoverStore } from '../../server/failoverStore.ts';
import type { Logger } from '../../server/requestLog.ts';
import type { Accounts, Session } from '../accounts.ts';
import { CONTENT_MESSAGES } from '../content/contentRoutes.ts';
import { isContentPath, isUserId, type ContentRepo, type Draft } from '../content/contentRepo.ts';
import type { PreviewLink, PreviewLinks } from './links.ts';
import { linksPage, PREVIEW_MESSAGES, problemsPage, refusedPage } from './previewPages.ts';
import { sendPage } from '../pages.ts';
import { PreviewUnavailable, type PreviewRenderer } from './renderer.ts';
import { withDraftImages, withPreviewNotice, withSiteLinks } from './previewDocument.ts';
import type { Audit } from '../auditActions.ts';

/** How long a link lives unless ADMIN_PREVIEW_DAYS says otherwise. */
export const DEFAULT_PREVIEW_DAYS = 7;

export interface PreviewSetup {
  links: PreviewLinks;
  renderer: PreviewRenderer;
  /** ADMIN_PREVIEW_DAYS in ms. */
  ttlMs: number;
}

type Refusal = { status: number; error: string };

const NOINDEX = 'noindex, nofollow, noarchive';
const session = (res: Response) => (res.locals as { session: Session }).session;
const isPageFile = (file: string) => isContentPath(file) && file.startsWith('pages/') && file.endsWith('.json');
/** The routes of the links' page and API: their row rule (access.ts) says which drafts and links one reaches. */
type LinkRoute = Extract<RouteKey, `${string} /lien-ket-xem-truoc${string}` | `${string} /api/preview-links${string}`>;

export function previewHandlers({
  preview,
  repo,
  accounts,
  audit,
  now,
  originOf,
  siteUrl,
  redis,
  logger,
}: {
  preview: PreviewSetup | undefined;
  repo: ContentRepo | undefined;
  accounts: Accounts;
  audit: Audit;
  now: () => number;
  /** The admin's own origin (ADMIN_ORIGIN, or the request's). */
  originOf: (req: Request) => string;
  /** SITE_URL: where the preview's links to other pages go; without it, the draft's site file's siteUrl. */
  siteUrl?: string;
  redis?: Redis;
  logger: Logger;
}) {
  /** The drafts `session`'s user may make a link for (its row rule: their own, and for reviewers everyone's in review). */
  const draftsFor = async (repo: ContentRepo, route: LinkRoute, session: Session): Promise<Draft[]> => {
    const rows = rowsOf(route, session);
    return (await repo.drafts()).filter(rows.drafts);
  };

  /** A link of `file`, the draft of `author` (the session's user when none is named). */
  const create = async (
    req: Request,
    res: Response,
    route: LinkRoute,
    file: string,
    author: string | null | undefined,
  ): Promise<{ url: string; link: PreviewLink } | Refusal> => {
    if (!preview) return { status: 503, error: PREVIEW_MESSAGES.notSetUp };
    if (!repo) return { status: 503, error: CONTENT_MESSAGES.notSetUp };
    if (!isPageFile(file) || file.split('/').some((part) => part.startsWith('_'))) return { status: 400, error: PREVIEW_MESSAGES.notAPage };
    const { user } = session(res);
    const rows = rowsOf(route, session(res));
    // The author is the session's user unless another is named (the row rule: reviewers, drafts in review only).
    const authorId = author || user.id;
    if (!isUserId(authorId)) return { status: 404, error: PREVIEW_MESSAGES.noDraft };
    if (authorId !== user.id && !rows.othersDrafts) {
      await audit(req, 'denied', { target: 'preview-link', detail: `${file} của ${authorId}` });
      return { status: 403, error: PREVIEW_MESSAGES.notYours };
    }
    const draft = await repo.draft(authorId, file);
    if (!draft) return { status: 404, error: PREVIEW_MESSAGES.noDraft };
    if (draft.removed) return { status: 400, error: PREVIEW_MESSAGES.removal };
    if (!rows.drafts(draft)) return { status: 404, error: PREVIEW_MESSAGES.notInReview };
    // One's own draft: its last save. Someone else's: the version they sent for review.
    const version = authorId === user.id ? draft.head : draft.inReview!;
    const { path, link } = await preview.links.create({ file, authorId, version, by: user, now: now(), ttlMs: preview.ttlMs });
    await audit(req, 'create-preview-link', { target: file, detail: `${link.id.slice(0, 12)} ${version} hết hạn ${link.expiresAt}` });
    return { url: `${originOf(req)}${path}`, link };
  };

  const revoke = async (req: Request, res: Response, route: LinkRoute, id: string): Promise<{ link: PreviewLink } | Refusal> => {
    if (!preview) return { status: 503, error: PREVIEW_MESSAGES.notSetUp };
    const link = await preview.links.byId(id);
    if (!link) return { status: 404, error: PREVIEW_MESSAGES.noLink };
    const { user } = session(res);
    if (!rowsOf(route, session(res)).revokes(link)) {
      await audit(req, 'denied', { target: 'preview-link', detail: `thu hồi ${link.id.slice(0, 12)}` });
      return { status: 403, error: PREVIEW_MESSAGES.cannotRevoke };
    }
    if (await preview.links.revoke(link.id, user.id, now())) await audit(req, 'revoke-preview-link', { target: link.file, detail: link.id.slice(0, 12) });
    return { link: (await preview.links.byId(id))! };
  };

  /** The links listed (the row rule: every link, or those one made). */
  const listFor = async (res: Response, route: LinkRoute) => {
    const { links } = rowsOf(route, session(res));
    return preview ? preview.links.list('all' in links ? {} : { createdBy: links.userId }) : [];
  };

  const showPage = async (res: Response, route: LinkRoute, status: number, notes: Pick<Parameters<typeof linksPage>[0], 'made' | 'message' | 'error'>) => {
    const s = session(res);
    sendPage(
      res.status(status),
      linksPage({
        links: await listFor(res, route),
        drafts: repo ? await draftsFor(repo, route, s) : [],
        userId: s.user.id,
        canRevokeAny: 'all' in rowsOf(route, s).links,
        csrf: s.csrf,
        now: now(),
        ...notes,
      }),
    );
  };

  /** A few opens a minute are all a person needs; this keeps guessing and the audit log small. */
  const opens = rateLimit({
    windowMs: 5 * 60_000,
    limit: 120,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(redis ? { store: new FailoverStore(redisRateLimitStore(redis, 'admin-preview-ip:')) } : {}),
    keyGenerator: (req) => req.ip ?? 'unknown',
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler: (_req, res) => void sendPage(res.status(429).setHeader('X-Robots-Tag', NOINDEX), refusedPage('unavailable')),
  });

  /** The built site's public files under the paths its pages name (/assets/…, /icons/…, /images/…, /favicon.svg). */
  const siteFile =
    (folder: string, maxAge: string): RequestHandler =>
    (req, res, next) => {
      if (!preview) return next();
      const parts = folder ? [folder, ...((req.params as { file?: string[] }).file ?? [])] : [req.path.slice(1)];
      res.setHeader('Cache-Control', maxAge);
      res.sendFile(parts.join('/'), { root: preview.renderer.clientDir, dotfiles: 'deny', cacheControl: false, etag: false }, (error) => {
        if (error && !res.headersSent) {
          res.setHeader('Cache-Control', 'no-store');
          next();
        }
      });
    };

  return {
    'GET /xem-truoc/:token': [
      opens,
      (async (req, res) => {
        res.setHeader('X-Robots-Tag', NOINDEX);
        // The link's path holds the token: no other site learns it from a click.
        res.setHeader('Referrer-Policy', 'no-referrer');
        const refuse = (status: number, kind: Parameters<typeof refusedPage>[0]) => void sendPage(res.status(status), refusedPage(kind));
        if (!preview || !repo) return refuse(503, 'unavailable');
        const opened = await preview.links.open(String(req.params.token).slice(0, 200), now());
        if ('refused' in opened) {
          await audit(req, 'preview-link-refused', {
            target: opened.link?.file,
            detail: `${opened.refused}${opened.link ? ` ${opened.link.id.slice(0, 12)}` : ''}`,
          });
          return refuse(opened.refused === 'unknown' ? 404 : 410, opened.refused);
        }
        const { link } = opened;
        // A link made by an account since disabled opens nothing.
        const maker = await accounts.user(link.createdBy);
        if (!maker || maker.disabledAt) {
          await audit(req, 'preview-link-refused', { target: link.file, detail: `người tạo đã bị khoá ${link.id.slice(0, 12)}` });
          return refuse(410, 'revoked');
        }
        let rendered;
        try {
          rendered = await preview.renderer.render(repo, link.version, link.file);
        } catch (error) {
          // The renderer not built, or git failing: a Vietnamese page all the same (and the reason in the log).
          logger.error({
            event: error instanceof PreviewUnavailable ? 'preview-unavailable' : 'preview-failed',
            error: error instanceof Error ? error.message : String(error),
          });
          return refuse(503, 'unavailable');
        }
        await audit(req, 'open-preview-link', { target: link.file, detail: `${link.id.slice(0, 12)} ${link.version}` });
        if ('html' in rendered) {
          const images = withDraftImages(rendered.html, await repo.draftImages(link.version), String(req.params.token));
          return void res.type('html').send(withPreviewNotice(withSiteLinks(images, siteUrl ?? rendered.siteUrl), link));
        }
        if ('problems' in rendered) return void sendPage(res.status(422), problemsPage(link.file, rendered.problems));
        if ('outdated' in rendered) return refuse(503, 'outdated');
        refuse(404, 'gone');
      }) as RequestHandler,
    ],
    /** An image uploaded in the link's draft (not on the site yet): only through a live link, from its pinned version. */
    'GET /xem-truoc/:token/images/*file': [
      opens,
      (async (req, res) => {
        res.setHeader('X-Robots-Tag', NOINDEX);
        res.setHeader('Referrer-Policy', 'no-referrer');
        const parts = ([] as string[]).concat((req.params as { file?: string | string[] }).file ?? []);
        const missing = () => void sendPage(res.status(404), refusedPage('unknown'));
        if (!preview || !repo || !parts.length || parts.some((part) => !/^\w[\w.-]*$/.test(part))) return missing();
        const opened = await preview.links.open(String(req.params.token).slice(0, 200), now());
        if ('refused' in opened) return missing();
        const maker = await accounts.user(opened.link.createdBy);
        if (!maker || maker.disabledAt) return missing();
        const file = `public/images/${parts.join('/')}`;
        if (!(await repo.draftImages(opened.link.version)).includes(file)) return missing();
        const bytes = await repo.readBytes(file, opened.link.version);
        if (!bytes) return missing();
        res.type(path.extname(file)).send(bytes);
      }) as RequestHandler,
    ],
    'GET /assets/*file': [siteFile('assets', 'public, max-age=31536000, immutable')],
    'GET /icons/*file': [siteFile('icons', 'public, max-age=3600')],
    'GET /images/*file': [siteFile('images', 'public, max-age=3600')],
    'GET /favicon.svg': [siteFile('', 'public, max-age=3600')],
    'GET /lien-ket-xem-truoc': [
      async (req, res) =>
        showPage(res, 'GET /lien-ket-xem-truoc', preview ? 200 : 503, {
          message: req.query['thong-bao'] === 'da-thu-hoi' ? PREVIEW_MESSAGES.revoked : undefined,
          error: preview ? undefined : PREVIEW_MESSAGES.notSetUp,
        }),
    ],
    'POST /lien-ket-xem-truoc/tao': [
      async (req, res) => {
        const route = 'POST /lien-ket-xem-truoc/tao';
        const made = await create(req, res, route, req.body.tep, req.body['tac-gia']);
        if ('status' in made) return showPage(res, route, made.status, { error: made.error });
        await showPage(res, route, 201, { made });
      },
    ],
    'POST /lien-ket-xem-truoc/thu-hoi': [
      async (req, res) => {
        const route = 'POST /lien-ket-xem-truoc/thu-hoi';
        const done = await revoke(req, res, route, req.body.ma);
        if ('status' in done) return showPage(res, route, done.status, { error: done.error });
        res.redirect(303, '/lien-ket-xem-truoc?thong-bao=da-thu-hoi');
      },
    ],
    'GET /api/preview-links': [async (_req, res) => void res.json({ links: await listFor(res, 'GET /api/preview-links') })],
    'POST /api/preview-links': [
      async (req, res) => {
        const made = await create(req, res, 'POST /api/preview-links', req.body.file, req.body.author);
        if ('status' in made) return void res.status(made.status).json({ error: made.error });
        res.status(201).json({ url: made.url, link: made.link });
      },
    ],
    'POST /api/preview-links/revoke': [
      async (req, res) => {
        const done = await revoke(req, res, 'POST /api/preview-links/revoke', req.body.id);
        if ('status' in done) return void res.status(done.status).json({ error: done.error });
        res.json(done);
      },
    ],
  } satisfies Partial<RouteHandlers>;
}
