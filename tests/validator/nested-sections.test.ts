// Sections inside sections (tabs): shared data is resolved at any depth, tab ids and nested section
// ids are anchors other pages can link to. The mistakes are in tests/fixtures/broken/nested-sections.
import { afterEach, describe, expect, it } from 'vitest';
import { located, tempProject, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

const plans = { plans: [{ id: 'co-ban', name: 'Cơ bản', price: 4900000, features: ['Một tính năng'] }] };
const service = {
  meta: VALID_HOME.meta,
  sections: [
    {
      type: 'tabs',
      label: 'Nội dung dịch vụ',
      tabs: [
        {
          id: 'tong-quan',
          label: 'Tổng quan',
          sections: [
            {
              type: 'process',
              id: 'quy-trinh',
              heading: 'Quy trình',
              steps: [
                { title: 'Một', description: 'Bước một.' },
                { title: 'Hai', description: 'Bước hai.' },
              ],
            },
          ],
        },
        { id: 'bang-gia', label: 'Bảng giá', sections: [{ type: 'planGrid', plans: 'seo' }] },
      ],
    },
  ],
};
const linking = (...hrefs: string[]) => ({
  meta: VALID_HOME.meta,
  sections: [{ type: 'cta', heading: 'Xem thêm', buttons: hrefs.map((href) => ({ label: href, href })) }],
});

function setup(values: Record<string, object>) {
  const made = validateValues({ '_site.json': VALID_SITE, '_data/planSets/seo.json': plans, ...values });
  project = made.project;
  return made.result;
}

describe('nested sections', () => {
  it('resolve shared data inside tabs in the page model', () => {
    const result = setup({ 'index.json': VALID_HOME, 'dich-vu.json': service });
    expect(result.issues).toEqual([]);
    const tabs = result.model!.pages.find((p) => p.route === '/dich-vu')!.sections[0] as { tabs: { sections: { plans: unknown }[] }[] };
    expect(tabs.tabs[1].sections[0].plans).toEqual(plans.plans);
  });

  it('tab ids and nested section ids are anchors that links from other pages reach', () => {
    const ok = setup({ 'index.json': linking('/dich-vu#bang-gia', '/dich-vu#quy-trinh', '/dich-vu?tab=bang-gia'), 'dich-vu.json': service });
    expect(ok.issues).toEqual([]);
    project!.cleanup();
    const bad = setup({ 'index.json': linking('/dich-vu#bang-gi'), 'dich-vu.json': service });
    expect(located(bad.issues)).toEqual([['ANCHOR_NOT_FOUND', 'pages/index.json:14:11', 'sections[0].buttons[0].href']]);
    expect(bad.issues[0].params).toEqual({ anchor: 'bang-gi', route: '/dich-vu', meant: 'bang-gia' });
  });

  it('the page opening (entryHeader) cannot be inside a tab', () => {
    const inTab = {
      ...service,
      sections: [{ ...service.sections[0], tabs: [service.sections[0].tabs[0], { ...service.sections[0].tabs[1], sections: [{ type: 'entryHeader' }] }] }],
    };
    const result = setup({ 'index.json': VALID_HOME, 'dich-vu.json': inTab });
    expect(located(result.issues)).toEqual([['SECTION_NOT_NESTABLE', 'pages/dich-vu.json:38:15', 'sections[0].tabs[1].sections[0].type']]);
    expect(result.issues[0].params).toEqual({ type: 'entryHeader', container: 'tabs' });
    expect(result.issues[0].position).toBe('section thứ 1 (tabs) › thẻ thứ 2 › section thứ 1 (entryHeader)');
  });
});
