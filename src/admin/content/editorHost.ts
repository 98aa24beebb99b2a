// The editor inside the admin (issue 39): the editor's interface, built to static files by
// `npm run build` (scripts/lib/buildEditor.ts → build/editor), served at /soan-thao/ behind the
// session, and the editor's API (the contract of src/editor/api/client.ts) over the content
// repository instead of a checkout. The author reads their draft of a page (else the published
// file), checks and previews it against the published branch with the editor server's own engine
// (src/editor/server/store.ts over an export of the published branch), and saves it as their draft
// (never the published branch) by compare-and-swap: a stale base answers 409, which the editor meets
// with its three-way merge. A page someone else holds the lease of is not saved (423).
import type { RequestHandler, Response } from 'express';
import express from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../../engine/commandLine.ts';
import { NewPageRefusal } from '../../engine/pageCreation/newPage.ts';
import { NEW_PAGE_TEXT } from '../../engine/pageCreation/newPageText.ts';
import { TEMPLATE_NAMES } from '../../engine/pageCreation/pageTemplates.ts';
import { PROJECT_ROOT, routeFromFile, type ContentDirs } from '../../engine/project.ts';
import { HOSTED_META, type HostedConfig } from '../../editor/contract/hosted.ts';
import { updateJsonText } from '../../editor/server/jsonEdit.ts';
import { projectInfo } from '../../editor/server/projectInfo.ts';
import { PathRefused } from '../../editor/server/safePath.ts';
import { hashText, ProjectStore } from '../../editor/server/store.ts';
import { warmUpload } from '../../publish/images/imagePipeline.ts';
import { prepareUpload, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB, UploadRefused } from '../../editor/server/upload.ts';
import { allows, rowsOf, type RouteKey } from '../access.ts';
import type { Session } from '../accounts.ts';
import type { RouteHandler, RouteHandlers, RouteRequest } from '../routes.ts';
import { sendNotice } from '../pages.ts';
import { authorOf, CONTENT_MESSAGES, heldMessage, newPageDraft } from './contentRoutes.ts';
import { ContentConflict, type ContentRepo } from './contentRepo.ts';
import type { Leases } from './leases.ts';
import type { Audit } from '../auditActions.ts';

/** Where the admin serves the editor (the built files' URLs start with it: scripts/lib/buildEditor.ts). */
export const EDITOR_PATH = '/soan-thao/';
export const EDITOR_API = `${EDITOR_PATH}api`;
/** The built editor (scripts/lib/buildEditor.ts). */
export const DEFAULT_EDITOR_DIR = path.join(PROJECT_ROOT, 'build/editor');
/** Its pages keep their path under the project (Vite); its files are in assets/. */
export const EDITOR_PAGES = { index: 'src/editor/index.html', preview: 'src/editor/preview.html' };

/** An upload's body: the image's bytes, at most UPLOAD_LIMIT_MB (as `npm run edit` takes it). */
const rawImage = express.raw({ type: () => true, limit: UPLOAD_LIMIT_BYTES });

/** What the content repository holds that the validator reads (as problemsAfterPublish exports it). */
const WORKSPACE_FOLDERS = ['pages', 'public', 'schema', 'src/sections'];

export const EDITOR_MESSAGES = {
  notBuilt: 'Chưa có giao diện trình soạn thảo trên máy chủ này (thư mục build/editor). Người phụ trách kỹ thuật cần chạy npm run build.',
  noFile: 'Không có trang này (cả bản đã đăng lẫn bản nháp của bạn).',
  removedInDraft: 'Bạn đã xoá trang này trong bản nháp của mình: trang sẽ mất khỏi website khi bản nháp được duyệt và đăng.',
  tooLarge: `ảnh lớn hơn ${UPLOAD_LIMIT_MB} MB`,
  failed: 'Máy chủ gặp lỗi khi xử lý trang. Vui lòng thử lại sau.',
};

/**
 * The published branch written to a folder, with the editor server's store over it (its project
 * index caches what a check reads). One for all authors, made again when the published head moves;
 * the previous folder goes a minute later (a request may still be reading it).
 */
class Workspace {
  private current: { head: string; ready: Promise<{ store: ProjectStore; dirs: ContentDirs }> } | undefined;
  private readonly folders = new Set<string>();
  /** Exports under way: disposing waits for them, or one would go on writing into a folder already removed. */
  private readonly exporting = new Set<Promise<unknown>>();
  private disposing: Promise<void> | undefined;

  constructor(private readonly repo: ContentRepo) {}

