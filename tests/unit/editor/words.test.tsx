// What the editor shows is Vietnamese prose, never an identifier: every choice of every enum has a
// Vietnamese name ("x-enumLabels" beside the enum), and no label, legend, button, option or icon name
// the forms of the section types show reads like code (identifierIn: camelCase, snake_case, file
// and JSON paths, JSON words such as meta or true, a key in brackets or quotes). The whole editor
// (App, over the project's pages) is held to the same rule in its main states: every text on screen,
// every accessible name, tooltip and placeholder.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { helpOf, labelOf, sectionName, withoutDeveloperNotes } from '../../../src/content/labels.ts';
import { PageSettingsForm, SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import type { Schema } from '../../../src/content/schemaSet.ts';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { defaultDirs } from '../../../src/engine/project.ts';
import { projectClient, renderApp } from './appHarness.tsx';
import { project, renderForm, schemas } from './formHarness.tsx';

function enums(node: unknown, at: string, out: { at: string; values: unknown[]; labels: unknown }[]) {
  if (Array.isArray(node)) node.forEach((item, i) => enums(item, `${at}/${i}`, out));
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Record<string, unknown>;
    if (Array.isArray(schema.enum)) out.push({ at, values: schema.enum, labels: schema['x-enumLabels'] });
    for (const [key, child] of Object.entries(schema)) enums(child, `${at}/${key}`, out);
  }
  return out;
}

