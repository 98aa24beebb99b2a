// The editor's HTTP API (mounted at /_editor/api by the editor's Vite plugin). Every request needs
// the token printed at start and a Host of this loopback server (DNS rebinding); every write also
// needs an Origin equal to the editor's own (CSRF). Anything else: 403, nothing read or changed.
import express, { type NextFunction, type Request, type Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../engine/commandLine.ts';
import { createPage, NewPageRefusal, parseRoute, templateNamed } from '../../engine/pageCreation/newPage.ts';
import { NEW_PAGE_TEXT } from '../../engine/pageCreation/newPageText.ts';
import { TEMPLATE_NAMES } from '../../engine/pageCreation/pageTemplates.ts';
import { projectInfo } from './projectInfo.ts';
import { PathRefused } from './safePath.ts';
import { ProjectStore } from './store.ts';
import { saveUpload, UPLOAD_LIMIT_BYTES, UploadRefused } from './upload.ts';

export const TOKEN_HEADER = 'x-editor-token';

export interface EditorApiOptions {
  store: ProjectStore;
  token: string;
  /** The editor's own origin, e.g. http://127.0.0.1:5173 (known once the server listens). */
  origin: () => string;
  /** Where section examples live (src/sections). */
  sectionsDir: string;
  /** Where an internal error goes in full (the terminal running `npm run edit`); its answer says only that one happened. */
  log?: (error: unknown) => void;
}

/** What the editor shows for an error of the server itself: never its message, a path or a stack. */
export const INTERNAL_ERROR = 'lỗi trong máy chủ trình soạn thảo; chi tiết ở cửa sổ dòng lệnh đang chạy npm run edit';

function sameSecret(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function editorApi({ store, token, origin, sectionsDir, log = (error) => console.error('[editor]', error) }: EditorApiOptions) {
  const api = express.Router();

  api.use((req: Request, res: Response, next: NextFunction) => {
    const own = new URL(origin());
    const refuse = (why: string) => res.status(403).json({ error: why });
    if (req.headers.host !== own.host) return refuse('máy chủ không đúng (Host)');
    if (!sameSecret(req.headers[TOKEN_HEADER], token)) return refuse('thiếu hoặc sai mã truy cập (token)');
    const write = !['GET', 'HEAD'].includes(req.method);
    if (write && req.headers.origin !== own.origin) return refuse('nguồn gửi (Origin) không phải trình soạn thảo');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  api.use(express.json({ limit: '2mb' }));

  api.get('/project', (_req, res) => {
    res.json({ ...projectInfo(store.dirs, sectionsDir), templates: TEMPLATE_NAMES.map((name) => ({ name, summary: NEW_PAGE_TEXT.vi.templates[name] })) });
  });

  api.get('/pages', (_req, res) => {
    res.json({ pages: store.listPages() });
  });

  api.get('/page', (req, res) => {
    res.json(store.readPage(String(req.query.file)));
  });

  api.get('/page/hash', (req, res) => {
    res.json({ hash: store.currentHash(String(req.query.file)) });
  });

  api.post('/check', (req, res) => {
    res.json({ issues: store.check(req.body?.file, req.body?.value) });
  });

  api.post('/preview', (req, res) => {
    const { page, site } = store.preview(req.body?.value);
    res.json({ page: { ...page, route: String(req.body?.route ?? '/') }, site });
  });

  api.put('/page', (req, res) => {
    const { file, value, baseHash } = req.body ?? {};
    const result = store.save(file, value, String(baseHash ?? ''));
    res.status(result.status === 'saved' ? 200 : result.status === 'conflict' ? 409 : 422).json(result);
  });

  /** A new page: from a new-page template (its route rules), or a copy of another page (`from`). */
  api.post('/page', (req, res) => {
    const { route, template, from } = req.body ?? {};
    const parsed = parseRoute(String(route ?? ''));
    const file = `pages/${parsed === '/' ? 'index' : parsed.slice(1)}.json`;
    store.pagePath(file);
    if (typeof from === 'string') {
      const source = store.readPage(from);
      const result = store.create(file, source.value);
      return res.status(result.status === 'saved' ? 201 : result.status === 'conflict' ? 409 : 422).json({ ...result, file });
    }
    const made = createPage({ route: parsed, template: templateNamed(String(template ?? 'landing')), dirs: store.dirs });
    if (!made.ok) return res.status(422).json({ status: 'invalid', report: made.report, file });
    res.status(201).json({ status: 'saved', file, route: made.route });
  });

  api.delete('/page', (req, res) => {
    const result = store.delete(String(req.query.file), String(req.query.hash ?? ''));
    res.status(result.status === 'deleted' ? 200 : 409).json(result);
  });

  api.post('/upload', express.raw({ type: () => true, limit: UPLOAD_LIMIT_BYTES }), async (req, res) => {
    res.status(201).json(await saveUpload(store.dirs.publicDir, String(req.query.name ?? ''), req.body as Buffer));
  });

  api.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof PathRefused || error instanceof UploadRefused) return res.status(400).json({ error: error.message });
    if (error instanceof NewPageRefusal) return res.status(400).json({ error: error.message, code: error.refusal.code });
    if (error instanceof UsageError) return res.status(400).json({ error: error.message });
    const status = (error as { status?: number }).status;
    if (status === 413) return res.status(413).json({ error: 'tệp quá lớn' });
    // A request the body parser refused (bad JSON, wrong encoding): said in the editor's words.
    if (status && status >= 400 && status < 500) return res.status(status).json({ error: `yêu cầu không hợp lệ (${status})` });
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return res.status(404).json({ error: 'không có tệp này' });
    log(error);
    res.status(500).json({ error: INTERNAL_ERROR });
  });
  return api;
}

/** Reads a JSON file, or undefined. */
export function readJson(abs: string): unknown {
  try {
    return JSON.parse(readFileSync(abs, 'utf8'));
  } catch {
    return undefined;
  }
}

export const relPosix = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');
