// @vitest-environment node
// One mistake, one message: a file that cannot be read does not make every link or reference to it an
// error too, and a file with schema errors still gets its links and references checked.
import { afterEach, describe, expect, it } from 'vitest';
import { headlines, tempProject, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

/** A project from values (written as JSON with the right "$schema") and raw texts. */
function setup(values: Record<string, object>, texts: Record<string, string> = {}) {
  const made = validateValues(values, texts);
  project = made.project;
  return made.result;
}

const page = (sections: object[]) => ({ meta: VALID_HOME.meta, sections });

describe('no cascades', () => {
  it('links to a page that is not valid JSON are not reported, anchors included', () => {
    const result = setup(
      { '_site.json': VALID_SITE, 'about.json': page([{ type: 'hero', title: 'x', buttons: [{ label: 'a', href: '/' }, { label: 'b', href: '/#anything' }] }]) },
      { 'index.json': '{ "meta": ' },
    );
    expect(headlines(result.issues)).toEqual(['pages/index.json:1:11 (file) malformed JSON: a value is expected']);
  });

  it('a reference to a shared plan set that is not valid JSON is not reported', () => {
    const result = setup({ '_site.json': VALID_SITE, 'index.json': page([{ type: 'planGrid', plans: 'seo' }]) }, { '_data/planSets/seo.json': '{,}' });
    expect(headlines(result.issues)).toEqual(['pages/_data/planSets/seo.json:1:2 (file) malformed JSON: a value is expected']);
  });

  it('a site file that is not valid JSON is reported once, not also as missing', () => {
    const result = setup({ 'index.json': VALID_HOME }, { '_site.json': '' });
    expect(headlines(result.issues)).toEqual(['pages/_site.json:1:1 (file) the file is empty']);
  });

  it('a page that is not an object gets no "$schema" complaint on top', () => {
    const result = setup({ '_site.json': VALID_SITE }, { 'index.json': '[]' });
    expect(headlines(result.issues)).toEqual(['pages/index.json:1:1 (root) must be an object { … }, got a list']);
  });

  it('a non-string "$schema" is one type error, not also a wrong pointer', () => {
    const result = setup({ '_site.json': VALID_SITE }, { 'index.json': JSON.stringify({ $schema: 5, ...VALID_HOME }) });
    expect(headlines(result.issues)).toEqual(['pages/index.json:1:2 $schema must be a string (text in double quotes), got 5']);
  });

  it('a page with schema errors still has its links, images and plan-set references checked', () => {
    const result = setup({
      '_site.json': VALID_SITE,
      'index.json': page([
        { type: 'hero', titel: 'x', buttons: [{ label: 'a', href: '/nope' }], image: { src: '/missing.svg', alt: '', width: 1, height: 1 } },
        { type: 'planGrid', plans: 'nope', extra: true },
      ]),
    });
    expect(result.issues.map((i) => `${i.path} ${i.message}`)).toEqual([
      'sections[0].titel "titel" is not a known property of a "hero" section. Did you mean "title"?',
      'sections[0].buttons[0].href links to "/nope", which is not a page',
      'sections[0].image.src "/missing.svg" does not exist in public/',
      'sections[1].plans "nope" is not in the shared planSets',
      'sections[1].extra "extra" is not a known property of a "planGrid" section',
    ]);
  });

  it('a link that breaks the link rules is reported once, by the schema, not also as a missing page', () => {
    const result = setup({ '_site.json': VALID_SITE, 'index.json': page([{ type: 'hero', title: 'x', buttons: [{ label: 'a', href: '/a b' }] }]) });
    expect(result.issues.map((i) => `${i.path} ${i.message}`)).toEqual(['sections[0].buttons[0].href "/a b" contains a space or line break']);
  });
});
