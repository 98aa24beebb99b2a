// A/B experiments (a page's "experiment"): each variant is the page with some top-level sections
// replaced. The experiment itself is checked (replace keys name sections of the page, the replacing
// section keeps its id and the original's anchors, weights add up to 100, variant ids differ, an
// experiment id is used by one page, a demo has none), and every variant passes the checks a page
// passes, each problem located inside the variant's replacement.
import { afterEach, describe, expect, it } from 'vitest';
import { located, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';

let project: ReturnType<typeof validateValues>['project'] | undefined;
afterEach(() => project?.cleanup());

const hero = { type: 'hero', id: 'hero', title: 'Thiết kế website chuẩn SEO' };
const cta = { type: 'cta', id: 'lien-he', heading: 'Nhận báo giá trong 24 giờ' };
const experiment = (variant: object, extra: object = {}) => ({
  id: 'tieu-de-hero',
  name: 'Tiêu đề ngắn hay dài',
  original: { name: 'Bản gốc', weight: 50 },
  variants: [{ id: 'b', name: 'Tiêu đề ngắn', weight: 50, replace: { hero: { ...hero, title: 'Website bán hàng trong 7 ngày' } }, ...variant }],
  ...extra,
});
const landing = (exp: object, sections: object[] = [hero, cta]) => ({ meta: VALID_HOME.meta, experiment: exp, sections });

function validate(pages: Record<string, object>) {
  const made = validateValues({ '_site.json': VALID_SITE, 'index.json': VALID_HOME, ...pages });
  project = made.project;
  return made.result;
}

const at = (result: ReturnType<typeof validate>) => located(result.issues).map(([code, , path]) => [code, path]);

describe('a page experiment', () => {
  it('a valid one passes, and the model holds each variant with its replacements in place', () => {
    const result = validate({ 'landing.json': landing(experiment({})) });
    expect(result.issues).toEqual([]);
    const page = result.model!.pages.find((p) => p.route === '/landing')!;
    expect(page.experiment).toEqual({
      id: 'tieu-de-hero',
      name: 'Tiêu đề ngắn hay dài',
      variants: [
        { id: 'a', name: 'Bản gốc', weight: 50 },
        { id: 'b', name: 'Tiêu đề ngắn', weight: 50, sections: [{ ...hero, title: 'Website bán hàng trong 7 ngày' }, cta] },
      ],
    });
    expect(page.sections).toEqual([hero, cta]);
  });

  it('a replace key that names no section of the page is reported at the key, with the id meant', () => {
    const result = validate({ 'landing.json': landing(experiment({ replace: { heroo: hero } })) });
    expect(at(result)).toEqual([['EXPERIMENT_SECTION_NOT_FOUND', 'experiment.variants[0].replace.heroo']]);
    expect(result.issues[0].params).toMatchObject({ key: 'heroo', meant: 'hero', ids: ['hero', 'lien-he'] });
    // At the key's own line.
    const text = result.sources!.get('pages/landing.json')!;
    expect(text.split('\n')[result.issues[0].line - 1]).toContain('"heroo"');
  });

  it('weights that do not add up to 100', () => {
    const result = validate({ 'landing.json': landing(experiment({ weight: 60 })) });
    expect(at(result)).toEqual([['EXPERIMENT_WEIGHTS_SUM', 'experiment.original.weight']]);
    expect(result.issues[0].params).toEqual({ sum: 110, weights: 'a 50 + b 60' });
    expect(result.issues[0].message).toMatch(/110/);
  });

  it('two variants with one id; a variant id that is not b–z', () => {
    const two = experiment({ weight: 25 });
    const variants = [two.variants[0], { ...two.variants[0], name: 'Khác' }, { ...two.variants[0], id: 'a', name: 'Sai' }];
    const result = validate({ 'landing.json': landing({ ...two, original: { name: 'Bản gốc', weight: 25 }, variants }) });
    expect(at(result)).toEqual([
      ['LIST_KEY_DUPLICATE', 'experiment.variants[1].id'],
      ['VALUE_FORM', 'experiment.variants[2].id'],
    ]);
  });

  it('an experiment id used by two pages is reported in the later one', () => {
    const result = validate({ 'a-landing.json': landing(experiment({})), 'b-landing.json': landing(experiment({})) });
    expect(located(result.issues)).toEqual([['EXPERIMENT_ID_DUPLICATE', expect.stringMatching(/^pages\/b-landing\.json:/), 'experiment.id']]);
    expect(result.issues[0].params).toEqual({ id: 'tieu-de-hero', other: 'pages/a-landing.json' });
  });

  it('a replacing section that changes its id, or has none', () => {
    const changed = validate({ 'landing.json': landing(experiment({ replace: { hero: { ...hero, id: 'hero-moi' } } })) });
    expect(at(changed)).toEqual([['EXPERIMENT_REPLACE_ID', 'experiment.variants[0].replace.hero.id']]);
    project?.cleanup();
    const { id: _id, ...noId } = hero;
    const missing = validate({ 'landing.json': landing(experiment({ replace: { hero: noId } })) });
    expect(at(missing)).toEqual([['EXPERIMENT_REPLACE_ID', 'experiment.variants[0].replace.hero']]);
  });

  it('a template demo with an experiment', () => {
    const result = validate({ 'landing.json': { ...landing(experiment({})), demo: { template: 'khong-co', brand: 'Thử' } } });
    expect(at(result)).toContainEqual(['EXPERIMENT_ON_DEMO', 'experiment']);
  });
});

describe('each variant passes the checks a page passes, located in its replacement', () => {
  it("the section's schema: a missing field, a wrong type, an unknown section type", () => {
    const result = validate({
      'landing.json': landing(experiment({ replace: { hero: { type: 'hero', id: 'hero', title: 5 }, 'lien-he': { type: 'khongCo', id: 'lien-he' } } })),
    });
    expect(at(result)).toEqual([
      ['VALUE_WRONG_TYPE', 'experiment.variants[0].replace.hero.title'],
      [expect.stringMatching(/^SECTION_TYPE/), 'experiment.variants[0].replace["lien-he"].type'],
    ]);
  });

  it('links: a page that does not exist, an anchor of another page, an anchor of this variant', () => {
    const buttons = [
      { label: 'Báo giá', href: '/bao-gia', variant: 'primary' },
      { label: 'Trang chủ', href: '/#khong-co', variant: 'secondary' },
      { label: 'Liên hệ', href: '#lien-he', variant: 'secondary' },
    ];
    const result = validate({ 'landing.json': landing(experiment({ replace: { hero: { ...hero, buttons } } })) });
    expect(at(result)).toEqual([
      ['PAGE_LINK_NOT_FOUND', 'experiment.variants[0].replace.hero.buttons[0].href'],
      ['ANCHOR_NOT_FOUND', 'experiment.variants[0].replace.hero.buttons[1].href'],
    ]);
  });

  it("a local anchor reaches the variant's own anchors (not the original's)", () => {
    const tabs = {
      type: 'tabs',
      id: 'lien-he',
      label: 'Các gói',
      tabs: [
        { id: 'lien-he-mot', label: 'Một', sections: [{ type: 'cta', heading: 'Một' }] },
        { id: 'lien-he-hai', label: 'Hai', sections: [{ type: 'cta', heading: 'Hai' }] },
      ],
    };
    const toTab = { ...hero, buttons: [{ label: 'Xem', href: '#lien-he-hai', variant: 'primary' }] };
    const ok = validate({ 'landing.json': landing(experiment({ replace: { hero: toTab, 'lien-he': tabs } })) });
    expect(ok.issues).toEqual([]);
    project?.cleanup();
    // The same link in the original, where no such tab exists.
    const wrong = validate({ 'landing.json': landing(experiment({ replace: { 'lien-he': tabs } }), [toTab, cta]) });
    expect(at(wrong)).toEqual([['LOCAL_ANCHOR_NOT_FOUND', 'sections[0].buttons[0].href']]);
  });

  it('anchors: a tab of the replacement with the id of another section of the page', () => {
    const tabs = {
      type: 'tabs',
      id: 'hero',
      label: 'Giới thiệu',
      tabs: [
        { id: 'lien-he', label: 'Một', sections: [{ type: 'cta', heading: 'Một' }] },
        { id: 'hai', label: 'Hai', sections: [{ type: 'cta', heading: 'Hai' }] },
      ],
    };
    const result = validate({ 'landing.json': landing(experiment({ replace: { hero: tabs } })) });
    expect(at(result)).toEqual([['ANCHOR_ID_DUPLICATE', 'experiment.variants[0].replace.hero.tabs[0].id']]);
    expect(result.issues[0].params).toMatchObject({ id: 'lien-he', otherPath: 'sections[1]' });
  });

  it('a variant that loses an anchor of the original (a tab links point to) is reported at the replacement', () => {
    const tabs = {
      type: 'tabs',
      id: 'hero',
      label: 'Giới thiệu',
      tabs: [
        { id: 'mot', label: 'Một', sections: [{ type: 'cta', heading: 'Một' }] },
        { id: 'hai', label: 'Hai', sections: [{ type: 'cta', heading: 'Hai' }] },
      ],
    };
    const result = validate({ 'landing.json': landing(experiment({ replace: { hero } }), [tabs, cta]) });
    expect(at(result)).toEqual([
      ['EXPERIMENT_ANCHOR_MISSING', 'experiment.variants[0].replace.hero'],
      ['EXPERIMENT_ANCHOR_MISSING', 'experiment.variants[0].replace.hero'],
    ]);
    expect(result.issues.map((i) => i.params)).toEqual([
      { anchor: 'mot', variant: 'b', key: 'hero' },
      { anchor: 'hai', variant: 'b', key: 'hero' },
    ]);
  });

  it('a section that may only sit at the top of a page, nested in a replacing tabs section', () => {
    const tabs = {
      type: 'tabs',
      id: 'hero',
      label: 'Giới thiệu',
      tabs: [
        { id: 'mot', label: 'Một', sections: [{ type: 'tabs', label: 'Trong', tabs: [] }] },
        { id: 'hai', label: 'Hai', sections: [{ type: 'cta', heading: 'Hai' }] },
      ],
    };
    const result = validate({ 'landing.json': landing(experiment({ replace: { hero: tabs } })) });
    expect(at(result)).toContainEqual(['SECTION_NOT_NESTABLE', 'experiment.variants[0].replace.hero.tabs[0].sections[0].type']);
  });

  it('one product, one price: a plan of the replacement priced unlike the same plan of the page', () => {
    const plan = (price: number) => ({ id: 'web-co-ban', name: 'Cơ bản', price, features: ['Năm trang'], cta: { label: 'Chọn', href: '/' } });
    const grid = (price: number) => ({ type: 'planGrid', id: 'bang-gia', heading: 'Bảng giá', plans: [plan(price)] });
    const result = validate({ 'landing.json': landing(experiment({ replace: { 'bang-gia': grid(5000000) } }), [hero, grid(4900000)]) });
    expect(at(result)).toEqual([['PLAN_PRICE_CONFLICT', 'experiment.variants[0].replace["bang-gia"].plans[0].price']]);
  });
});
