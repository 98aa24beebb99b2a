// One mistake, one message: a file that cannot be read does not make every link or reference to it an
// error too, and a file with schema errors still gets its links and references checked.
import { afterEach, describe, expect, it } from 'vitest';
import { located, tempProject, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';

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
      {
        '_site.json': VALID_SITE,
        'about.json': page([
          {
            type: 'hero',
            title: 'x',
            buttons: [
              { label: 'a', href: '/' },
              { label: 'b', href: '/#anything' },
            ],
          },
        ]),
      },
      { 'index.json': '{ "meta": ' },
    );
    expect(located(result.issues)).toEqual([['JSON_VALUE_EXPECTED', 'pages/index.json:1:11', '(file)']]);
  });

  it('a reference to a shared plan set that is not valid JSON is not reported', () => {
    const result = setup({ '_site.json': VALID_SITE, 'index.json': page([{ type: 'planGrid', plans: 'seo' }]) }, { '_data/planSets/seo.json': '{,}' });
    expect(located(result.issues)).toEqual([['JSON_VALUE_EXPECTED', 'pages/_data/planSets/seo.json:1:2', '(file)']]);
  });

  it('a site file that is not valid JSON is reported once, not also as missing', () => {
    const result = setup({ 'index.json': VALID_HOME }, { '_site.json': '' });
    expect(located(result.issues)).toEqual([['JSON_EMPTY', 'pages/_site.json:1:1', '(file)']]);
  });

  it('a page that is not an object gets no "$schema" complaint on top', () => {
    const result = setup({ '_site.json': VALID_SITE }, { 'index.json': '[]' });
    expect(located(result.issues)).toEqual([['VALUE_WRONG_TYPE', 'pages/index.json:1:1', '(root)']]);
  });

  it('a non-string "$schema" is one type error, not also a wrong pointer', () => {
    const result = setup({ '_site.json': VALID_SITE }, { 'index.json': JSON.stringify({ $schema: 5, ...VALID_HOME }) });
    expect(located(result.issues)).toEqual([['VALUE_WRONG_TYPE', 'pages/index.json:1:2', '$schema']]);
  });

  it('a page with schema errors still has its links, images and plan-set references checked', () => {
    const result = setup({
      '_site.json': VALID_SITE,
      'index.json': page([
        { type: 'hero', titel: 'x', buttons: [{ label: 'a', href: '/nope' }], image: { src: '/missing.svg', alt: '', width: 1, height: 1 } },
        { type: 'planGrid', plans: 'nope', extra: true },
      ]),
    });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([
      ['PROPERTY_UNKNOWN', 'sections[0].titel'],
      ['PAGE_LINK_NOT_FOUND', 'sections[0].buttons[0].href'],
      ['IMAGE_NOT_FOUND', 'sections[0].image.src'],
      ['DATA_REF_NOT_FOUND', 'sections[1].plans'],
      ['PROPERTY_UNKNOWN', 'sections[1].extra'],
    ]);
    expect(result.issues[0].params).toMatchObject({ property: 'titel', meant: 'title', section: 'hero' });
  });

  it('a link that breaks the link rules is reported once, by the schema, not also as a missing page', () => {
    const result = setup({ '_site.json': VALID_SITE, 'index.json': page([{ type: 'hero', title: 'x', buttons: [{ label: 'a', href: '/a b' }] }]) });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['LINK_HAS_SPACE', 'sections[0].buttons[0].href']]);
  });
});
