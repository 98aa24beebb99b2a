// The admin's content routes (their roles are in ../access.ts): drafts saved and sent for review by
// their author (the author is always the session's user: nobody writes another's draft), reviews,
// publishing, sending back, history and restore. Without a content repository (CONTENT_DIR /
// CONTENT_REMOTE unset) each answers that publishing is not set up, in Vietnamese.
import type { SiteReleases } from '../releases/siteReleases.ts';
import type { Logger } from '../../server/requestLog.ts';
import type { Request, Response } from 'express';
import { allows, rowsOf, type RouteKey } from '../access.ts';
import type { Session } from '../accounts.ts';
import type { RouteHandler, RouteHandlers, RouteRequest } from '../routes.ts';
import { NewPageRefusal, parseRoute, todayInVietnam } from '../../engine/pageCreation/newPage.ts';
import { PLACEHOLDER_META, TEMPLATES, type TemplateName } from '../../engine/pageCreation/pageTemplates.ts';
import { html } from '../html.ts';
import { noticeIn, sendNotice, sendPage } from '../pages.ts';
import { routeFromFile } from '../../engine/project.ts';
import { diffHtml } from './diffHtml.ts';
import { diffPages } from '../../content/pageDiff.ts';
import {
  contentListPage,
  discardLink,
  discardPage,
  type SyncConflict,
  historyPage,
  notSentPage,
  reviewListPage,
  reviewPage,
  sendForReviewForm,
} from './contentPages.ts';
import { ContentConflict, isContentPath, isUserId, type Author, type ContentRepo, type Draft } from './contentRepo.ts';
import { previewLinkForm } from '../preview/previewPages.ts';
import { pageTitles, type PageTitles } from './pageTitles.ts';
import { clock } from '../time.ts';
import type { Lease, Leases } from './leases.ts';
import { editorSchemas, fieldMerge, PLACEHOLDER_MESSAGES, placeholderProblems, problemsAfterPublish } from './publishing.ts';
import type { Audit } from '../auditActions.ts';

export const CONTENT_MESSAGES = {
  notSetUp: 'Chưa cấu hình kho nội dung (CONTENT_DIR hoặc CONTENT_REMOTE), nên chưa thể lưu bản nháp hay đăng trang.',
  notContent: 'Chỉ có thể sửa tệp trang (pages/…) hoặc ảnh (public/images/…).',
  notJson: 'Nội dung trang không phải JSON hợp lệ.',
  noDraft: 'Không tìm thấy bản nháp này.',
  discarded: 'Đã bỏ bản nháp.',
  savedSince: 'Bản nháp vừa được lưu thêm (ở thẻ hoặc máy khác). Trang này giờ nói về lần lưu mới nhất; bấm lại nếu vẫn muốn bỏ.',
  noPage: 'Không tìm thấy trang này trong số trang đã đăng.',
  noVersion: 'Không tìm thấy phiên bản này của trang.',
  published: 'Đã đăng trang.',
  live: 'Đã đăng trang, và trang đã lên web.',
  notLive: 'Đã đăng trang (nội dung đã lưu), nhưng chưa đưa được lên web. Hãy báo bộ phận kỹ thuật; lần đăng sau sẽ đưa cả thay đổi này lên.',
  returned: 'Đã trả lại bản nháp cho người soạn.',
  restored: 'Đã khôi phục phiên bản này thành bản nháp của bạn. Hãy xem lại rồi gửi duyệt.',
  commentNeeded: 'Hãy ghi lý do trả lại để người soạn biết cần sửa gì.',
  sent: 'Đã gửi duyệt. Người duyệt sẽ xem thay đổi rồi đăng trang hoặc trả lại kèm lý do.',
  created: 'Đã tạo bản nháp của trang mới. Trang chỉ lên mạng sau khi được duyệt và đăng.',
  routeTaken: 'Địa chỉ này đã có trang (hoặc bản nháp của bạn). Hãy chọn địa chỉ khác.',
  noParent: 'Bài viết cần một trang danh sách phía trên (ví dụ /blog cho /blog/ten-bai-viet), và trang đó chưa có.',
  unknownStart: 'Hãy chọn một mẫu hoặc một trang có sẵn để bắt đầu.',
  demoCopy:
    'Trang demo của một mẫu giao diện chỉ có ở địa chỉ riêng của nó (/templates/…), nên không thể sao chép. Hãy bắt đầu từ một mẫu trang hoặc bản sao của trang khác.',
};

