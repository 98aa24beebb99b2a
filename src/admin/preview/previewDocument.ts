// What a preview link's answer changes in the draft's rendered page (renderer.ts) before sending it:
// the draft's uploaded images served under the link, links to the site's other pages sent to the
// public site (the admin has none of them), and a notice at the top saying what the page is.
import { html, trustedHtml } from '../html.ts';
import { shownMinute } from '../time.ts';
import type { PreviewLink } from './links.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A draft's page names its uploaded images by their site paths (/images/uploads/…), which the built site
 * does not have yet: they are served under the link itself (/xem-truoc/<token>/images/…), so only a
 * live link shows them.
 */
export function withDraftImages(page: string, images: string[], token: string): string {
  let shown = page;
  for (const image of images) {
    const site = image.slice('public'.length);
    shown = shown.replace(new RegExp(`(["'(=\\s,])${escapeRegExp(site)}(?=["')\\s,?#])`, 'g'), `$1/xem-truoc/${token}${site}`);
  }
  return shown;
}

/**
 * Links to the site's pages (`href="/…"`) go to the public site (`siteUrl`): on the admin's address they
 * would find nothing. An #anchor of the page itself stays, as do the site's files the page loads.
 */
export function withSiteLinks(page: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return page.replace(/(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g, (_all, start: string, target: string) => `${start}${base}${target}"`);
}

/** Styles of the notice only (the page's own stylesheet is the site's). */
const NOTICE_STYLE = trustedHtml(
  '.preview-notice{background:#fff4ce;color:#1a1a1a;border-bottom:2px solid #8a6d00;padding:.75rem 1rem;font:15px/1.5 system-ui,sans-serif}.preview-notice p{margin:0 auto;max-width:72rem}.preview-notice strong{font-weight:700}',
);

/**
 * At the top of the page: a preview, not published; who made the link and until when it works; what
 * differs from the live page (forms send nothing, content behind a click is shown open).
 */
export function withPreviewNotice(page: string, link: Pick<PreviewLink, 'createdByEmail' | 'expiresAt'>): string {
  const notice = html`<style>${NOTICE_STYLE}</style><aside class="preview-notice" aria-label="Bản xem trước"><p><strong>Bản xem trước, chưa đăng lên web.</strong> Liên kết do ${link.createdByEmail} tạo, dùng được đến ${shownMinute(link.expiresAt)}. Biểu mẫu trên trang này không gửi đi; nội dung ẩn sau nút bấm được mở sẵn.</p></aside>`;
  return page.replace(/<body\b[^>]*>/, (body) => `${body}${notice}`);
}
