// A page's A/B test in the editor, as an author works: start one, change a section in Bản B (a copy
// of the original, an id made for a section without one), give it back, shares that do not add up
// to 100 (the validator's message at the field), a problem inside B's section at its field, the
// preview showing B, and "So với bản gốc" in words. PageEditor over the project's real pages and validator.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorClient } from '../../../src/editor/api/client.ts';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { PREVIEW_PAGE, PREVIEW_READY } from '../../../src/editor/preview/messages.ts';
import {
  addExperiment,
  addVariant,
  canHaveExperiment,
  type Experiment,
  changeInVariant,
  experimentIdFor,
  forgetSection,
  removeVariant,
  renameInVariants,
  revertInVariant,
  variantPage,
} from '../../../src/editor/state/experiment.ts';
import { PageEditor } from '../../../src/editor/ui/PageEditor.tsx';
import { defaultDirs } from '../../../src/engine/project.ts';
import { projectClient } from './appHarness.tsx';
import { project, schemas } from './formHarness.tsx';

type Page = { meta: { title: string }; sections: Record<string, unknown>[]; experiment?: Experiment };

const store = new ProjectStore(defaultDirs);
const FILE = 'pages/about.json';
const about = () => store.readPage(FILE);
let opened = { file: FILE, route: '/about' };

afterEach(() => {
  opened = { file: FILE, route: '/about' };
  cleanup();
  localStorage.clear();
});

/** PageEditor over about.json; `checked` holds every value sent to the validator, `previewed` every value sent to the preview. */
function open(extra: Partial<Record<keyof EditorClient, unknown>> = {}) {
  const checked: unknown[] = [];
  const previewed: unknown[] = [];
  const base = projectClient();
  const client = {
    ...base,
    check: async (file: string, value: unknown) => {
      checked.push(value);
      return base.check(file, value);
    },
    hash: async () => store.readPage(opened.file).hash,
    preview: async (_route: string, value: unknown) => {
      previewed.push(value);
      return { page: value, site: {} };
    },
    ...extra,
  } as unknown as EditorClient;
  const loaded = { ...store.readPage(opened.file), route: opened.route };
  render(
    <MantineProvider>
      <PageEditor client={client} schemas={schemas} project={project} loaded={loaded} onSaved={() => {}} onReload={() => {}} />
    </MantineProvider>,
  );
  return { checked, previewed, last: () => checked.at(-1) as Page };
}

const settled = () => waitFor(() => expect(screen.queryByText('Đang kiểm tra…')).toBeNull(), { timeout: 20_000 });

async function startTest() {
  const editor = open();
  await settled();
  fireEvent.click(screen.getByRole('button', { name: 'Thêm thử nghiệm A/B' }));
  await screen.findByRole('heading', { name: 'Cài đặt thử nghiệm A/B', level: 2 });
  return editor;
}

async function changeHeroInB() {
  fireEvent.click(screen.getByRole('radio', { name: /^Bản B/ }));
  const outline = await screen.findByRole('navigation', { name: 'Dàn trang của Bản B' });
  fireEvent.click(within(outline).getByRole('button', { name: /^Đổi ở Bản B: Phần mở đầu trang/ }));
  await screen.findByText(/Bạn đang sửa section này chỉ cho Bản B/);
}