const nameOf = (email: string) => email.split('@')[0];
/** "lan đang sửa trang này — từ 10:32": someone else holds the page. */
export const heldMessage = (lease: Lease) => `${nameOf(lease.email)} đang sửa trang này — từ ${clock(lease.takenAt)}. Bạn có thể xem, hoặc nhận sửa thay.`;
/** Told to the first person at their next renewal. */
export const takenOverMessage = (lease: Lease) =>
  `${nameOf(lease.email)} đã nhận sửa trang này lúc ${clock(lease.takenAt)}. Những gì bạn đã lưu vẫn nằm trong bản nháp của bạn.`;

/** After a write, the page it leads to (post/redirect/get) says what happened: `?thong-bao=`. */
const NOTICES: Record<string, string> = {
  'da-tao': CONTENT_MESSAGES.created,
  'da-gui-duyet': CONTENT_MESSAGES.sent,
  'da-dang': CONTENT_MESSAGES.published,
  'da-len-web': CONTENT_MESSAGES.live,
  'chua-len-web': CONTENT_MESSAGES.notLive,
  'da-tra-lai': CONTENT_MESSAGES.returned,
  'da-khoi-phuc': CONTENT_MESSAGES.restored,
  'da-bo-nhap': CONTENT_MESSAGES.discarded,
};
const noticeOf = (req: Request) => noticeIn(NOTICES, req.query['thong-bao']);

/** The largest page file a draft may hold (the biggest page today is under 40 KB). */
export const MAX_PAGE_BYTES = 512 * 1024;

const session = (res: Response) => (res.locals as { session: Session }).session;
export const authorOf = (res: Response): Author => {
  const { user } = session(res);
  return { id: user.id, name: user.email.split('@')[0], email: user.email };
};
const text = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : '');
/** A file named by the query (`?tep=`, `?file=`): a content path, or undefined. */
const fileParam = (value: unknown) => {
  const file = text(value);
  return isContentPath(file) ? file : undefined;
};
/** A file named by a body (a string of its schema's length): a content path, or undefined. */
const contentFile = (file: string) => (isContentPath(file) ? file : undefined);

/** pages/<route>.json (the form a new page takes; an existing /x/index.json is found by `read` first). */
const fileOfRoute = (route: string) => `pages${route}.json`;

const isDemoPage = (page: unknown) => typeof page === 'object' && page !== null && (page as { demo?: unknown }).demo !== undefined;

/**
 * The published template demo pages among `files` (not offered as a copy). A demo must be at
 * /templates/<id> (TEMPLATE_DEMO_ROUTE), so only pages/templates/*.json are read.
 */
export async function demoFiles(repo: ContentRepo, files: string[]): Promise<string[]> {
  const candidates = files.filter((file) => /^pages\/templates\/[^/]+\.json$/.test(file));
  const texts = await Promise.all(candidates.map((file) => repo.read(file)));
  return candidates.filter((_, i) => {
    try {
      return texts[i] !== undefined && isDemoPage(JSON.parse(texts[i]));
    } catch {
      return false;
    }
  });
}

/**
 * A new page's first content: a starter template (`mau:<name>`, as `npm run new-page` writes it), or a
 * copy of a published page (`trang:<file>`) with its "$schema" path fitted to the new folder.
 */
async function startingContent(repo: ContentRepo, route: string, file: string, start: string): Promise<string | { error: string }> {
  const depth = route.split('/').length - 2;
  const schema = `${'../'.repeat(depth + 1)}schema/page.schema.json`;
  const parent = route.slice(0, route.lastIndexOf('/')) || '/';
  if (start.startsWith('mau:') && Object.hasOwn(TEMPLATES, start.slice(4))) {
    const template = start.slice(4) as TemplateName;
    if (template === 'article' && (parent === '/' || ((await repo.read(fileOfRoute(parent))) ?? (await repo.read(`pages${parent}/index.json`))) === undefined))
      return { error: CONTENT_MESSAGES.noParent };
    const { card, sections } = TEMPLATES[template].build({ route, parent, today: todayInVietnam() });
    return `${JSON.stringify({ $schema: schema, meta: PLACEHOLDER_META, ...(card ? { card } : {}), sections }, null, 2)}\n`;
  }
  const source = start.startsWith('trang:') ? start.slice(6) : '';
  const copied = source && isContentPath(source) && source.startsWith('pages/') ? await repo.read(source) : undefined;
  if (copied === undefined || file === source) return { error: CONTENT_MESSAGES.unknownStart };
  const page = JSON.parse(copied) as Record<string, unknown>;
  // A template's demo lives at /templates/<id> only (the validator's TEMPLATE_DEMO_ROUTE): a copy could be published nowhere.
  if (isDemoPage(page)) return { error: CONTENT_MESSAGES.demoCopy };
  return `${JSON.stringify({ ...page, $schema: schema }, null, 2)}\n`;
}

