import { describe, expect, it } from 'vitest';
import { sectionAnchors, walkSections } from './sectionTree.ts';

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
});
