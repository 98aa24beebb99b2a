// The built site's short CSS module class names (scripts/lib/cssClassNames.ts): unique, valid,
// and the same for both builds (client and server), which each compute them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { classNamesOf, shortName, shortScopedNames } from '../../scripts/lib/cssClassNames.ts';

describe('short CSS class names', () => {
  it('counts in letters: a … Z, then aa, ab …', () => {
    expect([0, 1, 25, 26, 51, 52, 53, 103, 104].map(shortName)).toEqual(['a', 'b', 'z', 'A', 'Z', 'aa', 'ab', 'aZ', 'ba']);
    const many = Array.from({ length: 3000 }, (_, i) => shortName(i));
    expect(new Set(many).size).toBe(3000);
    for (const name of many) expect(name).toMatch(/^[a-zA-Z]+$/);
  });

  it('reads the classes a module declares, not words in comments, strings or values', () => {
    const css = `/* .comment */ .card { composes: field from '../shared/Form.module.css'; width: 0.5rem; }
      .card:hover .cover, dialog.dialog { background: url(/a.b.svg); }`;
    expect(classNamesOf(css)).toEqual(['card', 'cover', 'dialog']);
  });

  it("gives every class of the project's modules its own name, the same on every run", () => {
    const first = shortScopedNames(PROJECT_ROOT);
    const second = shortScopedNames(PROJECT_ROOT);
    const file = path.join(PROJECT_ROOT, 'src/sections/templateGallery/TemplateGallery.module.css');
    const names = ['card', 'cover', 'body', 'name'].map((n) => first(n, `${file}?used`));
    expect(new Set(names).size).toBe(4);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z]{1,2}$/);
    expect(['card', 'cover', 'body', 'name'].map((n) => second(n, file))).toEqual(names);
    // Another module's "card" is another class.
    expect(first('card', path.join(PROJECT_ROOT, 'src/sections/planGrid/PlanGrid.module.css'))).not.toBe(names[0]);
  });

  it('names a class outside src/ with a hash that no short name can equal', () => {
    const name = shortScopedNames(PROJECT_ROOT)('x', path.join(PROJECT_ROOT, 'elsewhere/A.module.css'));
    expect(name).toMatch(/^_[\w-]{7}$/);
  });
});