/**
 * A new page as `author`'s draft (the page list's form and the editor's "Tạo trang"): its address
 * checked as `npm run new-page` checks it, free (no page at pages/<route>.json or
 * pages/<route>/index.json, no draft of the author's), its content from `start` (startingContent).
 */
export async function newPageDraft(
  repo: ContentRepo,
  author: Author,
  address: string,
  start: string,
): Promise<{ file: string; route: string } | { error: string; status: number }> {
  let route: string;
  try {
    route = parseRoute(address);
  } catch (error) {
    return { error: error instanceof NewPageRefusal ? error.message : CONTENT_MESSAGES.notContent, status: 400 };
  }
  const file = fileOfRoute(route);
  const published = (await repo.read(file)) ?? (await repo.read(`pages${route}/index.json`));
  if (route === '/' || !isContentPath(file) || published !== undefined || (await repo.draft(author.id, file)))
    return { error: CONTENT_MESSAGES.routeTaken, status: 409 };
  const content = await startingContent(repo, route, file, start);
  if (typeof content !== 'string') return { error: content.error, status: 400 };
  await repo.saveDraft(author, file, content, undefined, `Tạo trang: ${route}`);
  return { file, route };
}

export function contentHandlers({
  content,
  audit,
  now,
  logger,
  syncConflict = () => undefined,
}: {
  content: { repo: ContentRepo; leases: Leases; releases?: SiteReleases } | undefined;
  audit: Audit;
  now: () => number;
  logger: Logger;
  /** The conflict the periodic sync found (a diverged content branch), while it lasts: shown on the authors' pages. */
  syncConflict?: () => SyncConflict | undefined;
}) {
  const repo = content?.repo;
  // (Only reached through withRepo, which answers first when there is no content set-up.)
  const leases = content?.leases as Leases;
  const titles = repo ? pageTitles(repo) : async (): Promise<PageTitles> => ({ published: new Map(), of: () => '' });
  /** A draft's title: its own text's, or the published page's when it deletes the page or has none. */
  const draftTitles = async () => {
    const { published, of } = await titles();
    return (draft: Pick<Draft, 'file' | 'content' | 'removed'>) => (draft.removed ? '' : of(draft.content)) || published.get(draft.file) || '';
  };
  /** The drafts waiting for review, with `error` when an action on one was refused. */
  const reviewList = async (repo: ContentRepo, req: Request, error?: string) =>
    reviewListPage({ drafts: await repo.drafts(), titleOf: await draftTitles(), message: noticeOf(req), error, syncConflict: syncConflict() });
  /** Runs `handler` with the repository, or answers that publishing is not set up. */
  const withRepo =
    <K extends RouteKey>(handler: (repo: ContentRepo, req: RouteRequest<K>, res: Response) => Promise<unknown>): RouteHandler<K> =>
    async (req, res, next) => {
      if (!repo) {
        if (req.path.startsWith('/api/')) return void res.status(503).json({ error: CONTENT_MESSAGES.notSetUp });
        return void sendNotice(res, 503, CONTENT_MESSAGES.notSetUp);
      }
      try {
        await handler(repo, req, res);
      } catch (error) {
        if (error instanceof ContentConflict) {
          if (req.path.startsWith('/api/')) return void res.status(409).json({ error: error.message });
          return void sendPage(res.status(409), await reviewList(repo, req, error.message));
        }
        next(error);
      }
    };

  /** The review page of the draft the query or form names (404 when there is none in review). */
  const showReview = async (repo: ContentRepo, res: Response, userId: string, file: string, status = 200) => {
    const draft = await repo.draft(userId, file);
    if (!draft?.inReview) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
    await repo.sync();
    // undefined: the draft removes the page.
    const reviewed = await repo.read(file, draft.inReview);
    let conflict: string | undefined;
    let problems: Awaited<ReturnType<typeof problemsAfterPublish>> = [];
    let after: string | undefined = reviewed;
    try {
      const result = await repo.publishable(userId, file, fieldMerge);
      after = result.content;
      problems = await problemsAfterPublish(repo, file, after, result.reviewed);
    } catch (error) {
      if (!(error instanceof ContentConflict)) throw error;
      conflict = error.message;
    }
    const published = await repo.read(file);
    const parsed = (text: string | undefined) => (text === undefined ? undefined : JSON.parse(text));
    const changes = html`${
      after === undefined && html`<p class="removal"><strong>Khi đăng, trang ${routeFromFile(file.slice('pages/'.length))} sẽ bị xoá khỏi website.</strong></p>`
    }${diffHtml(diffPages(editorSchemas(), parsed(published), parsed(after)), { headingLevel: 3 })}`;
    sendPage(
      res.status(status),
      reviewPage({ draft, title: (await draftTitles())({ ...draft, content: reviewed ?? '' }), changes, problems, conflict, csrf: session(res).csrf }),
    );
  };

  return {
    'GET /noi-dung': [
      withRepo(async (repo, req, res) => {
        const [files, drafts, held, pageNames] = await Promise.all([repo.list('pages'), repo.drafts(), leases.live(now()), titles()]);
        const { csrf } = session(res);
        const { userId } = rowsOf('GET /noi-dung', session(res));
        const draftAction = (d: Draft) =>
          d.userId === userId ? html`${!d.removed && previewLinkForm(d, csrf)}${d.inReview !== d.head && sendForReviewForm(d, csrf)}${discardLink(d)}` : '';
        sendPage(
          res,
          contentListPage({
            files,
            titles: pageNames.published,
            drafts,
            leases: held,
            csrf,
            message: noticeOf(req),
            draftAction,
            noCopy: await demoFiles(repo, files),
            syncConflict: syncConflict(),
          }),
        );
      }),
    ],
    'POST /noi-dung/tao': [
      withRepo(async (repo, req, res) => {
        const refuse = async (error: string, status = 400) => {
          const [files, drafts, held, pageNames] = await Promise.all([repo.list('pages'), repo.drafts(), leases.live(now()), titles()]);
          sendPage(
            res.status(status),
            contentListPage({
              files,
              titles: pageNames.published,
              drafts,
              leases: held,
              csrf: session(res).csrf,
              error,
              form: req.body,
              noCopy: await demoFiles(repo, files),
              syncConflict: syncConflict(),
            }),
          );
        };
        const { 'dia-chi': address, 'bat-dau': start } = req.body;
        const made = await newPageDraft(repo, authorOf(res), address, start);
        if ('error' in made) return refuse(made.error, made.status);
        await audit(req, 'create-page', { target: made.file, detail: start });
        res.redirect(303, '/noi-dung?thong-bao=da-tao');
      }),
    ],
    /** The author's own draft sent for review from the page list (the same as POST /api/content/review). */
    'POST /noi-dung/gui-duyet': [
      withRepo(async (repo, req, res) => {
        const file = contentFile(req.body.tep);
        const { userId } = rowsOf('POST /noi-dung/gui-duyet', session(res));
        const draft = file ? await repo.draft(userId, file) : undefined;
        if (!file || !draft) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        const placeholders = placeholderProblems(file, draft.removed ? undefined : draft.content);
        if (placeholders.length) return void sendPage(res.status(422), notSentPage(file, PLACEHOLDER_MESSAGES.notSent(placeholders.length), placeholders));
        const commit = await repo.sendForReview(userId, file);
        await audit(req, 'send-for-review', { target: file, detail: commit });
        res.redirect(303, '/noi-dung?thong-bao=da-gui-duyet');
      }),
    ],
    'GET /noi-dung/bo-nhap': [
      withRepo(async (repo, req, res) => {
        const file = fileParam(req.query.tep);
        const { csrf } = session(res);
        const draft = file ? await repo.draft(rowsOf('GET /noi-dung/bo-nhap', session(res)).userId, file) : undefined;
        if (!file || !draft) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        sendPage(res, discardPage({ draft, published: (await repo.read(file)) !== undefined, csrf }));
      }),
    ],
    'POST /noi-dung/bo-nhap': [
      withRepo(async (repo, req, res) => {
        const file = contentFile(req.body.tep);
        const { csrf } = session(res);
        const { userId } = rowsOf('POST /noi-dung/bo-nhap', session(res));
        const draft = file ? await repo.draft(userId, file) : undefined;
        if (!file || !draft) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        const { 'ban-nhap': confirmed } = req.body;
        // Saved again since the page was read: what was confirmed is not what would be lost.
        const again = async () =>
          void sendPage(
            res.status(409),
            discardPage({
              draft: (await repo.draft(userId, file)) ?? draft,
              published: (await repo.read(file)) !== undefined,
              csrf,
              error: CONTENT_MESSAGES.savedSince,
            }),
          );
        if (confirmed !== draft.head) return again();
        try {
          await repo.discardDraft(userId, file, confirmed);
        } catch (error) {
          if (error instanceof ContentConflict) return again();
          throw error;
        }
        await audit(req, 'discard-draft', { target: file, detail: confirmed });
        res.redirect(303, '/noi-dung?thong-bao=da-bo-nhap');
      }),
    ],
    'POST /api/content/lease': [
      withRepo(async (_repo, req, res) => {
        const file = contentFile(req.body.file);
        const takeOver = req.body.takeOver === true;
        if (!file) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        // Whom a take-over takes the page from (its audit detail: that person may still keep their unsaved edits as their draft).
        const before = takeOver ? await leases.holder(file, now()) : undefined;
        const result = await leases.take(file, session(res).user, now(), takeOver);
        if ('heldBy' in result) return void res.status(409).json({ error: heldMessage(result.heldBy), heldBy: result.heldBy });
        if (takeOver) await audit(req, 'take-over', { target: file, ...(before && before.userId !== session(res).user.id ? { detail: before.email } : {}) });
        res.json(result);
      }),
    ],
    'POST /api/content/lease/renew': [
      withRepo(async (_repo, req, res) => {
        const file = contentFile(req.body.file);
        if (!file) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        const result = await leases.renew(file, session(res).user, now());
        if ('heldBy' in result) return void res.status(409).json({ error: takenOverMessage(result.heldBy), heldBy: result.heldBy });
        res.json(result);
      }),
    ],
    'POST /api/content/lease/release': [
      withRepo(async (_repo, req, res) => {
        const file = contentFile(req.body.file);
        if (!file) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        await leases.release(file, rowsOf('POST /api/content/lease/release', session(res)).userId);
        res.json({});
      }),
    ],
    'GET /api/content/page': [
      withRepo(async (repo, req, res) => {
        const file = fileParam(req.query.file);
        if (!file) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        const [published, draft] = await Promise.all([repo.read(file), repo.draft(rowsOf('GET /api/content/page', session(res)).userId, file)]);
        res.json({ file, published: published ?? null, head: await repo.head(), draft: draft ?? null });
      }),
    ],
    'POST /api/content/draft': [
      withRepo(async (repo, req, res) => {
        const { content, expectedHead } = req.body;
        const file = contentFile(req.body.file);
        if (!file || !file.startsWith('pages/') || !file.endsWith('.json')) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        try {
          JSON.parse(content);
        } catch {
          return void res.status(400).json({ error: CONTENT_MESSAGES.notJson });
        }
        // Someone else has the page open: view only until it is released, expires or is taken over.
        const holder = await leases.holder(file, now());
        if (holder && holder.userId !== rowsOf('POST /api/content/draft', session(res)).userId)
          return void res.status(409).json({ error: heldMessage(holder), heldBy: holder });
        const draft = await repo.saveDraft(authorOf(res), file, content, expectedHead ?? undefined);
        await audit(req, 'save-draft', { target: file, detail: draft.head });
        res.json({ draft });
      }),
    ],
    'POST /api/content/review': [
      withRepo(async (repo, req, res) => {
        const file = contentFile(req.body.file);
        if (!file) return void res.status(400).json({ error: CONTENT_MESSAGES.notContent });
        const { userId } = rowsOf('POST /api/content/review', session(res));
        const draft = await repo.draft(userId, file);
        const placeholders = draft && !draft.removed ? placeholderProblems(file, draft.content) : [];
        if (placeholders.length)
          return void res.status(422).json({
            error: PLACEHOLDER_MESSAGES.notSent(placeholders.length),
            problems: placeholders.map(({ position, message }) => ({ position, message })),
          });
        const commit = await repo.sendForReview(userId, file);
        await audit(req, 'send-for-review', { target: file, detail: commit });
        res.json({ inReview: commit });
      }),
    ],
    'GET /duyet': [withRepo(async (repo, req, res) => void sendPage(res, await reviewList(repo, req)))],
    'GET /duyet/xem': [
      withRepo(async (repo, req, res) => {
        const file = fileParam(req.query.tep);
        const userId = text(req.query['tac-gia'], 64);
        if (!file || !isUserId(userId)) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        await showReview(repo, res, userId, file);
      }),
    ],
    'POST /duyet/dang': [
      withRepo(async (repo, req, res) => {
        const { 'tac-gia': userId } = req.body;
        const file = contentFile(req.body.tep);
        if (!file || !isUserId(userId)) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        // Sync, check and merge alone (no periodic sync in between). Developers' commits first: the merge
        // and the check see the branch as the remote has it.
        const commit = await repo.exclusive(async () => {
          await repo.sync();
          const result = await repo.publishable(userId, file, fieldMerge);
          // Checked again at the click: what the publisher read may have changed since.
          if ((await problemsAfterPublish(repo, file, result.content, result.reviewed)).length) return undefined;
          return repo.publish(authorOf(res), userId, file, result);
        });
        if (!commit) return showReview(repo, res, userId, file, 422);
        await audit(req, 'publish', { target: file, detail: commit });
        if (!content?.releases) return res.redirect(303, '/duyet?thong-bao=da-dang');
        // Then on the site: built and served before the answer, so "on the web" is true when it is said.
        try {
          const release = await content.releases.release(authorOf(res).email, 'publish');
          await audit(req, 'site-release', { target: release.id, detail: release.changedRoutes?.join(' ') ?? '' });
          res.redirect(303, '/duyet?thong-bao=da-len-web');
        } catch (error) {
          logger.error({ event: 'site-release-failed', reason: 'publish', error: error instanceof Error ? error.message : String(error) });
          res.redirect(303, '/duyet?thong-bao=chua-len-web');
        }
      }),
    ],
    'POST /duyet/tra-lai': [
      withRepo(async (repo, req, res) => {
        const { 'tac-gia': userId } = req.body;
        const file = contentFile(req.body.tep);
        const comment = req.body.comment.trim();
        if (!file || !isUserId(userId) || !(await repo.draft(userId, file))?.inReview) return void sendNotice(res, 404, CONTENT_MESSAGES.noDraft);
        if (!comment) return showReview(repo, res, userId, file, 400);
        await repo.withdrawReview(userId, file, nameOf(session(res).user.email), comment);
        await audit(req, 'return-draft', { target: file, detail: comment });
        res.redirect(303, '/duyet?thong-bao=da-tra-lai');
      }),
    ],
    'GET /lich-su': [
      withRepo(async (repo, req, res) => {
        const file = fileParam(req.query.tep);
        const versions = file ? await repo.history(file) : [];
        if (!file || !versions.length) return void sendNotice(res, 404, CONTENT_MESSAGES.noPage);
        const { user, csrf } = session(res);
        const title = (await titles()).published.get(file);
        sendPage(res, historyPage({ file, title, versions, canRestore: allows('POST /lich-su/khoi-phuc', user.role), csrf, message: noticeOf(req) }));
      }),
    ],
    'POST /lich-su/khoi-phuc': [
      withRepo(async (repo, req, res) => {
        const file = contentFile(req.body.tep);
        const { 'phien-ban': commit } = req.body;
        // Only a published version of this very file.
        const published = file ? (await repo.history(file, 500)).some((version) => version.commit === commit) : false;
        const content = file && published ? await repo.read(file, commit) : undefined;
        if (!file || content === undefined) return void sendNotice(res, 404, CONTENT_MESSAGES.noVersion);
        const current = await repo.draft(rowsOf('POST /lich-su/khoi-phuc', session(res)).userId, file);
        const draft = await repo.saveDraft(authorOf(res), file, content, current?.head, `Khôi phục ${file} từ ${commit.slice(0, 7)}`);
        await audit(req, 'restore', { target: file, detail: `${commit} → ${draft.head}` });
        res.redirect(303, `/lich-su?tep=${encodeURIComponent(file)}&thong-bao=da-khoi-phuc`);
      }),
    ],
  } satisfies Partial<RouteHandlers>;
}