describe('enum choices', () => {
  it('every enum the editor can show has a Vietnamese name per value', () => {
    const found = Object.entries(project.schemas)
      .filter(([file]) => !file.startsWith('data/') && file !== 'site.schema.json')
      .flatMap(([file, doc]) => enums(doc, file, []));
    expect(found.length).toBeGreaterThan(10);
    for (const { at, values, labels } of found) {
      expect(Array.isArray(labels), `${at}: x-enumLabels`).toBe(true);
      expect((labels as unknown[]).length, at).toBe(values.length);
      for (const label of labels as string[]) expect(identifierIn(label), at).toBeUndefined();
    }
  });

  it('a select shows the names and stores the value', () => {
    const page = renderForm({ sections: [{ type: 'stats', items: [{ number: '1', label: 'A' }], layout: 'strip' }] }, <SectionForm path={['sections', 0]} />);
    const select = screen.getByRole('combobox', { name: 'Cách trình bày' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Dải số liệu trên nền xám', 'Mỗi số liệu một thẻ có viền']);
    fireEvent.change(select, { target: { value: '"cards"' } });
    expect((page.current() as { sections: { layout: string }[] }).sections[0].layout).toBe('cards');
  });
});

/** What reads like code rather than prose: why a visible text fails (undefined: prose). */
export function identifierIn(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const rules: [RegExp, string][] = [
    [/^[a-z][A-Za-z0-9-]*$/, 'a bare identifier'],
    [/\b[a-z]+[A-Z][A-Za-z0-9]*\b/, 'camelCase'],
    [/\b[a-z0-9]+_[a-z0-9_]+\b/, 'snake_case'],
    [/[\w-]+\/[\w*.-]+\.json\b|\bpages\/|\bschema\//, 'a file path'],
    [/\w\[\d+\]|\b(sections|items|meta|card)\.[a-z]/, 'a JSON path'],
    [/\b(meta|true|false|null|undefined|type|href|src|id)\b/, 'a JSON word'],
    [/\([a-z][A-Za-z0-9-]*\)/, 'a key in brackets'],
    [/['"“‘][a-z][A-Za-z0-9]*['"”’]/, 'a quoted key'],
    [/[?&][a-z][\w-]*=/, 'a query string'],
  ];
  for (const [rule, why] of rules) if (rule.test(t)) return `${why}: "${t}"`;
  return undefined;
}

/**
 * Every name, choice and help text the form shows an author: labels, legends, buttons, options, icon
 * names, headings, the help under a field (Mantine's description, the editor's own help lines) and tooltips.
 */
function visibleNames(): string[] {
  const texts = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('[class*="-description"], .editor-help'))
    if (el.textContent?.trim()) texts.add(el.textContent.trim());
  for (const el of document.querySelectorAll<HTMLElement>('[title]')) if (el.title.trim()) texts.add(el.title.trim());
  const names = document.querySelectorAll<HTMLElement>('label, legend, button, option, [role=radio][aria-label], h1, h2, h3, h4, h5, h6');
  for (const el of names) {
    // A label's own words (its help and required mark are other elements).
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('');
    for (const text of [own, el.getAttribute('aria-label')]) if (text && text.trim() && text.trim() !== '— chọn —') texts.add(text.trim());
  }
  return [...texts];
}

describe('identifierIn (the rule the forms are held to)', () => {
  it('fails code and passes prose', () => {
    for (const code of [
      'hero',
      'ctaPrimary',
      'plan_set',
      'pages/about.json',
      'sections[1].items[1].label',
      'Cài đặt trang (meta, thẻ)',
      '+ true',
      "'primary' là nút nổi bật",
      'Loại (hero)',
      'giữ trong địa chỉ ?nen-tang=&q=',
    ])
      expect(identifierIn(code), code).toBeDefined();
    for (const prose of ['Tiêu đề', 'Nút chính', 'Cài đặt trang', 'Ngày đăng (dd/mm/yyyy)', 'Thêm mục', 'Email', 'SEO'])
      expect(identifierIn(prose), prose).toBeUndefined();
  });
});

describe('every name and choice of every section type', () => {
  for (const type of schemas.sectionTypes) {
    it(`${type}: reads as Vietnamese prose`, () => {
      renderForm({ sections: [project.examples[type]] }, <SectionForm path={['sections', 0]} />);
      const words = visibleNames();
      expect(words.length, type).toBeGreaterThan(1);
      const bad = words.map(identifierIn).filter(Boolean);
      cleanup();
      expect(bad.join('\n'), type).toBe('');
    }, 60_000);
  }

  it('page settings: reads as Vietnamese prose', () => {
    const card = { summary: 'Tóm tắt', date: '2026-09-16', tags: ['SEO'] };
    renderForm({ meta: { title: 'A', description: 'B' }, card, sections: [] }, <PageSettingsForm />);
    const words = visibleNames();
    expect(words.length).toBeGreaterThan(3);
    const bad = words.map(identifierIn).filter(Boolean);
    cleanup();
    expect(bad.join('\n')).toBe('');
  });
});

/**
 * What the editor can show of every schema it shows, walked as the form walks it (refs followed,
 * either/or branches, list items; a fixed "type" and the nested sections of a tab are not fields):
 * each field's label and help, each section type's name and description.
 */
function shownTexts(): { at: string; text: string }[] {
  const out: { at: string; text: string }[] = [];
  const seen = new Set<Schema>();
  const field = (raw: Schema | undefined, name: string | number, at: string) => {
    if (!raw) return;
    const deref = schemas.deref(raw);
    // As Field does: the shared text type's generic description is not this field's help.
    const generic = raw.description === undefined && deref.refs?.some((r) => r.endsWith('/$defs/text'));
    const schema = generic ? { ...deref, description: undefined } : deref;
    if (schema.const !== undefined || schemas.holdsSections(schema)) return;
    out.push({ at, text: labelOf(schema, name) });
    // As EnumField and IconField do: a list of named choices shows no help (the names say it).
    const help = Array.isArray(schema['x-enumLabels']) ? undefined : helpOf(schema, name);
    if (help) out.push({ at: `${at} (help)`, text: help });
    children(schema, at);
  };
  const children = (schema: Schema, at: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const [key, child] of Object.entries(schema.properties ?? {})) field(child, key, `${at}.${key}`);
    if (schema.items && !Array.isArray(schema.items)) field(schema.items, 0, `${at}[]`);
    (schema.oneOf ?? schema.anyOf ?? []).forEach((branch, i) => {
      const b = schemas.deref(branch);
      out.push({ at: `${at}|${i}`, text: labelOf(b, `Cách ${i + 1}`) });
      children(b, `${at}|${i}`);
    });
  };
  for (const type of schemas.sectionTypes) {
    const schema = schemas.sectionSchema(type)!;
    out.push({ at: type, text: sectionName(schema, type) }, { at: `${type} (description)`, text: withoutDeveloperNotes(schema.description ?? '') });
    children(schema, type);
  }
  const page = schemas.page();
  for (const key of Object.keys(page.properties ?? {}).filter((k) => k !== 'sections' && k !== '$schema')) field(page.properties![key], key, `page.${key}`);
  return out;
}

describe('help texts of every schema the editor shows', () => {
  it('every label, help text and section description reads as Vietnamese prose', () => {
    const texts = shownTexts();
    expect(texts.length).toBeGreaterThan(300);
    const bad = texts.flatMap(({ at, text }) => {
      const why = identifierIn(text);
      return why ? [`${at}: ${why}`] : [];
    });
    expect(bad.join('\n')).toBe('');
  });
});

/**
 * Every text the editor shows now, anywhere on screen (dialogs too): each element's own words (its text
 * nodes joined) and the names, tooltips and placeholders it gives. What the author
 * typed (inputs' values, text areas) is theirs, not the editor's.
 */
function screenTexts(): string[] {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const t = text?.replace(/\s+/g, ' ').trim();
    if (t) texts.add(t);
  };
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('textarea, script, style')) continue;
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '');
    add(own.join(''));
    for (const name of ['aria-label', 'title', 'placeholder', 'aria-valuetext', 'alt']) add(el.getAttribute(name));
  }
  return [...texts];
}