  async at(): Promise<{ store: ProjectStore; dirs: ContentDirs }> {
    const head = await this.repo.head();
    if (this.disposing) throw new Error('The workspace is closed.');
    if (this.current?.head !== head) {
      const previous = this.current;
      const ready = this.export(head);
      this.exporting.add(ready);
      const done = () => void this.exporting.delete(ready);
      ready.then(done, done);
      this.current = { head, ready };
      if (previous)
        void ready.then(
          () => setTimeout(() => void previous.ready.then(({ dirs }) => this.remove(dirs.displayRoot)), 60_000).unref(),
          () => {},
        );
      // A failed export is tried again by the next request.
      ready.catch(() => {
        if (this.current?.ready === ready) this.current = undefined;
      });
    }
    return this.current!.ready;
  }

  private async export(head: string) {
    // Its real path: the store refuses a folder reached through a symbolic link (/tmp on macOS is one).
    const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'admin-editor-')));
    this.folders.add(dir);
    await this.repo.exportTree(dir, WORKSPACE_FOLDERS, head);
    // The images uploaded in drafts, so a page using one checks and previews as it will be published.
    for (const draft of await this.repo.drafts()) {
      const images = await this.repo.draftImages(draft.head);
      if (images.length) await this.repo.exportTree(dir, images, draft.head);
    }
    const dirs: ContentDirs = {
      pagesDir: path.join(dir, 'pages'),
      schemaDir: path.join(dir, 'schema'),
      publicDir: path.join(dir, 'public'),
      sectionsDir: path.join(dir, 'src/sections'),
      displayRoot: dir,
    };
    return { store: new ProjectStore(dirs), dirs };
  }

  private async remove(dir: string) {
    this.folders.delete(dir);
    await rm(dir, { recursive: true, force: true });
  }

  /** Removes every folder once the exports under way have ended (the server is closing). */
  dispose(): Promise<void> {
    return (this.disposing ??= (async () => {
      await Promise.allSettled(this.exporting);
      await Promise.all([...this.folders].map((dir) => this.remove(dir)));
    })());
  }
}

