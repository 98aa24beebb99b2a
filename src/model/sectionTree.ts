// Sections can hold sections (a "tabs" section: tabs[i].sections). Where they do is declared in the
// section's schema ("x-sections": true on the list) and generated into SECTION_LISTS by gen:types, so
// a new container type needs no change here. This walk is the one place that reads it; the validator
// (anchors, nesting rules), the registry (preloading) and the tabs section (which tab holds an anchor)
// all go through it. It reads plain JSON, so it also runs on content that has not been validated yet
// (anything that is not a section is skipped), and in the browser, where the schemas are not shipped.
import { SECTION_LISTS, type Section, type TabsSection, type TabsTab } from './generated.ts';

export type JsonPath = (string | number)[];
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One group of nested sections inside a section: a tab of a "tabs" section. */
export interface SectionGroup {
  /** The object holding the group's list (the tab: its id is an anchor too). */
  holder: JsonObject;
  /** JSON path of the holder, e.g. ['sections', 2, 'tabs', 1]. */
  path: JsonPath;
  /** Its sections (unchecked: may be anything in content that is not valid yet). */
  sections: unknown;
  /** The list's property in the holder, e.g. 'sections'. */
  key: string;
}

/** The groups of nested sections of a section at `path`; none for types that hold no sections. */
export function sectionGroups(section: JsonObject, path: JsonPath): SectionGroup[] {
  const lists = typeof section.type === 'string' && Object.hasOwn(SECTION_LISTS, section.type) ? SECTION_LISTS[section.type] : [];
  const groups: SectionGroup[] = [];
  const follow = (node: JsonObject, at: JsonPath, rest: readonly string[]) => {
    const [head, ...tail] = rest;
    if (tail.length === 0) {
      groups.push({ holder: node, path: at, sections: node[head], key: head });
      return;
    }
    const next = node[head];
    if (tail[0] === '*') {
      if (!Array.isArray(next)) return;
      next.forEach((item, i) => {
        if (!isObject(item)) return;
        if (tail.length === 1) return;
        follow(item, [...at, head, i], tail.slice(1));
      });
    } else if (isObject(next)) follow(next, [...at, head], tail);
  };
  for (const list of lists) follow(section, path, list);
  return groups;
}

export interface SectionNode {
  section: JsonObject;
  /** JSON path of the section in the page file, e.g. ['sections', 2, 'tabs', 1, 'sections', 0]. */
  path: JsonPath;
  /** The sections that contain this one, outermost first ([] at the top level). */
  ancestors: JsonObject[];
}

/** The walk: each section, then each of its groups followed by the group's sections (file order). */
function visit(
  sections: unknown,
  path: JsonPath,
  ancestors: JsonObject[],
  onSection: (node: SectionNode) => void,
  onGroup: (group: SectionGroup) => void,
): void {
  if (!Array.isArray(sections)) return;
  sections.forEach((section, i) => {
    if (!isObject(section)) return;
    const at = [...path, i];
    onSection({ section, path: at, ancestors });
    for (const group of sectionGroups(section, at)) {
      onGroup(group);
      visit(group.sections, [...group.path, group.key], [...ancestors, section], onSection, onGroup);
    }
  });
}

/** Every section of a list and, after each, the sections nested in it: in the order of the file. */
export function walkSections(sections: unknown, path: JsonPath = ['sections']): SectionNode[] {
  const nodes: SectionNode[] = [];
  visit(
    sections,
    path,
    [],
    (node) => nodes.push(node),
    () => {},
  );
  return nodes;
}

export interface Anchor {
  id: string;
  /** JSON path of the "id" value. */
  path: JsonPath;
  /** What the id names: a section, or a group of nested sections (a tab: its panel). */
  kind: 'section' | 'group';
}

/** The anchors (#id) of a list of sections: section ids and tab ids, nested ones included, in file order. */
export function sectionAnchors(sections: unknown, path: JsonPath = ['sections']): Anchor[] {
  const anchors: Anchor[] = [];
  const add = (holder: JsonObject, at: JsonPath, kind: Anchor['kind']) => {
    if (typeof holder.id === 'string') anchors.push({ id: holder.id, path: [...at, 'id'], kind });
  };
  visit(
    sections,
    path,
    [],
    (node) => add(node.section, node.path, 'section'),
    (group) => add(group.holder, group.path, 'group'),
  );
  return anchors;
}

/** A tab whose panel holds sections of the shape S. */
export interface TabOf<S> extends Omit<TabsTab, 'sections'> {
  sections: S[];
}

/**
 * A tabs section whose tabs hold sections of the shape S (a `TabsSection`, with its lists' least
 * lengths, holds sections as written).
 */
export interface TabsOf<S> extends Omit<TabsSection, 'tabs'> {
  tabs: TabOf<S>[];
}

/**
 * A page's section in one of its shapes, nested ones in the same shape: a section as written
 * (resolved), or P in its place. The build puts its prerendered HTML in place of a section without
 * behaviour (src/model/prerendered.ts), the boot data only its key. "tabs" is the one
 * type that holds sections (SECTION_LISTS, from "x-sections"; sectionTree.test.ts fails when
 * another one does).
 */
export type SectionTree<P> = Exclude<Section, TabsSection> | TabsOf<SectionTree<P>> | P;

/** A section of a tree that holds no sections: any type but tabs, or P. */
export type SectionLeaf<P> = Exclude<Section, TabsSection> | P;

/** Whether a section of a tree holds sections: a tabs section (what stands in for a section has no tabs). */
const holdsSections = <P extends object>(section: SectionTree<P>): section is TabsOf<SectionTree<P>> => 'tabs' in section;

/**
 * A copy of a list of sections in another shape: `replace` gives each section that holds none its
 * new shape (nested ones included, in the order of walkSections); a section that holds sections (a
 * tabs section: it always has behaviour, so the build never prerenders it) is kept with its
 * sections mapped.
 */
export function mapSections<P extends object, Q>(sections: readonly SectionTree<P>[], replace: (section: SectionLeaf<P>) => SectionTree<Q>): SectionTree<Q>[] {
  return sections.map((section) =>
    holdsSections(section) ? { ...section, tabs: section.tabs.map((tab) => ({ ...tab, sections: mapSections(tab.sections, replace) })) } : replace(section),
  );
}