/** The texts that read like code, each also read in its parts ("landing — …", "Trang: x", "A · b"). */
function codeOnScreen(): string[] {
  return screenTexts().flatMap((text) => {
    const parts = [text, ...text.split(/\s[—·|›]\s|:\s|^[+·]\s/)];
    return [...new Set(parts.map(identifierIn).filter((why): why is string => why !== undefined))];
  });
}

const openPage = async (route: string) => {
  const list = await screen.findByRole('list', { name: 'Các trang' }, { timeout: 30_000 });
  await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(10), { timeout: 30_000 });
  fireEvent.click(within(list).getAllByRole('button', { name: new RegExp(`^${route.replace(/[/]/g, '\\/')}(?![\\w/-])`) })[0]!);
  await screen.findByRole('heading', { name: route, level: 1 }, { timeout: 30_000 });
  // The validator's first answer (0.4 s after opening).
  await waitFor(() => expect(screen.queryByText('Đang kiểm tra…')).toBeNull(), { timeout: 30_000 });
};

describe('the editor’s screens read as Vietnamese prose', () => {
  it('the page list and a new page', async () => {
    renderApp();
    await screen.findByRole('list', { name: 'Các trang' }, { timeout: 30_000 });
    await waitFor(() => expect(screen.getAllByText(/^\/blog/).length).toBeGreaterThan(1), { timeout: 30_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Đường dẫn' }), { target: { value: 'Ưu đãi/Black Friday' } });
    await screen.findByRole('button', { name: 'Dùng /uu-dai/black-friday' });
    const texts = screenTexts();
    expect(texts).toContain('Trang mới');
    expect(codeOnScreen()).toEqual([]);
  }, 120_000);

  for (const route of ['/about', '/services/seo-website', '/blog/seo-topical-map', '/pricing/seo', '/', '/services/google-maps']) {
    it(`${route}: the outline, a section's form, the page settings, the preview's controls`, async () => {
      renderApp();
      await openPage(route);
      expect(screen.getAllByRole('navigation', { name: 'Dàn trang: các section' }).length).toBe(1);
      const seen = [codeOnScreen()];
      fireEvent.click(screen.getByRole('button', { name: /^Cài đặt trang/ }));
      await screen.findByRole('textbox', { name: /^Tiêu đề trang/ });
      seen.push(codeOnScreen());
      expect([...new Set(seen.flat())]).toEqual([]);
    }, 120_000);
  }

  it('the catalogue, duplicating a page, deleting one (asked, then refused while linked)', async () => {
    renderApp();
    await openPage('/about');
    const seen: string[] = [];
    fireEvent.click(screen.getAllByRole('button', { name: '+ Thêm section' }).at(-1)!);
    const catalogue = await screen.findByRole('dialog', { name: 'Thêm section' });
    expect(within(catalogue).getAllByRole('listitem').length).toBeGreaterThan(10);
    seen.push(...codeOnScreen());
    fireEvent.click(within(catalogue).getAllByRole('button', { name: 'Đóng' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm section' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Nhân bản trang' }));
    await screen.findByRole('dialog', { name: 'Nhân bản trang' });
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nhân bản trang' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Xóa trang…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa trang /about?' });
    seen.push(...codeOnScreen());
    fireEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await within(confirm).findByText(/Không xóa được/, undefined, { timeout: 60_000 });
    expect(within(confirm).getAllByRole('listitem').length).toBeGreaterThan(0);
    seen.push(...codeOnScreen());
    expect([...new Set(seen)]).toEqual([]);
  }, 180_000);

  it('an A/B test: started, its settings, Bản B’s outline, a section changed in B and one as in the original, a problem in B, the comparison, removing it', async () => {
    renderApp();
    await openPage('/about');
    const seen: string[] = [];
    fireEvent.click(screen.getByRole('button', { name: 'Thêm thử nghiệm A/B' }));
    await screen.findByRole('heading', { name: 'Cài đặt thử nghiệm A/B' });
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('radio', { name: /^Bản B/ }));
    const outline = await screen.findByRole('navigation', { name: 'Dàn trang của Bản B' });
    seen.push(...codeOnScreen());
    fireEvent.click(within(outline).getAllByRole('button', { name: /^Đổi ở Bản B: / })[0]!);
    const title = await screen.findByRole('textbox', { name: /^Tiêu đề chính/ });
    seen.push(...codeOnScreen());
    // A problem inside B's section: at its field and in the page's list.
    fireEvent.change(title, { target: { value: '' } });
    await screen.findByRole('region', { name: /Lỗi của trang/ }, { timeout: 30_000 });
    seen.push(...codeOnScreen());
    fireEvent.change(title, { target: { value: 'Tiêu đề thử ở bản B' } });
    fireEvent.click(within(outline).getAllByRole('button', { name: /^Dãy số liệu/ })[0]!);
    await screen.findByText(/Ở Bản B, section này giống bản gốc/);
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('button', { name: 'So với bản gốc' }));
    await screen.findByRole('region', { name: 'Bản B so với bản gốc' });
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('button', { name: /^Tên và tỉ lệ chia khách/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa thử nghiệm…' }));
    await screen.findByRole('dialog', { name: 'Xóa thử nghiệm A/B?' });
    seen.push(...codeOnScreen());
    // The unsaved test is this tab's draft of the page: not for the next test to be offered.
    localStorage.clear();
    expect([...new Set(seen)]).toEqual([]);
  }, 180_000);

  it('problems, a draft offered and merged, a section removed, a refused save, a change on disk', async () => {
    const file = 'pages/about.json';
    const disk = new ProjectStore(defaultDirs).readPage(file);
    const onDisk = disk.value as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
    // As a colleague left it: a description too short, the hero's title gone, the second section's id taken by the third's.
    const edited = structuredClone(onDisk);
    edited.meta.description = 'Quá ngắn';
    delete edited.sections[0]!.title;
    const thirdId = edited.sections.slice(2).find((s) => typeof s.id === 'string')?.id;
    edited.sections[1]!.id = thirdId;
    // My draft (from a tab closed since) changed the description too.
    const mine = structuredClone(onDisk);
    mine.meta.description = 'Bản nháp của tôi: mô tả trang giới thiệu đủ dài cho máy tìm kiếm đọc được, hơn năm mươi ký tự.';
    localStorage.setItem(
      `page-editor:draft:closedtab:${file}`,
      JSON.stringify({ value: mine, base: { hash: disk.hash, value: onDisk }, savedAt: 1, tab: 'closedtab' }),
    );
    renderApp(projectClient({ page: async () => ({ ...disk, value: edited, hash: 'theirs' }), hash: async () => 'newer' }));
    await openPage('/about');
    const seen: string[] = [];
    await screen.findByRole('region', { name: /Lỗi của trang/ }, { timeout: 30_000 });
    await screen.findByText('Có bản chỉnh sửa chưa lưu');
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('button', { name: 'Khôi phục bản nháp' }));
    await screen.findByRole('radiogroup', { name: /Mô tả trang/ });
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('radio', { name: /^Của bạn/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Dùng các lựa chọn này' }));
    await screen.findByText('Đã khôi phục bản nháp theo lựa chọn của bạn.');
    fireEvent.click(screen.getAllByRole('button', { name: /^Xóa: / })[0]!);
    await screen.findByText(/^Đã xóa /);
    seen.push(...codeOnScreen());
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await screen.findByText(/^Chưa lưu: trang còn/);
    await screen.findByText('Tệp đã bị thay đổi bên ngoài trình soạn thảo', undefined, { timeout: 10_000 });
    seen.push(...codeOnScreen());
    localStorage.clear();
    expect([...new Set(seen)]).toEqual([]);
  }, 180_000);
});
