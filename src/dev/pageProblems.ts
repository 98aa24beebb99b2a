// The dev server's problem overlay: what the server sends and the markup both sides draw, so a
// page broken on first load (drawn by the server) and a page broken while open (drawn in the
// browser) show the same overlay. Our own element, not Vite's: Vite's overlay is for code errors
// and always ends with a hint on how to turn it off, the wrong advice for a content problem.
import { escapeHtml } from '../lib/escapeHtml.ts';

/** One problem as the overlay shows it. */
export interface PageProblem {
  /** `pages/pricing/seo.json:9:7`: where to look. */
  location: string;
  /** The located message, its hint and the code frame, as plain text. */
  text: string;
}

/** Server → browser: the state of pages/ now (an empty list: every file is valid). */
export const PAGES_STATE_EVENT = 'pages:state';
export interface PagesState {
  problems: PageProblem[];
  /** How many times pages/ has changed since the server started: a page rendered before the last change is stale. */
  generation: number;
}
/** On the dev page script's element: the count of changes to pages/ the page was rendered at. */
export const PAGES_GENERATION_ATTRIBUTE = 'data-pages-generation';

/** Browser → server: "send me the state now" (after the page has subscribed, so no answer is lost). */
export const PAGES_STATE_REQUEST = 'pages:state-request';

export const OVERLAY_TAG = 'page-problems';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
  overflow: auto; padding: 4vh 12px; background: rgb(0 0 0 / 0.6); font: 15px/1.5 system-ui, sans-serif; color: #1a1b1e; }
section { width: min(960px, 100%); background: #fff; border-top: 6px solid #c92a2a; border-radius: 6px; padding: 20px 24px;
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.35); }
h2 { margin: 0 0 4px; font-size: 20px; color: #c92a2a; }
p { margin: 0 0 16px; }
article { margin: 0 0 16px; }
h3 { margin: 0 0 6px; font: 600 14px/1.4 ui-monospace, Menlo, Consolas, monospace; color: #1864ab; }
pre { margin: 0; padding: 12px; overflow-x: auto; background: #f8f9fa; border: 1px solid #dee2e6; border-radius: 4px;
  font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; white-space: pre; }
button { font: inherit; padding: 4px 14px; border: 1px solid #868e96; border-radius: 4px; background: #fff; cursor: pointer; float: right; }
button:focus-visible { outline: 3px solid #1864ab; outline-offset: 2px; }
`;

/** The overlay's shadow-root content; every text from the files is escaped (it is shown, never run). */
export function overlayMarkup(problems: readonly PageProblem[]): string {
  const files = new Set(problems.map((p) => p.location.replace(/:\d+:\d+$/, ''))).size;
  const items = problems.map((p) => `<article><h3>${escapeHtml(p.location)}</h3><pre>${escapeHtml(p.text)}</pre></article>`).join('');
  return (
    `<style>${STYLE}</style><section role="alertdialog" aria-labelledby="title" aria-describedby="summary">` +
    `<button type="button" data-close>Đóng</button>` +
    `<h2 id="title">Tệp trang có lỗi</h2>` +
    `<p id="summary">${problems.length} lỗi trong ${files} tệp. Sửa rồi lưu tệp: trang tự cập nhật.</p>${items}</section>`
  );
}