const session = (res: Response) => (res.locals as { session: Session }).session;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's policy (securityHeaders) with `directives` in place of its own of the same names. */
function replaceDirectives(res: Response, directives: string[]) {
  const names = new Set(directives.map((directive) => directive.split(' ')[0]));
  const kept = String(res.getHeader('Content-Security-Policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !names.has(part.split(' ')[0]));
  res.setHeader('Content-Security-Policy', [...kept, ...directives].join(';'));
}

/**
 * The editor's pages may run their own script files (no inline script, no eval) and be framed by the
 * admin's own pages (the preview); every other admin page keeps the site policy's `frame-ancestors 'none'`.
 */
function editorPageHeaders(res: Response) {
  replaceDirectives(res, ["script-src 'self'", "frame-ancestors 'self'"]);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/**
 * `file`'s version the author edits: their draft's last commit that changed the page, else `p:` and the
 * hash of the text they read (the draft's, which an uploaded image alone leaves as published; else the
 * published text). null: neither. An image added to the draft does not change it, so the editor that
 * uploaded it saves on, and its poll sees no change.
 */
async function versionOf(repo: ContentRepo, userId: string, file: string): Promise<string | null> {
  const commit = await repo.pageCommit(userId, file);
  if (commit) return commit;
  const text = await repo.read(file, await repo.draftHead(userId, file));
  return text === undefined ? null : `p:${hashText(text)}`;
}

export function editorHandlers({
  content,
  audit,
  now,
  editorDir = DEFAULT_EDITOR_DIR,
  siteUrl,
}: {
  content: { repo: ContentRepo; leases: Leases } | undefined;
  audit: Audit;
  now: () => number;
  editorDir?: string;
  /** SITE_URL (the editor's "Xem trang ↗"); without it the editor uses the site file's siteUrl. */
  siteUrl?: string;
}) {
  const workspace = content && new Workspace(content.repo);

  /** Runs `handler` with the repository and the published branch's workspace; answers errors as the editor expects them. */
  const api =
    <K extends RouteKey>(
      handler: (ctx: { repo: ContentRepo; leases: Leases; store: ProjectStore; dirs: ContentDirs }, req: RouteRequest<K>, res: Response) => Promise<unknown>,
    ): RouteHandler<K> =>
    async (req, res, next) => {
      if (!content || !workspace) return void res.status(503).json({ error: CONTENT_MESSAGES.notSetUp });
      try {
        const { store, dirs } = await workspace.at();
        await handler({ ...content, store, dirs }, req, res);
      } catch (error) {
        if (res.headersSent) return next(error);
        if (error instanceof PathRefused || error instanceof UsageError || error instanceof UploadRefused)
          return void res.status(400).json({ error: error.message });
        if (error instanceof ContentConflict) return void res.status(409).json({ error: error.message });
        if (error instanceof NewPageRefusal) return void res.status(400).json({ error: error.message, code: error.refusal.code });
        next(error);
      }
    };

  /** One of the built pages, with what the editor needs to talk to the admin (HOSTED_META). */
  const page =
    (name: keyof typeof EDITOR_PAGES): RequestHandler =>
    (req, res) => {
      const file = path.join(editorDir, EDITOR_PAGES[name]);
      if (!existsSync(file)) return void sendNotice(res, 503, EDITOR_MESSAGES.notBuilt);
      // /soan-thao → /soan-thao/: the preview frame's address is relative to the editor's.
      if (name === 'index' && !req.originalUrl.split('?')[0].endsWith('/')) return res.redirect(303, EDITOR_PATH);
      const config: HostedConfig = {
        api: EDITOR_API,
        csrf: session(res).csrf,
        lease: '/api/content/lease',
        pages: '/noi-dung',
        ...(siteUrl ? { site: siteUrl } : {}),
      };
      const html = readFileSync(file, 'utf8').replace(
        '<head>',
        `<head>\n    <meta name="${HOSTED_META}" content="${escapeAttribute(JSON.stringify(config))}" />`,
      );
      editorPageHeaders(res);
      res.type('html').send(html);
    };

  /**
   * A file under the published branch's public/`folder` (or that file itself) for the editor's preview,
   * after the preview links' own answer (the built site's files) found nothing: only to a signed-in
   * editor, publisher or admin; anyone else goes on to the 404 as before.
   */
  const publicFile =
    (folder: string): RequestHandler =>
    (req, res, next) => {
      const role = (res.locals as { session?: Session }).session?.user.role;
      if (!allows('GET /soan-thao/', role) || !role || res.headersSent) return next();
      return api(async ({ dirs }) => {
        const given = (req.params as { file?: string | string[] }).file;
        const parts = given === undefined ? [] : ([] as string[]).concat(given);
        const file = path.join(dirs.publicDir, folder, ...parts);
        if (parts.some((part) => !/^\w[\w.-]*$/.test(part)) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Cache-Control', 'private, max-age=300');
        res.sendFile(file);
      })(req, res, next);
    };

  const handlers = {
    'GET /soan-thao/': [page('index')],
    'GET /soan-thao/preview': [page('preview')],
    'GET /soan-thao/assets/:file': [
      (req, res) => {
        const name = String(req.params.file);
        const file = path.join(editorDir, 'assets', name);
        if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !existsSync(file)) return void res.status(404).json({ error: 'Không tìm thấy.' });
        // Content-hashed names: kept by the browser, not by a shared cache (they are behind the session).
        res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
        res.sendFile(file);
      },
    ],
    'GET /soan-thao/api/project': [
      api(async ({ dirs }, _req, res) => {
        res.json({
          ...projectInfo(dirs, dirs.sectionsDir!),
          templates: TEMPLATE_NAMES.map((name) => ({ name, summary: NEW_PAGE_TEXT.vi.templates[name] })),
        });
      }),
    ],
    'GET /soan-thao/api/pages': [
      api(async ({ repo, store }, _req, res) => {
        const pages = store.listPages();
        // The author's new pages (drafts of files not published yet) too.
        const own = (await repo.drafts(rowsOf('GET /soan-thao/api/pages', session(res)).userId)).filter((draft) => draft.file.endsWith('.json'));
        // A page the author's draft deletes is gone for them (until it is published, or they restore it).
        const removed = new Set(own.filter((draft) => draft.removed).map((draft) => draft.file));
        for (const draft of own.filter((d) => !d.removed))
          if (!pages.some((p) => p.file === draft.file)) {
            let title = '';
            try {
              title = String((JSON.parse(draft.content) as { meta?: { title?: unknown } }).meta?.title ?? '');
            } catch {
              // not JSON: shown by its address
            }
            pages.push({ file: draft.file, route: routeFromFile(draft.file.slice('pages/'.length)), title, problems: 0 });
          }
        res.json({ pages: pages.filter((p) => !removed.has(p.file)).sort((a, b) => a.route.localeCompare(b.route)) });
      }),
    ],
    'GET /soan-thao/api/page': [
      api(async ({ repo, store }, req, res) => {
        const file = String(req.query.file ?? '');
        store.pagePath(file);
        const { userId } = rowsOf('GET /soan-thao/api/page', session(res));
        const draft = await repo.draft(userId, file);
        if (draft?.removed) return void res.status(404).json({ error: EDITOR_MESSAGES.removedInDraft });
        const text = draft?.content ?? (await repo.read(file));
        if (text === undefined) return void res.status(404).json({ error: EDITOR_MESSAGES.noFile });
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          value = undefined;
        }
        res.json({
          file,
          route: routeFromFile(file.slice('pages/'.length)),
          text,
          value,
          hash: draft ? await versionOf(repo, userId, file) : `p:${hashText(text)}`,
        });
      }),
    ],
    'GET /soan-thao/api/page/hash': [
      api(async ({ repo, store }, req, res) => {
        const file = String(req.query.file ?? '');
        store.pagePath(file);
        res.json({ hash: await versionOf(repo, rowsOf('GET /soan-thao/api/page/hash', session(res)).userId, file) });
      }),
    ],
    'POST /soan-thao/api/check': [
      api(async ({ store }, req, res) => {
        store.pagePath(req.body.file);
        res.json({ issues: store.check(req.body.file, req.body.value) });
      }),
    ],
    'POST /soan-thao/api/preview': [
      api(async ({ store }, req, res) => {
        const { page: shown, site } = store.preview(req.body.value);
        res.json({ page: { ...shown, route: req.body.route ?? '/' }, site });
      }),
    ],
    'PUT /soan-thao/api/page': [
      api(async ({ repo, leases, store }, req, res) => {
        const { file: name, value, baseHash, afterTakeOver } = req.body;
        store.pagePath(name);
        const { user } = session(res);
        const { userId } = rowsOf('PUT /soan-thao/api/page', session(res));
        // Someone else has the page open: view only until it is released, expires or is taken over. One
        // save passes: the unsaved edits of the person the page was taken from, kept as their own draft.
        const holder = await leases.holder(name, now());
        const keeping = afterTakeOver === true && holder !== undefined && holder.userId !== userId && (await leases.takenFrom(holder, user.email));
        if (holder && holder.userId !== userId && !keeping) return void res.status(423).json({ error: heldMessage(holder), heldBy: holder });
        const draft = await repo.draft(userId, name);
        const before = draft?.content ?? (await repo.read(name));
        const current = await versionOf(repo, userId, name);
        if (current !== baseHash) return void res.status(409).json({ status: 'conflict', hash: current });
        const issues = store.check(name, value);
        if (issues.length > 0) return void res.status(422).json({ status: 'invalid', issues });
        let text = `${JSON.stringify(value, null, 2)}\n`;
        try {
          // The file's own formatting kept where untouched (as the editor server writes it).
          if (before !== undefined) text = updateJsonText(before, JSON.parse(before), value);
        } catch {
          // the saved text was not JSON: written anew
        }
        let saved;
        try {
          saved = await repo.saveDraft(authorOf(res), name, text, draft?.head);
        } catch (error) {
          if (!(error instanceof ContentConflict)) throw error;
          return void res.status(409).json({ status: 'conflict', hash: await versionOf(repo, userId, name) });
        }
        await audit(req, 'save-draft', { target: name, detail: keeping ? `${saved.head} (after take-over by ${holder!.email})` : saved.head });
        res.json({ status: 'saved', hash: saved.head });
      }),
    ],
    /** A new page as the author's draft: the page list's own "Tạo trang" (a starter template, or a copy of a page). */
    'POST /soan-thao/api/page': [
      api(async ({ repo }, req, res) => {
        const { route, template, from } = req.body;
        const start = from !== undefined && from !== null ? `trang:${from}` : `mau:${template ?? 'landing'}`;
        const made = await newPageDraft(repo, authorOf(res), route, start);
        if ('error' in made) return void res.status(made.status === 409 ? 409 : 422).json({ status: 'invalid', report: made.error });
        await audit(req, 'create-page', { target: made.file, detail: start });
        res.status(201).json({ status: 'saved', file: made.file, route: made.route });
      }),
    ],
    /**
     * Deleting a page is a draft like any change: the author's draft removes the file (reviewed, then
     * published: the page leaves the published branch and the site). Refused while other published
     * pages link to it (the validator's own link check without the page, as `npm run edit` refuses it).
     * A new page that exists only as the author's draft is simply dropped.
     */
    'DELETE /soan-thao/api/page': [
      api(async ({ repo, leases, store }, req, res) => {
        const name = String(req.query.file ?? '');
        store.pagePath(name);
        const { userId } = rowsOf('DELETE /soan-thao/api/page', session(res));
        const holder = await leases.holder(name, now());
        if (holder && holder.userId !== userId) return void res.status(423).json({ error: heldMessage(holder), heldBy: holder });
        const draft = await repo.draft(userId, name);
        const published = await repo.read(name);
        if (!draft && published === undefined) return void res.status(404).json({ error: EDITOR_MESSAGES.noFile });
        const current = await versionOf(repo, userId, name);
        if (current !== String(req.query.hash ?? '')) return void res.status(409).json({ status: 'conflict', hash: current });
        try {
          if (published === undefined) {
            await repo.discardDraft(userId, name, draft!.head);
            await audit(req, 'discard-draft', { target: name, detail: draft!.head });
            return void res.json({ status: 'deleted' });
          }
          const issues = store.linkedFrom(name);
          if (issues.length > 0) return void res.status(409).json({ status: 'linked', issues });
          const saved = await repo.saveDraft(authorOf(res), name, undefined, draft?.head, `Xoá trang: ${routeFromFile(name.slice('pages/'.length))}`);
          await audit(req, 'delete-page', { target: name, detail: saved.head });
          res.json({ status: 'deleted', hash: saved.head });
        } catch (error) {
          if (!(error instanceof ContentConflict)) throw error;
          res.status(409).json({ status: 'conflict', hash: await versionOf(repo, userId, name) });
        }
      }),
    ],
    /**
     * An image uploaded in an image field of `file` (the page being edited): checked as `npm run edit`
     * checks it (type from the content, UPLOAD_LIMIT_MB, pixels, whole file; the name's words), then committed on the
     * author's draft of that page under public/images/uploads/ — it travels with the draft and is
     * published with the page. The same bytes already stored (published, or in this draft) are used again.
     */
    'POST /soan-thao/api/upload': [
      (req, res, next) =>
        rawImage(req, res, (error?: unknown) =>
          (error as { status?: number } | undefined)?.status === 413 ? void res.status(413).json({ error: EDITOR_MESSAGES.tooLarge }) : next(error),
        ),
      api(async ({ repo, leases, store, dirs }, req, res) => {
        const page = String(req.query.file ?? '');
        store.pagePath(page);
        const { userId } = rowsOf('POST /soan-thao/api/upload', session(res));
        const holder = await leases.holder(page, now());
        if (holder && holder.userId !== userId) return void res.status(423).json({ error: heldMessage(holder), heldBy: holder });
        const draftHead = await repo.draftHead(userId, page);
        if (!draftHead && (await repo.read(page)) === undefined) return void res.status(404).json({ error: EDITOR_MESSAGES.noFile });
        const image = await prepareUpload(String(req.query.name ?? ''), req.body);
        const body = image.bytes;
        const shown = { width: image.width, height: image.height };
        const [published, drafted] = await Promise.all([
          repo.blobs('public/images'),
          draftHead ? repo.blobs('public/images', draftHead) : new Map<string, string>(),
        ]);
        const id = repo.blobId(body);
        const same = [...drafted, ...published].find(([file, blob]) => blob === id && file.startsWith('public/images/uploads/'));
        if (same) return void res.status(201).json({ src: same[0].slice('public'.length), ...shown, reused: true });
        let file = `public/images/uploads/${image.base}.${image.ext}`;
        for (let n = 2; published.has(file) || drafted.has(file); n++) file = `public/images/uploads/${image.base}-${n}.${image.ext}`;
        const head = await repo.addToDraft(authorOf(res), page, file, body);
        // The check and the preview see it at once (the workspace holds the drafts' images).
        const abs = path.join(dirs.displayRoot, file);
        await mkdir(path.dirname(abs), { recursive: true });
        await writeFile(abs, body);
        await audit(req, 'upload-image', { target: file, detail: `${page} ${head}` });
        res.status(201).json({ src: file.slice('public'.length), ...shown });
        // Encoded now, in the background, so the publish that shows it stays fast.
        void warmUpload(path.join(dirs.displayRoot, 'public'), file.slice('public'.length));
      }),
    ],
  } satisfies Partial<RouteHandlers>;

  /** Added after the preview links' handlers of the same routes (server.ts). */
  const siteFiles = {
    'GET /images/*file': [publicFile('images')],
    'GET /icons/*file': [publicFile('icons')],
    'GET /favicon.svg': [publicFile('favicon.svg')],
  } satisfies Record<string, RequestHandler[]>;

  return { handlers, siteFiles, dispose: () => workspace?.dispose() };
}
