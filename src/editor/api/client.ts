// The browser side of the editor API. Under `npm run edit` the token from the URL goes with every
// request; inside the admin (hosted.ts) the session cookie does, and the session's CSRF token goes as a
// header. The page's own Origin goes with every write by itself.
import type { ValidationIssue } from '../../engine/issue.ts';

/** A problem as the editor shows it: where, what and how to fix it (the API also sends code and docs). */
export type EditorIssue = Pick<ValidationIssue, 'file' | 'line' | 'column' | 'path' | 'message'> &
  Partial<Pick<ValidationIssue, 'hint' | 'code' | 'position' | 'docs'>>;
import type { PageSummary } from '../contract/types.ts';
import type { ProjectInfo } from '../contract/types.ts';

const TOKEN_KEY = 'page-editor:token';

/** The token of this session: from ?token= (then removed from the address bar), else kept from before. */
export function sessionToken(): string {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The headers that prove who calls: `npm run edit`'s token, or the admin session's CSRF token. */
export type ClientAuth = { token: string } | { csrf: string };

export function createClient(auth: ClientAuth, base = '/_editor/api') {
  const authHeader: Record<string, string> = 'token' in auth ? { 'x-editor-token': auth.token } : { 'x-csrf-token': auth.csrf };
  async function call<T>(method: string, url: string, body?: unknown, accept: number[] = []): Promise<{ status: number; body: T }> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...authHeader, ...(body !== undefined && !(body instanceof Blob) ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
    });
    const parsed = (await res.json().catch(() => ({}))) as T & { error?: string };
    if (!res.ok && !accept.includes(res.status)) throw new ApiError(parsed.error ?? `lỗi ${res.status}`, res.status, parsed);
    return { status: res.status, body: parsed };
  }
  return {
    project: () => call<ProjectInfo & { templates: { name: string; summary: string }[] }>('GET', '/project').then((r) => r.body),
    pages: () => call<{ pages: PageSummary[] }>('GET', '/pages').then((r) => r.body.pages),
    page: (file: string) =>
      call<{ file: string; route: string; text: string; value: unknown; hash: string }>('GET', `/page?file=${encodeURIComponent(file)}`).then((r) => r.body),
    hash: (file: string) => call<{ hash: string | null }>('GET', `/page/hash?file=${encodeURIComponent(file)}`).then((r) => r.body.hash),
    check: (file: string, value: unknown) => call<{ issues: EditorIssue[] }>('POST', '/check', { file, value }).then((r) => r.body.issues),
    /** `afterTakeOver`: inside the admin, the unsaved edits of an author whose page was just taken over, kept as their own draft. */
    save: (file: string, value: unknown, baseHash: string, afterTakeOver?: boolean) =>
      call<{ status: 'saved' | 'conflict' | 'invalid'; hash?: string; issues?: EditorIssue[] }>(
        'PUT',
        '/page',
        { file, value, baseHash, ...(afterTakeOver ? { afterTakeOver } : {}) },
        [409, 422],
      ),
    create: (route: string, template: string | undefined, from?: string) =>
      call<{ status: string; file: string; report?: string; issues?: EditorIssue[] }>('POST', '/page', { route, template, from }, [409, 422]),
    remove: (file: string, hash: string) =>
      call<{ status: string; issues?: EditorIssue[] }>('DELETE', `/page?file=${encodeURIComponent(file)}&hash=${hash}`, undefined, [409]),
    preview: (route: string, value: unknown) =>
      call<{ page: import('../../model/boot.ts').PageData; site: import('../../model/generated.ts').SiteFile }>('POST', '/preview', { route, value }).then(
        (r) => r.body,
      ),
    /** `page`: the page being edited (inside the admin the image travels with that page's draft). */
    upload: (file: File, page?: string) =>
      call<{ src: string; width: number; height: number }>(
        'POST',
        `/upload?name=${encodeURIComponent(file.name)}${page ? `&file=${encodeURIComponent(page)}` : ''}`,
        file,
      ).then((r) => r.body),
  };
}

export type EditorClient = ReturnType<typeof createClient>;
