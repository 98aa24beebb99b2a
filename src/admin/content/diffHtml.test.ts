// @vitest-environment jsdom
// The diff as the admin's review page shows it: read back through the DOM (jsdom), as a browser and
// a screen reader would — headings, table headers with their scope, the kind of change in words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../engine/project.ts';
import { diffHtml as diffMarkup, diffSummary } from './diffHtml.ts';
import { diffPages } from '../../content/pageDiff.ts';
import { loadSchemaSet } from './schemas.ts';

const schemas = loadSchemaSet();
/** The diff's HTML as sent. */
const diffHtml = (...args: Parameters<typeof diffMarkup>) => String(diffMarkup(...args));
type Page = { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
const home = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/index.json'), 'utf8')) as Page;
const at = (type: string) => home.sections.findIndex((s) => s.type === type);

function render(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** The home page with one section inserted, one removed, one edited, one moved and a new title. */
function reviewedEdit(): Page {
  const copy = structuredClone(home);
  copy.meta.title = 'Trang chủ mới';
  (copy.sections[at('stats')].items as { label: string }[])[0].label = 'Dự án <b>lớn</b>';
  copy.sections[at('stats')].layout = 'cards';
  const [faq] = copy.sections.splice(at('faq'), 1);
  copy.sections.splice(1, 0, faq);
  copy.sections.splice(
    copy.sections.findIndex((s) => s.type === 'testimonials'),
    1,
  );
  copy.sections.unshift({ type: 'cta', heading: 'Ưu đãi', text: 'Giảm 20%.' });
  return copy;
}

describe('diffHtml', () => {
  const diff = diffPages(schemas, home, reviewedEdit());
  const root = render(diffHtml(diff));

  it('starts with a summary line counting the sections in words', () => {
    expect(diffSummary(diff)).toBe(
      `1 trường của trang thay đổi, 1 phần thay đổi, 1 phần thêm mới, 1 phần bị xoá, 1 phần đổi chỗ, ${home.sections.length - 3} phần giữ nguyên.`,
    );
    expect(root.querySelector('p.summary')?.textContent).toBe(diffSummary(diff));
  });

  it('gives the page fields and every changed section a real heading naming it and saying what happened', () => {
    const headings = [...root.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Thông tin trang',
      'Thêm mới: Lời kêu gọi hành động cuối trang “Ưu đãi”',
      // Its heading is its name: said once.
      'Đổi chỗ: Câu hỏi thường gặp',
      `Đã sửa: Dãy số liệu thành tích “${String(home.sections[at('stats')].heading)}”`,
      `Đã xoá: Đánh giá của khách hàng “${String(home.sections[at('testimonials')].heading)}”`,
    ]);
    expect(root.textContent).toContain(`Chuyển từ vị trí ${at('faq') + 1} lên vị trí 3.`);
  });

  it('lays out each field as a row of a Trường / Trước / Sau table with header scopes', () => {
    const tables = [...root.querySelectorAll('table')];
    // Page fields, the added, the edited and the removed section; the move changed no field.
    expect(tables).toHaveLength(4);
    for (const table of tables) {
      expect(table.querySelector('caption')?.textContent).toBeTruthy();
      expect([...table.querySelectorAll('thead th')].map((th) => [th.getAttribute('scope'), th.textContent])).toEqual([
        ['col', 'Trường'],
        ['col', 'Trước'],
        ['col', 'Sau'],
      ]);
      for (const row of table.querySelectorAll('tbody tr')) {
        expect(row.querySelector('th')?.getAttribute('scope')).toBe('row');
        expect(row.querySelectorAll('td')).toHaveLength(2);
      }
    }
    const row = (label: string) => [...root.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent?.endsWith(label));
    const edited = row('mục 1 › Nhãn của số liệu');
    expect([...(edited?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      (home.sections[at('stats')].items as { label: string }[])[0].label,
      'Dự án <b>lớn</b>',
    ]);
    // Added and removed are said in words, not only by colour: a field added to a section that stayed…
    const layout = row('Cách trình bày');
    expect(layout?.querySelector('th')?.textContent).toMatch(/^Thêm mới: /);
    expect([...(layout?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['(chưa có)', 'Mỗi số liệu một thẻ có viền']);
    // …and the fields of an added or removed section, under the heading that says so.
    const added = tables[1].querySelector('tbody tr');
    expect(added?.querySelector('th')?.textContent).toBe('Tiêu đề');
    expect(added?.querySelector('td')?.textContent).toBe('(chưa có)');
    const removedRows = [...tables[3].querySelectorAll('tbody tr')];
    expect(removedRows.length).toBeGreaterThan(0);
    for (const tr of removedRows) expect(tr.querySelectorAll('td')[1].textContent).toBe('(đã xoá)');
  });

  it('escapes every value: a <script> in the content stays text', () => {
    const page = structuredClone(home);
    page.sections[0].title = '<script>alert("x")</script> & “ưu đãi”';
    const html = diffHtml(diffPages(schemas, home, page));
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38;');
    const shown = render(html);
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('tbody td:last-child')?.textContent).toBe('<script>alert("x")</script> & “ưu đãi”');
    expect(shown.querySelector('h2')?.textContent).toContain('<script>alert("x")</script>');
  });

  it('strikes the words taken out of a longer text and underlines the words put in, escaped', () => {
    const page = structuredClone(home);
    const text = String(home.sections[0].description);
    page.sections[0].description = `${text} <img src=x onerror=alert(1)>`;
    const html = diffHtml(diffPages(schemas, home, page));
    expect(html).not.toContain('<img');
    const shown = render(html);
    expect([...shown.querySelectorAll('ins')].map((e) => e.textContent)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(shown.querySelectorAll('del')).toHaveLength(0);
    const cells = shown.querySelectorAll('tbody td');
    expect([cells[0].textContent, cells[1].textContent]).toEqual([text, `${text} <img src=x onerror=alert(1)>`]);
  });

  it('shows a new page with everything marked as added, never a file path', () => {
    const html = diffHtml(diffPages(schemas, undefined, home));
    const shown = render(html);
    expect(shown.querySelector('p.summary')?.textContent).toBe(`Trang mới: ${home.sections.length} phần thêm mới.`);
    expect(shown.querySelectorAll('h2')).toHaveLength(home.sections.length + 1);
    for (const td of shown.querySelectorAll('tbody tr td:first-of-type')) expect(td.textContent).toBe('(chưa có)');
    expect(html).not.toMatch(/sections\[|\[\d+\]/);
  });

  it('says when nothing changed, and takes the heading level of the page it is placed in', () => {
    expect(render(diffHtml(diffPages(schemas, home, structuredClone(home)))).textContent).toBe('Không có thay đổi.');
    const nested = render(diffHtml(diff, { headingLevel: 3 }));
    expect(nested.querySelectorAll('h2')).toHaveLength(0);
    expect(nested.querySelectorAll('h3')).toHaveLength(5);
  });
});
