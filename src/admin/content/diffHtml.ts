// A page's changes as HTML for the admin's server-rendered review page: a summary line, then the
// page's own fields and each changed section under a real heading, with a "Trường / Trước / Sau"
// table. What happened is said in words (heading, "(chưa có)", "(đã xoá)"), never by colour alone;
// written with the escaping html`…` tag (../html.ts). No script: the admin's pages have none.
import { html, joinHtml, trustedHtml, type SafeHtml } from '../html.ts';
import type { ChangeKind, FieldChange, PageDiff, SectionChange, TextPiece } from '../../content/pageDiff.ts';

/** The diff's styles, for the page's <style> (AA contrast on white; colour only repeats the words). */
export const DIFF_STYLE = trustedHtml(`.diff table{border-collapse:collapse;margin:.5rem 0 1.5rem;width:100%;table-layout:fixed;font-size:14px}
.diff th,.diff td{border-bottom:1px solid #d0d0d0;padding:.4rem .6rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
.diff thead th{background:#f2f4f7;width:35%}.diff thead th:first-child{width:30%}.diff tbody th{font-weight:600;background:none}.diff .none{color:#595959;font-style:italic}
.diff .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.diff del{background:#fdeceb;color:#8a1c1c;text-decoration:line-through}.diff ins{background:#e7f5ea;color:#0b5a1f;text-decoration:underline}
.diff .tag{display:inline-block;font-size:.8em;font-weight:600;padding:0 .4em;border-radius:3px;margin-right:.4em;border:1px solid currentColor}
.diff .added{background:#e7f5ea;color:#0b5a1f}.diff .removed{background:#fdeceb;color:#8a1c1c}.diff .moved,.diff .changed{background:#eef3fb;color:#0b3f7a}`);

const TAG: Record<ChangeKind, string> = { added: 'Thêm mới', removed: 'Đã xoá', moved: 'Đổi chỗ', changed: 'Đã sửa' };

/** "2 trường của trang thay đổi, 3 phần thay đổi, 1 phần thêm mới, 9 phần giữ nguyên". */
export function diffSummary(diff: PageDiff): string {
  if (diff.kind === 'unchanged') return 'Không có thay đổi.';
  const { changed, added, removed, moved, unchanged } = diff.counts;
  const parts = [
    diff.kind === 'changed' && diff.page.length ? `${diff.page.length} trường của trang thay đổi` : '',
    changed ? `${changed} phần thay đổi` : '',
    added ? `${added} phần thêm mới` : '',
    removed ? `${removed} phần bị xoá` : '',
    moved ? `${moved} phần đổi chỗ` : '',
    unchanged ? `${unchanged} phần giữ nguyên` : '',
  ].filter(Boolean);
  const lead = diff.kind === 'added' ? 'Trang mới: ' : diff.kind === 'removed' ? 'Trang bị xoá: ' : '';
  return `${lead}${parts.join(', ')}.`;
}

/** The kind in words (a screen reader hears "Thêm mới: Tiêu đề"). */
const tag = (kind: ChangeKind) => html`<span class="tag ${kind}">${TAG[kind]}</span><span class="sr">: </span>`;

const cell = (value: string | undefined, absent: string) => (value === undefined ? html`<td class="none">${absent}</td>` : html`<td>${value}</td>`);

/** A text with its changed words in <del> (before) or <ins> (after): struck through or underlined, not only coloured. */
const marked = (pieces: TextPiece[], mark: 'del' | 'ins') =>
  html`<td>${pieces.map((p) => (p.changed ? (mark === 'del' ? html`<del>${p.text}</del>` : html`<ins>${p.text}</ins>`) : p.text))}</td>`;

const cells = (f: FieldChange) =>
  f.words ? html`${marked(f.words.before, 'del')}${marked(f.words.after, 'ins')}` : html`${cell(f.before, '(chưa có)')}${cell(f.after, '(đã xoá)')}`;

/** The fields' table; `tags` marks each added or removed field (in a section that otherwise stayed). */
function fieldTable(fields: FieldChange[], caption: string, tags = true): SafeHtml | '' {
  if (fields.length === 0) return '';
  const rows = fields.map((f) => html`<tr><th scope="row">${f.kind !== 'changed' && tags && tag(f.kind)}${f.label}</th>${cells(f)}</tr>`);
  return html`<table><caption class="sr">${caption}</caption><thead><tr><th scope="col">Trường</th><th scope="col">Trước</th><th scope="col">Sau</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function where(section: SectionChange): string {
  const { kind, positionBefore: from, positionAfter: to } = section;
  if (kind === 'added') return `Phần mới ở vị trí ${to}.`;
  if (kind === 'removed') return `Đã xoá khỏi vị trí ${from}.`;
  if (kind === 'moved') return `Chuyển từ vị trí ${from} ${from !== undefined && to !== undefined && to < from ? 'lên' : 'xuống'} vị trí ${to}.`;
  return from === to ? `Vị trí ${to}.` : `Vị trí ${to} (trước là ${from}).`;
}

/** A heading's tags by level (a tag name is markup, never a value). */
const HEADING_TAGS = {
  2: [html`<h2>`, html`</h2>`],
  3: [html`<h3>`, html`</h3>`],
  4: [html`<h4>`, html`</h4>`],
  5: [html`<h5>`, html`</h5>`],
} as const;

/** The diff as an HTML fragment; section headings at `headingLevel` (2 under the page's h1). */
export function diffHtml(diff: PageDiff, { headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 | 5 } = {}): SafeHtml {
  const [open, close] = HEADING_TAGS[headingLevel];
  const h = (text: string, kind?: ChangeKind) => html`${open}${kind && tag(kind)}${text}${close}`;
  const out: (SafeHtml | '')[] = [html`<p class="summary"><strong>${diffSummary(diff)}</strong></p>`];
  if (diff.page.length) out.push(h('Thông tin trang'), fieldTable(diff.page, 'Các trường của trang đã thay đổi'));
  for (const section of diff.sections) {
    // "Câu hỏi thường gặp", not "Câu hỏi thường gặp “Câu hỏi thường gặp”".
    const heading = section.heading && section.heading.trim().toLowerCase() !== section.name.toLowerCase() ? ` “${section.heading}”` : '';
    const caption = `${TAG[section.kind]}: ${section.name}${heading}`;
    const whole = section.kind === 'added' || section.kind === 'removed';
    out.push(h(`${section.name}${heading}`, section.kind), html`<p>${where(section)}</p>`, fieldTable(section.fields, caption, !whole));
  }
  return html`<div class="diff">${joinHtml(out, '\n')}</div>`;
}
