// A shared data item that states its "id" (a template: the id goes into /contact?template=<id>)
// must state its own file name, since pages refer to the item by file name.
import { afterEach, describe, expect, it } from 'vitest';
import { located, schemaPointer, tempProject, VALID_HOME, VALID_SITE, validateDir } from './helpers.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

const template = (id: unknown) => ({
  id,
  name: 'Landing Page SaaS Khởi Nghiệp',
  category: 'landing',
  industry: 'saas',
  color: 'indigo',
  cover: { src: '/cover.svg', alt: '', width: 640, height: 400 },
  price: 4900000,
  tags: ['Khởi nghiệp'],
  features: ['Bảng giá ba gói'],
});

/** A project with one template file at pages/_data/templates/<file>.json and a page showing it. */
function validateTemplate(file: string, value: object) {
  project = tempProject({});
  const pagesDir = `${project.root}/pages`;
  const write = (rel: string, schemaFile: string, data: object) =>
    project!.write(`pages/${rel}`, JSON.stringify({ $schema: schemaPointer(pagesDir, rel, schemaFile), ...data }, null, 2));
  write('_site.json', 'site.schema.json', VALID_SITE);
  write('index.json', 'page.schema.json', { ...VALID_HOME, sections: [{ type: 'templateGallery', templates: [file] }] });
  write(`_data/templates/${file}.json`, 'data/templates.schema.json', value);
  // Every template has its demo page (tests/validator/template-demos.test.ts).
  write(`templates/${file}.json`, 'page.schema.json', { ...VALID_HOME, demo: { template: file, brand: 'Thương hiệu' } });
  write('_data/planSets/seo.json', 'data/planSets.schema.json', { plans: [{ id: 'co-ban', name: 'Cơ bản', price: 1, features: ['x'] }] });
  project.write('public/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return validateDir(project.root);
}

describe('data item ids', () => {
  it('an id equal to the file name is valid, and the model carries it', () => {
    const result = validateTemplate('landing-saas', template('landing-saas'));
    expect(result.issues).toEqual([]);
    const gallery = result.model!.pages[0].sections[0] as { templates: { id: string }[] };
    expect(gallery.templates.map((t) => t.id)).toEqual(['landing-saas']);
  });

  it('an id that is not the file name is an error at "id", with both fixes as the hint', () => {
    const result = validateTemplate('landing-saas', template('landing'));
    expect(located(result.issues)).toEqual([['DATA_ID_MISMATCH', 'pages/_data/templates/landing-saas.json:3:3', 'id']]);
    expect(result.issues[0].hint).toBe(
      'các trang gọi mục này bằng tên tệp: viết "id": "landing-saas", hoặc đổi tên tệp thành pages/_data/templates/landing.json',
    );
    expect(result.model).toBeUndefined();
  });

  it('an id the schema already refuses is reported once, by the schema', () => {
    const result = validateTemplate('landing-saas', template('Landing SaaS'));
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0].path).toBe('id');
    expect(result.issues[0].code).toBe('VALUE_FORM');
  });

  it('items without a top-level id (plan sets) are not concerned', () => {
    const result = validateTemplate('landing-saas', template('landing-saas'));
    expect(result.issues).toEqual([]);
    expect(result.fileCount).toBe(5);
  });
});

describe('shared-data ids are names, never paths', () => {
  /** A project whose home page refers to shared data by `ids` in several sections. */
  function validateRefs(ids: { service: string; faq: string; plans: string; template: string }) {
    project = tempProject({});
    const pagesDir = `${project.root}/pages`;
    const write = (rel: string, schemaFile: string, data: object) =>
      project!.write(`pages/${rel}`, JSON.stringify({ $schema: schemaPointer(pagesDir, rel, schemaFile), ...data }, null, 2));
    write('_site.json', 'site.schema.json', VALID_SITE);
    write('index.json', 'page.schema.json', {
      ...VALID_HOME,
      sections: [
        { type: 'serviceGrid', heading: 'Dịch vụ', services: ['seo', ids.service] },
        { type: 'faq', heading: 'Hỏi đáp', items: ids.faq },
        { type: 'planGrid', heading: 'Bảng giá', plans: ids.plans },
        { type: 'templateGallery', templates: [ids.template] },
      ],
    });
    write('_data/services/seo.json', 'data/services.schema.json', {
      title: 'SEO',
      description: 'Tăng thứ hạng.',
      bullets: ['Kiểm toán'],
      icon: 'seo',
      href: '/',
    });
    write('_data/faqSets/hoi-dap.json', 'data/faqSets.schema.json', { items: [{ question: 'Hỏi?', answer: 'Đáp.' }] });
    write('_data/planSets/seo.json', 'data/planSets.schema.json', { plans: [{ id: 'co-ban', name: 'Cơ bản', price: 1, features: ['x'] }] });
    write('_data/templates/landing-saas.json', 'data/templates.schema.json', template('landing-saas'));
    write('templates/landing-saas.json', 'page.schema.json', { ...VALID_HOME, demo: { template: 'landing-saas', brand: 'Thương hiệu' } });
    project.write('public/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return validateDir(project.root);
  }

  it('plain names resolve', () => {
    const result = validateRefs({ service: 'seo', faq: 'hoi-dap', plans: 'seo', template: 'landing-saas' });
    expect(result.issues).toEqual([]);
  });

  it('an id with "..", "/" or "\\\\" is refused where it is written, in Vietnamese, and nothing is read through it', () => {
    const result = validateRefs({
      service: '../../../../tmp/x/victim',
      faq: '../faqSets/hoi-dap',
      plans: 'seo/../seo',
      template: '..\\templates\\landing-saas',
    });
    expect(located(result.issues)).toEqual([
      ['VALUE_FORM', 'pages/index.json:13:9', 'sections[0].services[1]'],
      ['VALUE_FORM', 'pages/index.json:19:7', 'sections[1].items'],
      ['VALUE_FORM', 'pages/index.json:24:7', 'sections[2].plans'],
      ['VALUE_FORM', 'pages/index.json:29:9', 'sections[3].templates[0]'],
    ]);
    expect(result.issues[0].message).toBe('"../../../../tmp/x/victim" không đúng dạng');
    for (const issue of result.issues) expect(issue.hint).toMatch(/chữ thường không dấu, số và dấu gạch ngang; không phải đường dẫn/);
    expect(result.issues[1].hint).toContain('pages/_data/faqSets/');
    expect(result.model).toBeUndefined();
  });
});