describe('the experiment edits (state)', () => {
  it('an id from the route, fit for the schema', () => {
    expect(experimentIdFor('/uu-dai/black-friday')).toBe('uu-dai-black-friday');
    expect(experimentIdFor('/')).toBe('trang-chu');
    expect(experimentIdFor('/a')).toBe('a-ab');
    expect(experimentIdFor(`/${'rat-dai-'.repeat(10)}`)).toMatch(/^[a-z0-9][a-z0-9-]{1,39}$/);
  });

  it('no test on a template demo', () => {
    expect(canHaveExperiment({ sections: [] })).toBe(true);
    expect(canHaveExperiment({ demo: { template: 'x' }, sections: [] })).toBe(false);
  });

  it('a section without an id gets one from its heading, in the original too; reverting and removing the section drop the replacement', () => {
    const page = addExperiment(about().value, '/about') as Page;
    const changed = changeInVariant(page, 0, 0) as Page;
    const id = changed.sections[0]!.id as string;
    expect(id).toBe('dong-hanh-cung-doanh-nghiep');
    expect(Object.keys(changed.sections[0]!).slice(0, 2)).toEqual(['type', 'id']);
    expect(changed.experiment!.variants[0].replace[id]).toEqual(changed.sections[0]);
    // The variant as visitors see it: the replacement in place, no experiment.
    const b = variantPage(changed, 0) as Page;
    expect(b.experiment).toBeUndefined();
    expect(b.sections[0]).toBe(changed.experiment!.variants[0].replace[id]);
    expect((revertInVariant(changed, 0, id) as Page).experiment!.variants[0].replace).toEqual({});
    expect((forgetSection(changed, id) as Page).experiment!.variants[0].replace).toEqual({});
  });

  it('a section renamed in the original: the variants’ replacements follow it (not to an empty id)', () => {
    const page = changeInVariant(addExperiment(about().value, '/about'), 0, 2) as Page;
    expect(Object.keys(page.experiment!.variants[0].replace)).toEqual(['su-menh']);
    const renamed = renameInVariants(page, 'su-menh', 'tam-nhin') as Page;
    expect(Object.keys(renamed.experiment!.variants[0].replace)).toEqual(['tam-nhin']);
    expect((renamed.experiment!.variants[0].replace['tam-nhin'] as { id: string }).id).toBe('tam-nhin');
    expect(renameInVariants(page, 'su-menh', '')).toBe(page);
    expect(renameInVariants(page, 'gia-tri', 'khac')).toBe(page);
  });

  it('variants added share the visitors evenly (the total stays 100); a removed one gives its share to the original', () => {
    let page = addExperiment(about().value, '/about') as Page;
    page = addVariant(page) as Page;
    const weights = (p: Page) => [p.experiment!.original.weight, ...p.experiment!.variants.map((v) => v.weight)];
    expect(weights(page)).toEqual([34, 33, 33]);
    expect(page.experiment!.variants.map((v) => [v.id, v.name])).toEqual([
      ['b', 'Phiên bản B'],
      ['c', 'Phiên bản C'],
    ]);
    page = addVariant(addVariant(page)) as Page; // at most three variants
    expect(weights(page)).toEqual([25, 25, 25, 25]);
    expect(weights(removeVariant(page, 1) as Page)).toEqual([50, 25, 25]);
  });
});

