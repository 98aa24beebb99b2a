// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SECTION_LISTS, type Section } from './generated.ts';
import { isPrerendered, withDocumentContentFrom, withoutDocumentContent, type PrerenderedSection } from './prerendered.ts';
import { mapSections, sectionAnchors, walkSections } from './sectionTree.ts';

const page = [
  { type: 'hero', id: 'dau' },
  {
    type: 'tabs',
    id: 'dich-vu',
    tabs: [
      {
        id: 'tong-quan',
        sections: [
          { type: 'process', id: 'quy-trinh' },
          { type: 'tabs', tabs: [{ id: 'sau', sections: [{ type: 'cta' }] }] },
        ],
      },
      'not a tab',
      { id: 'bang-gia', sections: [{ type: 'planGrid', id: 'goi' }, null, 7] },
      { sections: 'not a list' },
    ],
  },
  { type: 'faq', tabs: [{ id: 'khong-phai-the', sections: [{ type: 'cta' }] }] },
];

describe('sectionTree', () => {
  it('walks every section, nested ones right after their container, with JSON paths and ancestors', () => {
    const nodes = walkSections(page);
    expect(nodes.map((n) => [n.section.type, n.path.join('.'), n.ancestors.map((a) => a.type).join('>')])).toEqual([
      ['hero', 'sections.0', ''],
      ['tabs', 'sections.1', ''],
      ['process', 'sections.1.tabs.0.sections.0', 'tabs'],
      ['tabs', 'sections.1.tabs.0.sections.1', 'tabs'],
      ['cta', 'sections.1.tabs.0.sections.1.tabs.0.sections.0', 'tabs>tabs'],
      ['planGrid', 'sections.1.tabs.2.sections.0', 'tabs'],
      // Only "tabs" holds sections.
      ['faq', 'sections.2', ''],
    ]);
    expect(walkSections('nope')).toEqual([]);
  });

  it('lists section and tab ids as anchors, in file order', () => {
    expect(sectionAnchors(page).map((a) => [a.id, a.kind, a.path.join('.')])).toEqual([
      ['dau', 'section', 'sections.0.id'],
      ['dich-vu', 'section', 'sections.1.id'],
      ['tong-quan', 'group', 'sections.1.tabs.0.id'],
      ['quy-trinh', 'section', 'sections.1.tabs.0.sections.0.id'],
      ['sau', 'group', 'sections.1.tabs.0.sections.1.tabs.0.id'],
      ['bang-gia', 'group', 'sections.1.tabs.2.id'],
      ['goi', 'section', 'sections.1.tabs.2.sections.0.id'],
    ]);
  });

  it('knows "tabs" as the one type that holds sections, as the schemas declare it ("x-sections")', () => {
    // SectionTree and mapSections spell out the tabs section's shape: another container type needs them too.
    expect(SECTION_LISTS).toEqual({ tabs: [['tabs', '*', 'sections']] });
  });

  const tab = (id: string, first: Section, ...rest: Section[]) => ({ id, label: id, sections: [first, ...rest] as [Section, ...Section[]] });
  const tabs = (id: string, a: ReturnType<typeof tab>, b: ReturnType<typeof tab>): Section => ({ type: 'tabs', id, label: id, tabs: [a, b] });
  const cta = (id: string): Section => ({ type: 'cta', id, heading: id });

  it('maps every section that holds none, nested ones included, in file order, keeping the tabs around them', () => {
    const sections = [cta('a'), tabs('t', tab('t0', cta('b'), tabs('u', tab('u0', cta('c')), tab('u1', cta('d')))), tab('t1', cta('e'))), cta('f')];
    const seen: string[] = [];
    const mapped = mapSections<never, PrerenderedSection>(sections, (section) => {
      seen.push(section.id!);
      return { type: section.type, id: section.id, prerendered: { key: seen.length, html: `<p>${section.id}</p>` } };
    });
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(walkSections(mapped).map(({ section }) => [section.type, section.id, isPrerendered(section)])).toEqual([
      ['cta', 'a', true],
      ['tabs', 't', false],
      ['cta', 'b', true],
      ['tabs', 'u', false],
      ['cta', 'c', true],
      ['cta', 'd', true],
      ['cta', 'e', true],
      ['cta', 'f', true],
    ]);
    // The boot data keeps each key without its HTML; the document gives the HTML back.
    const page = { route: '/', meta: { title: 't', description: 'd' }, sections: mapped };
    const boot = withoutDocumentContent(page);
    expect(JSON.stringify(boot)).not.toContain('<p>');
    const root = document.createElement('div');
    root.innerHTML = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => `<div data-prerendered="${i + 1}"><p>${id}</p></div>`).join('');
    expect(withDocumentContentFrom(root, boot)).toEqual(page);
  });
});
