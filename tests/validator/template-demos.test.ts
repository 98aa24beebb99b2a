// Every template has its live demo page at /templates/<id>, which declares "demo": { "template":
// "<id>" }; a demo page sits at its template's route; a PNG, JPEG or WebP has the size written
// beside it. Problems are located in the file to fix, with the catalogue's Vietnamese message.
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { located, schemaPointer, tempProject, VALID_HOME, VALID_SITE, validateDir } from './helpers.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

const TEMPLATE = {
  id: 'landing-saas',
  name: 'Landing Page SaaS Khởi Nghiệp',
  category: 'landing',
  industry: 'saas',
  color: 'emerald',
  cover: { src: '/cover.png', alt: 'Toàn trang mẫu', width: 4, height: 3 },
  price: 4900000,
  tags: ['Khởi nghiệp'],
  features: ['Bảng giá ba gói'],
};

/** A 4×3 PNG: signature and IHDR are all the size check reads. */
function png(width: number, height: number): Buffer {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(0x89504e47, 0);
  head.writeUInt32BE(0x0d0a1a0a, 4);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

/** A project with the template, a gallery page, and the given pages (route file → page value). */
function validate(pages: Record<string, object>, template: object = TEMPLATE) {
  project = tempProject({});
  const pagesDir = `${project.root}/pages`;
  const write = (rel: string, schemaFile: string, data: object) =>
    project!.write(`pages/${rel}`, JSON.stringify({ $schema: schemaPointer(pagesDir, rel, schemaFile), ...data }, null, 2));
  write('_site.json', 'site.schema.json', VALID_SITE);
  write('index.json', 'page.schema.json', { ...VALID_HOME, sections: [{ type: 'templateGallery', templates: ['landing-saas'] }] });
  write('_data/templates/landing-saas.json', 'data/templates.schema.json', template);
  for (const [rel, page] of Object.entries(pages)) write(rel, 'page.schema.json', page);
  project.write('public/cover.png', '');
  writeFileSync(`${project.root}/public/cover.png`, png(4, 3));
  return validateDir(project.root);
}

const demoPage = (demo: object) => ({ ...VALID_HOME, demo, sections: [{ type: 'hero', title: 'FlowDesk', id: 'gioi-thieu' }] });

describe('template demo pages', () => {
  it('a template with its demo page is valid; the model carries the demo with the template resolved', () => {
    const result = validate({
      'templates/landing-saas.json': demoPage({ template: 'landing-saas', brand: 'FlowDesk', nav: [{ label: 'Giới thiệu', href: '#gioi-thieu' }] }),
    });
    expect(result.issues).toEqual([]);
    const demo = result.model!.pages.find((p) => p.route === '/templates/landing-saas')!.demo!;
    expect(demo.brand).toBe('FlowDesk');
    expect(demo.template.name).toBe('Landing Page SaaS Khởi Nghiệp');
    expect(demo.template.color).toBe('emerald');
    expect(result.model!.pages.find((p) => p.route === '/')!.demo).toBeUndefined();
  });

  it('a template without a demo page: an error at its "id", naming the file to create', () => {
    const result = validate({});
    expect(located(result.issues)).toEqual([['TEMPLATE_DEMO_MISSING', 'pages/_data/templates/landing-saas.json:3:3', 'id']]);
    expect(result.issues[0].message).toBe('mẫu "landing-saas" chưa có trang demo /templates/landing-saas');
    expect(result.issues[0].hint).toContain('tạo pages/templates/landing-saas.json với "demo": { "template": "landing-saas"');
    expect(result.model).toBeUndefined();
  });

  it('a page at the route that is not the demo, or the demo of another template, does not count', () => {
    let result = validate({ 'templates/landing-saas.json': VALID_HOME });
    expect(located(result.issues)).toEqual([['TEMPLATE_DEMO_MISSING', 'pages/_data/templates/landing-saas.json:3:3', 'id']]);
    expect(result.issues[0].message).toBe(
      'trang /templates/landing-saas (pages/templates/landing-saas.json) không phải demo của mẫu "landing-saas": nó không có "demo"',
    );
    project!.cleanup();
    result = validate({ 'templates/landing-saas.json': demoPage({ template: 'khac', brand: 'X' }) });
    expect(result.issues.map((i) => i.code).sort()).toEqual(['DATA_REF_NOT_FOUND', 'TEMPLATE_DEMO_MISSING', 'TEMPLATE_DEMO_ROUTE']);
  });

  it("a demo page elsewhere than its template's route: an error at its demo.template", () => {
    const result = validate({
      'templates/landing-saas.json': demoPage({ template: 'landing-saas', brand: 'FlowDesk' }),
      'demo/saas.json': demoPage({ template: 'landing-saas', brand: 'FlowDesk' }),
    });
    expect(located(result.issues)).toEqual([['TEMPLATE_DEMO_ROUTE', 'pages/demo/saas.json:15:5', 'demo.template']]);
    expect(result.issues[0].message).toBe('trang /demo/saas là demo của mẫu "landing-saas", nhưng demo của mẫu này phải ở /templates/landing-saas');
  });

  it("the demo's menu links must reach anchors of the page", () => {
    const result = validate({
      'templates/landing-saas.json': demoPage({ template: 'landing-saas', brand: 'FlowDesk', nav: [{ label: 'Giá', href: '#bang-gia' }] }),
    });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['LOCAL_ANCHOR_NOT_FOUND', 'demo.nav[0].href']]);
  });
});

describe('raster image sizes', () => {
  it('a PNG declared at another size: an error at the width or height that differs, with the real size as the fix', () => {
    const demo = { 'templates/landing-saas.json': demoPage({ template: 'landing-saas', brand: 'FlowDesk' }) };
    let result = validate(demo, { ...TEMPLATE, cover: { ...TEMPLATE.cover, height: 400 } });
    expect(located(result.issues)).toEqual([['IMAGE_SIZE_MISMATCH', 'pages/_data/templates/landing-saas.json:12:5', 'cover.height']]);
    expect(result.issues[0].message).toBe('"/cover.png" khai báo 4×400 nhưng tệp ảnh là 4×3 px');
    expect(result.issues[0].hint).toContain('viết "width": 4, "height": 3');
    project!.cleanup();
    result = validate(demo, { ...TEMPLATE, cover: { ...TEMPLATE.cover, width: 640, height: 480 } });
    expect(result.issues.map((i) => i.path)).toEqual(['cover.width']);
  });
});
