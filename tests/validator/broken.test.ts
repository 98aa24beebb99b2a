// @vitest-environment node
// Every folder in tests/fixtures/broken/ is a small project with known mistakes. Each case lists the exact
// report: `file:line:column path message` for every issue, in order, and its hint. Hints the engine writes
// are compared exactly; hints that quote a schema description only need to start with the engine's part
// (or to exist), so that rewording a description in schema/ does not break these tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue, type ValidationIssue } from '../../src/engine/issue.ts';
import { loadSchemas } from '../../src/engine/schemas.ts';
import { FIXTURES, headlines, SCHEMA_DIR, SECTION_TYPES_HINT, validateFixture } from './helpers.ts';

type Expected = [headline: string, hint?: string | ReturnType<typeof expect.stringMatching>];

/** A hint that is a schema description (wording owned by schema/): only its presence is checked. */
const SCHEMA_TEXT = expect.stringMatching(/\S/);
const startsWith = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

const SECTION_TYPES = SECTION_TYPES_HINT;
/** The data collections, as schema/data/ has them (not hard-coded: collections get added). */
const COLLECTIONS = [...loadSchemas(SCHEMA_DIR).collections.keys()].join(', ');
const LINK_FORMS = 'use a page path ("/pricing/seo", "/pricing/seo#faq"), an anchor on this page ("#faq"), or an https:, tel: or mailto: address';
const HERO_PROPS = 'type, id, eyebrow, title, description, highlights, buttons, image';
const DUP_KEY = 'JSON keeps only the last one; remove or merge the duplicate';
const COMMENT = 'remove the comment; put notes in a "description" field instead';
const PLAN_ORIGINAL = 'originalPrice is the old price shown crossed out; raise it or remove it';
const ROUTE_HINT = 'use lower-case letters without diacritics, digits and hyphens: rename';