describe('the A/B test in the page editor', () => {
  it('"Thêm thử nghiệm A/B" creates the test: an id from the route, Vietnamese names, 50/50, valid as it is', async () => {
    const { last } = await startTest();
    const settings = screen.getByRole('region', { name: 'Cài đặt thử nghiệm A/B' });
    expect(within(settings).getByRole('textbox', { name: /^Tên thử nghiệm/ })).toHaveProperty('value', 'Thử nghiệm: Giới thiệu | AM Digital');
    expect(screen.getByRole('radio', { name: 'Bản gốc (A)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bản B' })).toBeTruthy();
    await waitFor(() => expect(last().experiment).toBeDefined());
    expect(last().experiment).toEqual({
      id: 'about',
      name: 'Thử nghiệm: Giới thiệu | AM Digital',
      original: { name: 'Bản gốc', weight: 50 },
      variants: [{ id: 'b', name: 'Phiên bản B', weight: 50, replace: {} }],
    });
    // Before "sections", where the schema lists it.
    expect(Object.keys(last()).slice(-2)).toEqual(['experiment', 'sections']);
    await settled();
    expect(screen.getByText('Hợp lệ')).toBeTruthy();
    expect(within(settings).getByText('Tổng tỉ lệ: 100%.')).toBeTruthy();
  }, 60_000);

  it('removing the test asks first', async () => {
    const { last } = await startTest();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa thử nghiệm…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa thử nghiệm A/B?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ thử nghiệm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Bản B' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa thử nghiệm…' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Xóa thử nghiệm A/B?' })).getByRole('button', { name: 'Xóa thử nghiệm' }));
    await screen.findByRole('button', { name: 'Thêm thử nghiệm A/B' });
    expect(screen.queryByRole('radio', { name: 'Bản B' })).toBeNull();
    await waitFor(() => expect(last().experiment).toBeUndefined());
  }, 60_000);

  it('a section changed in Bản B is a copy edited there only; given back to the original, it is gone from B', async () => {
    const { last } = await startTest();
    await changeHeroInB();
    const title = screen.getByRole('textbox', { name: /^Tiêu đề chính/ });
    fireEvent.change(title, { target: { value: 'Tăng khách hàng từ Google trong 90 ngày' } });
    await waitFor(() =>
      expect((last().experiment!.variants[0].replace['dong-hanh-cung-doanh-nghiep'] as { title?: string } | undefined)?.title).toBe(
        'Tăng khách hàng từ Google trong 90 ngày',
      ),
    );
    // The original keeps its title and got the id its replacement names it by.
    expect(last().sections[0]).toMatchObject({ id: 'dong-hanh-cung-doanh-nghiep', title: 'Đồng hành cùng doanh nghiệp Việt trên hành trình số' });
    // The others are shown as the original's, not editable in B.
    const outline = screen.getByRole('navigation', { name: 'Dàn trang của Bản B' });
    expect(within(outline).getAllByText('Như bản gốc').length).toBe(8);
    fireEvent.click(within(outline).getAllByRole('button', { name: /^Dãy số liệu thành tích/ })[0]!);
    await screen.findByText(/Ở Bản B, section này giống bản gốc/);
    expect(screen.queryByRole('textbox', { name: /^Tiêu đề/ })).toBeNull();
    // Back: B shows the original hero again.
    fireEvent.click(within(outline).getByRole('button', { name: /^Trả về bản gốc: Phần mở đầu trang/ }));
    await waitFor(() => expect(last().experiment!.variants[0].replace).toEqual({}));
    expect(within(outline).getAllByText('Như bản gốc').length).toBe(9);
    await settled();
    expect(screen.getByText('Hợp lệ')).toBeTruthy();
  }, 60_000);

  it('shares that do not add up to 100: the validator’s message at the original’s share', async () => {
    await startTest();
    const b = screen.getByRole('group', { name: 'Bản B' });
    fireEvent.change(within(b).getByRole('textbox', { name: /^Tỉ lệ/ }), { target: { value: '60' } });
    await screen.findByText('Tổng tỉ lệ: 110% — phải bằng 100%.');
    const a = screen.getByRole('group', { name: 'Bản gốc (A)' });
    await within(a).findByText(/cộng lại bằng 110 \(a 50 \+ b 60\), phải bằng 100/, undefined, { timeout: 20_000 });
    // In the problem list in words, no path.
    const problems = screen.getByRole('region', { name: /Lỗi của trang/ });
    expect(within(problems).getByRole('button', { name: /^Thử nghiệm A\/B › Bản gốc › Tỉ lệ \(%\): / })).toBeTruthy();
    expect(problems.textContent).not.toMatch(/experiment|variants|original\.|\[\d\]/);
  }, 60_000);

  it('a problem inside Bản B’s section is shown at its field in B and named in words', async () => {
    await startTest();
    await changeHeroInB();
    fireEvent.change(screen.getByRole('textbox', { name: /^Tiêu đề chính/ }), { target: { value: '' } });
    const field = await waitFor(() => document.querySelector('[data-path="experiment.variants[0].replace[\\"dong-hanh-cung-doanh-nghiep\\"].title"]')!);
    await within(field as HTMLElement).findByText(/Chưa điền/, undefined, { timeout: 20_000 });
    expect(screen.getByRole('radio', { name: /^Bản B · 1 lỗi/ })).toBeTruthy();
    const problems = screen.getByRole('region', { name: /Lỗi của trang/ });
    const pick = within(problems).getByRole('button', { name: /^Thử nghiệm A\/B › Bản B › Phần mở đầu trang › Tiêu đề chính/ });
    // Picked from the original: the editor goes back to B and its section.
    fireEvent.click(screen.getByRole('radio', { name: 'Bản gốc (A)' }));
    await screen.findByRole('navigation', { name: 'Dàn trang: các section' });
    fireEvent.click(pick);
    await screen.findByRole('navigation', { name: 'Dàn trang của Bản B' });
    expect(screen.getByText(/Bạn đang sửa section này chỉ cho Bản B/)).toBeTruthy();
  }, 60_000);

  it('the preview shows the chosen version, and "So với bản gốc" says what B changes', async () => {
    const { previewed } = await startTest();
    const frame = document.querySelector('iframe')!;
    const posted: unknown[] = [];
    frame.contentWindow!.postMessage = ((message: unknown) => posted.push(message)) as Window['postMessage'];
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_READY }, origin: location.origin, source: frame.contentWindow })));
    await changeHeroInB();
    fireEvent.change(screen.getByRole('textbox', { name: /^Tiêu đề chính/ }), { target: { value: 'Tiêu đề thử ở bản B' } });
    await waitFor(() => expect((previewed.at(-1) as Page).sections[0]!.title).toBe('Tiêu đề thử ở bản B'), { timeout: 10_000 });
    expect((previewed.at(-1) as Page).experiment).toBeUndefined();
    await waitFor(() =>
      expect(
        posted.some(
          (m) => (m as { type: string; page: Page }).type === PREVIEW_PAGE && (m as { page: Page }).page.sections[0]!.title === 'Tiêu đề thử ở bản B',
        ),
      ).toBe(true),
    );
    // The original again: the preview shows A.
    fireEvent.click(screen.getByRole('radio', { name: 'Bản gốc (A)' }));
    await waitFor(() => expect((previewed.at(-1) as Page).sections[0]!.title).toBe('Đồng hành cùng doanh nghiệp Việt trên hành trình số'), { timeout: 10_000 });

    fireEvent.click(screen.getByRole('radio', { name: /^Bản B/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'So với bản gốc' }));
    const diff = await screen.findByRole('region', { name: 'Bản B so với bản gốc' });
    expect(within(diff).getByText('1 section khác bản gốc; 8 section giữ nguyên.')).toBeTruthy();
    expect(within(diff).getByRole('group', { name: /^Phần mở đầu trang/ })).toBeTruthy();
    expect(within(diff).getByText('Tiêu đề chính của trang')).toBeTruthy();
    expect(within(diff).getByText('Bản gốc: Đồng hành cùng doanh nghiệp Việt trên hành trình số')).toBeTruthy();
    expect(within(diff).getByText('Bản B: Tiêu đề thử ở bản B')).toBeTruthy();
  }, 60_000);

  it('renaming the section in the original renames B’s replacement; an id cleared leaves it without a place, said in the settings with a way out', async () => {
    const { last } = await startTest();
    await changeHeroInB();
    fireEvent.click(screen.getByRole('radio', { name: 'Bản gốc (A)' }));
    const outline = await screen.findByRole('navigation', { name: 'Dàn trang: các section' });
    fireEvent.click(within(outline).getAllByRole('button', { name: /^Phần mở đầu trang/ })[0]!);
    const id = () => document.querySelector('[data-path="sections[0].id"] input') as HTMLInputElement;
    await waitFor(() => expect(id()).toBeTruthy());
    fireEvent.change(id(), { target: { value: 'mo-dau' } });
    await waitFor(() => expect(Object.keys(last().experiment!.variants[0].replace)).toEqual(['mo-dau']));
    await settled();
    expect(screen.getByText('Hợp lệ')).toBeTruthy();
    fireEvent.change(id(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Tên và tỉ lệ chia khách/ }));
    const b = await screen.findByRole('group', { name: 'Bản B' });
    await within(b).findByText(/không có section nào ở cấp trên cùng với mã này/, undefined, { timeout: 20_000 });
    fireEvent.click(within(b).getByRole('button', { name: 'Bỏ section thay thế không còn chỗ trên trang' }));
    await waitFor(() => expect(last().experiment!.variants[0].replace).toEqual({}));
  }, 60_000);

  it('a page that has a test already (the site’s example): Bản B’s changed hero, the comparison, no problem', async () => {
    opened = { file: 'pages/services/google-maps.json', route: '/services/google-maps' };
    const { previewed } = open();
    await settled();
    expect(screen.getByText('Hợp lệ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm thử nghiệm A/B' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bản B' }));
    const outline = await screen.findByRole('navigation', { name: 'Dàn trang của Bản B' });
    expect(within(outline).getAllByText('Đã đổi ở Bản B').length).toBe(1);
    expect(within(outline).getAllByText('Như bản gốc').length).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'So với bản gốc' }));
    const diff = await screen.findByRole('region', { name: 'Bản B so với bản gốc' });
    // Longer texts edited in places: the words that differ marked.
    expect(diff.textContent).toContain('Bản gốc: Đưa cửa hàng của bạn lên Google Maps');
    expect(diff.textContent).toContain('Bản B: Khách quanh bạn đang tìm');
    expect(diff.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(previewed).toEqual([]); // the frame never said it was ready
  }, 60_000);
});
