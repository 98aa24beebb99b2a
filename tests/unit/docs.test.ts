// The docs stay a guide that works: README.md short and its code map complete, every `npm run` script documented somewhere in
// README.md or docs/*.md, and every relative link there leading to a file (and heading) that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { brokenLinks, githubSlug, markdownAnchors, relativeLinks, type LinkWorld } from './markdownLinks.ts';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const docFiles = [
  'README.md',
  ...readdirSync(path.join(PROJECT_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const projectWorld: LinkWorld = { exists: (file) => existsSync(path.join(PROJECT_ROOT, file)), read };

describe('README.md', () => {
  it('is at most 250 lines', () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines, 'README.md is a five-minute guide: move details into docs/').toBeLessThanOrEqual(250);
  });

  const src = readdirSync(path.join(PROJECT_ROOT, 'src'), { withFileTypes: true });
  it('maps every folder and file of src/', () => {
    const map = read('README.md').split('\n## Map')[1]!.split('\nDocs:')[0]!;
    const entries = src.map((entry) => `src/${entry.name}${entry.isDirectory() ? '/' : ''}`);
    expect(
      entries.filter((entry) => !map.includes(`\`${entry}\``)),
      'add these to the code map in README.md',
    ).toEqual([]);
  });

  it('docs/architecture.md maps every folder of src/', () => {
    const map = read('docs/architecture.md').split('\n## Code map')[1]!.split('\n## ')[0]!;
    const folders = src.filter((entry) => entry.isDirectory()).map((entry) => `src/${entry.name}/`);
    expect(
      folders.filter((folder) => !map.includes(`\`${folder}\``)),
      'add these to the code map in docs/architecture.md',
    ).toEqual([]);
  });
});

describe('npm scripts', () => {
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
  // npm's hooks (pretest, postbuild…) run by themselves around the script they name.
  const hooks = scripts.filter((name) => /^(pre|post)/.test(name) && scripts.includes(name.replace(/^(pre|post)/, '')));
  const docs = docFiles.map(read).join('\n');
  const mentioned = (name: string) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const forms = [`npm run ${escaped}`, ...(name === 'test' || name === 'start' ? [`npm ${escaped}`] : [])];
    return forms.some((form) => new RegExp(`${form}(?![\\w:-])`).test(docs));
  };

  it.each(scripts.filter((name) => !hooks.includes(name)))('"%s" is documented in README.md or docs/', (name) => {
    expect(mentioned(name), `package.json script "${name}" is not mentioned as \`npm run ${name}\` in README.md or docs/*.md`).toBe(true);
  });
});

describe('relative links in README.md and docs/', () => {
  it.each(docFiles)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file, read(file), projectWorld)).toEqual([]);
  });
});

describe('the link checker', () => {
  const world: LinkWorld = {
    exists: (file) => ['docs', 'docs/a.md', 'docs/b.md', 'docs/screenshots', 'README.md'].includes(file),
    read: (file) => (file === 'docs/b.md' ? '# B\n\n## Time limits and shutdown\n\n## Design: type and screenshots\n\n## Notes\n\n## Notes\n' : '# A\n'),
  };

  it('accepts links to existing files, folders and headings', () => {
    const markdown = [
      '# A',
      '',
      'See [b](b.md), [limits](b.md#time-limits-and-shutdown), [design](b.md#design-type-and-screenshots),',
      '[the second notes](b.md#notes-1), [up](../README.md), [shots](screenshots/), [here](#a) and [web](https://example.com).',
    ].join('\n');
    expect(brokenLinks('docs/a.md', markdown, world)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a path out of the project', () => {
    const markdown = 'See [gone](gone.md), [wrong anchor](b.md#no-such-heading), [self](#nowhere) and [out](../../x.md).';
    expect(brokenLinks('docs/a.md', markdown, world)).toEqual([
      'gone.md: no such file',
      'b.md#no-such-heading: no heading with anchor #no-such-heading',
      '#nowhere: no heading with anchor #nowhere',
      '../../x.md: no such file',
    ]);
  });

  it('ignores links inside code', () => {
    const markdown = ['`[not](a-link.md)`', '', '```md', '[not](either.md)', '```', '', '[yes](missing.md)'].join('\n');
    expect(relativeLinks(markdown)).toEqual(['missing.md']);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('Design: type and screenshots')).toBe('design-type-and-screenshots');
    expect(githubSlug('Islands: what runs in the browser')).toBe('islands-what-runs-in-the-browser');
    expect(githubSlug('A — B')).toBe('a--b');
    expect(githubSlug('Hướng dẫn soạn trang')).toBe('hướng-dẫn-soạn-trang');
    expect([...markdownAnchors('## `npm run size`\n\n## **Bold** [link](x.md)\n\n<a id="code-x"></a>')]).toEqual(['npm-run-size', 'bold-link', 'code-x']);
  });
});