const cases: Record<string, Expected[]> = {
  // Requirement 1 and 7: the issue's own example, one precise error, a hint with the number to write.
  'price-not-a-number': [
    ['pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M"', startsWith('write 4900000 (a number: no quotes, dots, spaces or units). ')],
  ],
  // Requirement 2: did-you-mean for section types.
  'unknown-section-type': [
    ['pages/index.json:5:7 sections[0].type "heor" is not a section type. Did you mean "hero"?', SECTION_TYPES],
    ['pages/index.json:6:7 sections[1].type "Hero" is not a section type. Did you mean "hero"?', SECTION_TYPES],
    ['pages/index.json:7:7 sections[2].type "slider" is not a section type', SECTION_TYPES],
  ],
  // Requirement 6: names of Object.prototype members are just unknown names.
  'prototype-section-types': [
    ['pages/index.json:5:7 sections[0].type "toString" is not a section type', SECTION_TYPES],
    ['pages/index.json:6:7 sections[1].type "__proto__" is not a section type', SECTION_TYPES],
    ['pages/index.json:7:7 sections[2].type "constructor" is not a section type', SECTION_TYPES],
    ['pages/index.json:8:7 sections[3].type "hasOwnProperty" is not a section type', SECTION_TYPES],
    ['pages/index.json:9:37 sections[4].__proto__ "__proto__" is not a known property of a "hero" section', `allowed properties: ${HERO_PROPS}`],
    ['pages/index.json:9:72 sections[4].constructor "constructor" is not a known property of a "hero" section', `allowed properties: ${HERO_PROPS}`],
  ],
  // Requirement 2 and 7: a misspelt property is one error (not also "title is missing").
  'unknown-property': [
    ['pages/index.json:5:23 sections[0].titel "titel" is not a known property of a "hero" section. Did you mean "title"?', `rename "titel" to "title"; allowed properties: ${HERO_PROPS}`],
    ['pages/index.json:6:102 sections[1].buttons[0].variante "variante" is not a known property. Did you mean "variant"?', 'rename "variante" to "variant"; allowed properties: label, href, variant'],
    ['pages/index.json:7:75 sections[2].colour "colour" is not a known property of a "faq" section', 'allowed properties: type, id, heading, description, items'],
  ],
  'section-type-missing': [
    ['pages/index.json:5:5 sections[0] is missing the required property "type"', startsWith('add "type": … — ')],
    // One error for a non-string type, not also "must be a string".
    ['pages/index.json:6:7 sections[1].type must be a section type name, got 5', SECTION_TYPES],
    ['pages/index.json:7:5 sections[2] must be an object { … }, got "hero"', SCHEMA_TEXT],
    // The link beside the schema error is still checked: one run reports both.
    ['pages/index.json:8:65 sections[3].buttons[0].href links to "/lien-he", which is not a page', 'every internal link must match a file in pages/ (pages/lien-he.json)'],
    ['pages/index.json:8:85 sections[3].buttons[0].variant must be one of "primary", "secondary", got "primay". Did you mean "primary"?', SCHEMA_TEXT],
  ],
  // Requirement 7: the "plans" union (shared-set id or list) reports only the branch that was meant.
  'plan-grid-plans': [
    ['pages/index.json:5:27 sections[0].plans must be a string (text in double quotes) or a list [ … ], got 5', SCHEMA_TEXT],
    ['pages/index.json:6:27 sections[1].plans must have at least 1 item, has 0', SCHEMA_TEXT],
    ['pages/index.json:7:81 sections[2].plans[0].features must have at least 1 item, has 0', SCHEMA_TEXT],
    ['pages/index.json:8:63 sections[3].plans[0].price must be a whole number, got "4.900.000 ₫"', startsWith('write 4900000 (a number: no quotes, dots, spaces or units). ')],
    ['pages/index.json:8:106 sections[3].plans[0].popular must be true or false, got "true"', 'write true without quotes'],
  ],
  'plan-rules': [
    ['pages/_data/planSets/seo.json:5:7 plans[1].id "basic" is already the id of another plan in this list', 'plan ids must be unique within a list'],
    ['pages/_data/planSets/seo.json:5:57 plans[1].originalPrice must be greater than price (4900000), got 100', PLAN_ORIGINAL],
    ['pages/index.json:8:61 sections[0].plans[0].originalPrice must be greater than price (4900000), got 4900000', PLAN_ORIGINAL],
    ['pages/index.json:9:11 sections[0].plans[1].id "basic" is already the id of another plan in this list', 'plan ids must be unique within a list'],
  ],
  // Requirement 2: malformed JSON, one located error per file, all files in one run.
  'malformed-json': [
    ['pages/block-comment.json:2:56 (file) malformed JSON: comments are not allowed in JSON', COMMENT],
    ['pages/byte-order-mark.json:1:1 (file) the file starts with an invisible byte order mark (BOM)', 'save the file as "UTF-8" (not "UTF-8 with BOM")'],
    ['pages/empty.json:1:1 (file) the file is empty', 'a content file holds one JSON object: { "$schema": …, … }'],
    ['pages/line-comment.json:2:3 (file) malformed JSON: comments are not allowed in JSON', COMMENT],
    ['pages/missing-brace.json:3:1 (file) malformed JSON: a closing ] is missing', 'every [ needs a matching ]'],
    ['pages/missing-comma.json:4:3 (file) malformed JSON: a comma is missing', 'put a comma at the end of line 3, after the value there'],
    ['pages/single-quotes.json:2:3 (file) malformed JSON: an invalid character', 'text must be in double quotes; true, false, null and numbers are written bare'],
    ['pages/trailing-comma.json:4:17 (file) malformed JSON: a trailing comma before }', 'JSON does not allow a comma after the last property; remove this comma'],
    ['pages/two-values.json:2:1 (file) malformed JSON: unexpected content after the end of the JSON', 'a file holds one JSON object; remove what follows its closing }'],
    ['pages/unclosed-string.json:4:14 (file) malformed JSON: a string is not closed', 'close the text with a double quote "'],
  ],
  'duplicate-keys': [
    ['pages/index.json:3:119 meta.title "title" appears twice in the same object (first on line 3)', DUP_KEY],
    ['pages/index.json:8:7 sections[0].type "type" appears twice in the same object (first on line 6)', DUP_KEY],
    ['pages/index.json:11:3 sections "sections" appears twice in the same object (first on line 4)', DUP_KEY],
  ],
  // Requirement 4: internal links (pages, site menu, shared data, canonical) resolve, anchors included.
  'broken-links': [
    ['pages/_data/planSets/seo.json:4:114 plans[0].cta.href links to "/contact", which is not a page', 'every internal link must match a file in pages/ (pages/contact.json)'],
    ['pages/_site.json:12:78 mainMenu[1].href links to "/pricing", which is not a page', 'every internal link must match a file in pages/ (pages/pricing.json)'],
    ['pages/about.json:5:124 sections[0].buttons[1].href "/#" ends with an empty anchor "#"', 'write "/", or add the id of a section after "#"'],
    ['pages/index.json:3:123 meta.canonical links to "/home", which is not a page', 'every internal link must match a file in pages/ (pages/home.json)'],
    ['pages/index.json:10:32 sections[0].buttons[0].href links to "/nope", which is not a page', 'every internal link must match a file in pages/ (pages/nope.json)'],
    ['pages/index.json:11:31 sections[0].buttons[1].href links to "#tpo" but no section on this page has the id "tpo". Did you mean "top"?', 'give the target section an "id"'],
    ['pages/index.json:12:38 sections[0].buttons[2].href links to "#tema" on /about, but no section there has that id. Did you mean "team"?', 'give the target section on /about "id": "tema"'],
    ['pages/index.json:28:28 sections[2].buttons[0].href "/about/" ends with "/"', 'write "/about"'],
    ['pages/index.json:29:29 sections[2].buttons[1].href links to "/about/index", which is not a page', 'pages/about/index.json is the page /about; write "/about"'],
    ['pages/index.json:30:31 sections[2].buttons[2].href links to "/abuot", which is not a page. Did you mean "/about"?', 'every internal link must match a file in pages/ (pages/abuot.json)'],
  ],
  // Requirement 5: only internal paths, https:, tel: and mailto:.
  'unsafe-links': [
    ['pages/_site.json:12:32 mainMenu[0].href "javascript:void(0)" is not allowed: javascript: links can run code or open local content', LINK_FORMS],
    ['pages/_site.json:12:235 mainMenu[4].href "mailto:hello" is not an email link', 'write mailto: and the address, e.g. "mailto:lienhe@example.vn"'],
    ['pages/index.json:9:25 sections[0].buttons[0].href "javascript:alert(1)" is not allowed: javascript: links can run code or open local content', LINK_FORMS],
    ['pages/index.json:10:25 sections[0].buttons[1].href "http://example.vn" is not allowed: links must use https', 'write "https://example.vn"'],
    ['pages/index.json:11:25 sections[0].buttons[2].href "//evil.com" is not allowed: a link starting with "//" leaves the site', 'write the full address, "https://evil.com"'],
    ['pages/index.json:18:25 sections[1].buttons[0].href "data:text/html,<script>alert(1)</scr…" is not allowed: data: links can run code or open local content', LINK_FORMS],
    ['pages/index.json:19:25 sections[1].buttons[1].href "JavaScript:alert(1)" is not allowed: javascript: links can run code or open local content', LINK_FORMS],
    ['pages/index.json:20:25 sections[1].buttons[2].href "/pricing seo" contains a space or line break', 'remove it, or write a space in a path as %20'],
  ],
  'duplicate-route': [
    ['pages/about.json:1:1 (root) claims the route "/about", which pages/about/index.json already has', 'keep one of the two files (pages/x.json and pages/x/index.json are the same route)'],
    // The second claimant's own links are still checked.
    ['pages/about.json:5:69 sections[0].buttons[0].href links to "/nope", which is not a page', 'every internal link must match a file in pages/ (pages/nope.json)'],
  ],
  'duplicate-section-ids': [
    ['pages/index.json:7:22 sections[2].id "gioi-thieu" is already the id of another section on this page', 'section ids are anchors (#id) and must be unique within a page'],
  ],
  'missing-plan-set': [
    ['pages/index.json:5:27 sections[0].plans "seoo" is not in the shared planSets. Did you mean "seo"?', 'available: seo — files in pages/_data/planSets/'],
    ['pages/index.json:6:27 sections[1].plans "hosting" is not in the shared planSets', 'available: seo — files in pages/_data/planSets/'],
  ],
  // Sections inside tabs: the same checks, located by their nested path; tab ids and nested section
  // ids are anchors too (the hero's links to "#bang-gia" and "#quy-trinh" are fine), one namespace per page.
  'nested-sections': [
    ['pages/index.json:16:30 sections[1].tabs[0].sections[1].id "dau-trang" is already the id of another section on this page', 'section ids are anchors (#id) and must be unique within a page'],
    ['pages/index.json:16:106 sections[1].tabs[0].sections[1].buttons[0].href links to "/khong-co", which is not a page', 'every internal link must match a file in pages/ (pages/khong-co.json)'],
    ['pages/index.json:16:147 sections[1].tabs[0].sections[1].buttons[1].href links to "#bang-gai" but no section on this page has the id "bang-gai". Did you mean "bang-gia"?', 'give the target section an "id"'],
    ['pages/index.json:23:35 sections[1].tabs[1].sections[0].plans "nope" is not in the shared planSets', 'available: seo — files in pages/_data/planSets/'],
    ['pages/index.json:24:85 sections[1].tabs[1].sections[1].plans[0].originalPrice must be greater than price (100), got 90', PLAN_ORIGINAL],
    ['pages/index.json:28:11 sections[1].tabs[2].id "quy-trinh" is already the id of a section on this page', 'section ids and tab ids are anchors (#id) and must be unique within a page'],
    ['pages/index.json:31:15 sections[1].tabs[2].sections[0].type a "tabs" section cannot be inside another "tabs" section', 'put these sections directly into the outer tab\'s "sections", or move this "tabs" section to the page\'s "sections"'],
    ['pages/index.json:31:123 sections[1].tabs[2].sections[0].tabs[0].sections[0].headng "headng" is not a known property of a "faq" section. Did you mean "heading"?', 'rename "headng" to "heading"; allowed properties: type, id, heading, description, items'],
    ['pages/index.json:31:140 sections[1].tabs[2].sections[0].tabs[0].sections[0].items "thanh-toan" is not in the shared faqSets', 'available: (none) — files in pages/_data/faqSets/'],
    ['pages/index.json:31:170 sections[1].tabs[2].sections[0].tabs[1].id "dich-vu" is already the id of a section on this page', 'section ids and tab ids are anchors (#id) and must be unique within a page'],
  ],
  'missing-image': [
    ['pages/index.json:3:134 meta.image.src "/images/og.png" does not exist in public/', 'add the file public/images/og.png or fix the path'],
    ['pages/index.json:5:56 sections[0].image.src "/images/missing.svg" does not exist in public/', 'add the file public/images/missing.svg or fix the path'],
    ['pages/index.json:6:61 sections[1].image.src "/images/Hero.svg" does not exist in public/. Did you mean "/images/hero.svg"? (letter case matters on the server)', 'add the file public/images/Hero.svg or fix the path'],
    ['pages/index.json:7:55 sections[2].image.src "/../../../package.svg" points outside public/', 'images must be files inside public/; remove ".." from the path'],
    ['pages/index.json:8:58 sections[3].image.src "/images/50%.svg" has a malformed %-escape', 'write the file name as it is on disk, e.g. /images/hero.svg'],
    ['pages/index.json:9:56 sections[4].image.src "https://cdn.example.vn/a.svg" is not allowed: images must be files in public/, not remote addresses', startsWith('download the image into public/images/ and write its path, e.g. "/')],
    ['pages/index.json:10:57 sections[5].image.src "images/hero.svg" must start with "/"', startsWith('paths are from the public/ folder, e.g. "/')],
  ],
  'schema-pointer': [
    ['pages/_data/planSets/seo.json:2:3 $schema points to "../../../../../../../schema/page.schema.json", not to the schema of this file', 'write "$schema": "../../../../../../../schema/data/planSets.schema.json"'],
    ['pages/blog/post.json:2:3 $schema points to "../schema/page.schema.json", not to the schema of this file', 'write "$schema": "../../../../../../schema/page.schema.json"'],
    ['pages/index.json:1:1 (root) has no "$schema"', 'add "$schema": "../../../../../schema/page.schema.json" as the first property, so the editor can autocomplete and check the file'],
  ],
  'route-names': [
    ['pages/About_Us.json:1:1 (root) the file name gives the route "/About_Us", and "About_Us" is not a valid URL segment', `${ROUTE_HINT} "About_Us" to "about-us"`],
    ['pages/bang--gia.json:1:1 (root) the file name gives the route "/bang--gia", and "bang--gia" is not a valid URL segment', `${ROUTE_HINT} "bang--gia" to "bang-gia"`],
    ['pages/Pricing/seo.json:1:1 (root) the file name gives the route "/Pricing/seo", and "Pricing" is not a valid URL segment', `${ROUTE_HINT} "Pricing" to "pricing"`],
  ],
  'reserved-404': [
    ['pages/404.json:1:1 (root) the route /404 is reserved for the not-found page', 'rename the file; the not-found texts live in pages/_site.json "notFound"'],
  ],
  'site-missing': [
    ['pages/_site.json:1:1 (file) the site file is missing', 'create pages/_site.json with the company, menu and footer data (see schema/site.schema.json)'],
  ],
  'data-errors': [
    ['pages/_data/planSet/seo.json:1:1 (root) "planSet" is not a shared data collection. Did you mean "planSets"?', `collections: ${COLLECTIONS} (folders in pages/_data/)`],
    ['pages/_data/planSets/seo.json:4:39 plans[0].price must be >= 0, got -1', SCHEMA_TEXT],
    ['pages/_data/planSets/seo.json:4:83 plans[0].discount "discount" is not a known property', 'allowed properties: id, name, description, price, priceText, originalPrice, period, popular, badge, color, features, cta, note, hosting, vps, ssl, web'],
    ['pages/_partials/header.json:1:1 (root) is neither a page, the site file nor shared data', 'names starting with "_" are not pages; shared data lives in pages/_data/<collection>/<id>.json and site data in pages/_site.json'],
  ],
};

