// One product, one price: the same plan id, or the same plan name in one product line, with two
// different prices anywhere in the project is refused at the second price, in Vietnamese.
import { afterEach, describe, expect, it } from 'vitest';
import { located, schemaPointer, tempProject, VALID_HOME, VALID_SITE, validateDir } from './helpers.ts';
import { localizeIssue } from '../../src/engine/issue.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

const plan = (id: string, name: string, price: number) => ({ id, name, price, features: ['Sao lưu hằng tuần'] });

/** A project with the given plan sets (file id → plans), each shown on the home page. */
function validate(sets: Record<string, object[]>) {
  project = tempProject({});
  const pagesDir = `${project.root}/pages`;
  const write = (rel: string, schemaFile: string, data: object) =>
    project!.write(`pages/${rel}`, JSON.stringify({ $schema: schemaPointer(pagesDir, rel, schemaFile), ...data }, null, 2));
  write('_site.json', 'site.schema.json', VALID_SITE);
  write('index.json', 'page.schema.json', { ...VALID_HOME, sections: Object.keys(sets).map((id) => ({ type: 'planGrid', plans: id })) });
  for (const [id, plans] of Object.entries(sets)) write(`_data/planSets/${id}.json`, 'data/planSets.schema.json', { plans });
  return validateDir(project.root);
}

describe('one product, one price', () => {
  it('distinct products with distinct names may cost different amounts; the same product at one price twice is fine', () => {
    const result = validate({
      hosting: [plan('hosting-starter', 'Starter', 99000)],
      'hosting-basic': [plan('hosting-basic', 'Tiết kiệm Basic', 79000)],
      // The same tier word in another service is another product.
      email: [plan('email-starter', 'Starter', 1900000)],
      'email-domain': [plan('email-domain-starter', 'Starter', 500000)],
      again: [plan('hosting-starter', 'Starter', 99000)],
    });
    expect(result.issues).toEqual([]);
  });

  it('one plan id with two prices is refused at the second price, naming the first file', () => {
    const result = validate({
      a: [plan('web-landing', 'Landing', 4900000)],
      b: [plan('web-landing', 'Landing', 8000000)],
    });
    expect(located(result.issues)).toEqual([['PLAN_PRICE_CONFLICT', 'pages/_data/planSets/b.json:7:7', 'plans[0].price']]);
    const [issue] = result.issues;
    expect(issue.message).toBe('gói "web-landing" có giá 8.000.000 ₫ ở đây nhưng 4.900.000 ₫ trong pages/_data/planSets/a.json');
    expect(issue.hint).toContain('đặt tên khác cho hai sản phẩm khác nhau');
    expect(localizeIssue(issue, 'en').message).toBe('plan "web-landing" costs 8.000.000 ₫ here but 4.900.000 ₫ in pages/_data/planSets/a.json');
    expect(result.model).toBeUndefined();
  });

  it('the same name in one product line with two prices is refused, whatever its case and spacing', () => {
    const result = validate({
      hosting: [plan('hosting-starter', 'Starter', 99000), plan('hosting-business', 'Business', 199000)],
      'hosting-basic': [plan('hosting-basic', '  starter ', 79000)],
    });
    // Files are read in path order: hosting-basic.json before hosting.json.
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual([['PLAN_PRICE_CONFLICT', 'pages/_data/planSets/hosting.json', 'plans[0].price']]);
    expect(result.issues[0].message).toContain('"hosting-basic"');
  });
});