const summary = (issue: ValidationIssue) => ({ at: headlines([issue])[0], hint: issue.hint });

describe('broken fixtures report exactly their mistakes', () => {
  it('every fixture folder has an expectation, and every expectation a folder', () => {
    const folders = readdirSync(path.join(FIXTURES, 'broken')).sort();
    expect(folders).toEqual(Object.keys(cases).sort());
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(name, () => {
      const result = validateFixture(`broken/${name}`);
      expect(result.model).toBeUndefined();
      expect(result.issues.map(summary)).toEqual(expected.map(([at, hint]) => ({ at, hint })));
    });
  }

  it('formats the issue example exactly as the issue asks: location, path, message, then a hint line', () => {
    const [issue] = validateFixture('broken/price-not-a-number').issues;
    expect(issue).toMatchObject({ file: 'pages/pricing/seo.json', line: 14, column: 9, path: 'sections[2].plans[0].price' });
    const [first, second, ...rest] = formatIssue(issue).split('\n');
    expect(first).toBe('pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M"');
    expect(second).toMatch(/^ {4}hint: write 4900000 /);
    expect(rest).toEqual([]);
  });

  it('reports the mistakes of all files in one run', () => {
    const files = (name: string) => new Set(validateFixture(`broken/${name}`).issues.map((i) => i.file));
    expect(files('broken-links')).toEqual(new Set(['pages/_data/planSets/seo.json', 'pages/_site.json', 'pages/about.json', 'pages/index.json']));
    expect(files('malformed-json').size).toBe(10);
  });

  it('every issue of every fixture is located inside its file and carries a path, a message and a hint', () => {
    for (const name of Object.keys(cases)) {
      for (const issue of validateFixture(`broken/${name}`).issues) {
        expect(Number.isInteger(issue.line) && issue.line >= 1, `${name}: ${issue.file}`).toBe(true);
        expect(Number.isInteger(issue.column) && issue.column >= 1, `${name}: ${issue.file}`).toBe(true);
        expect(issue.file).toMatch(/^pages\//);
        expect(issue.path).not.toBe('');
        expect(issue.message).not.toBe('');
        expect(issue.hint, `${name}: ${issue.path} ${issue.message}`).toMatch(/\S/);
      }
    }
  });
});
