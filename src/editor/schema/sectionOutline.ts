// The page's sections as a tree for the outline (nested ones under their group, e.g. a tab). Where
// sections hold sections is read by the page model's own walk (src/model/sectionTree.ts, generated
// from the schemas' "x-sections"), the same one the validator and the site use.
import { sectionAnchors, sectionGroups } from '../../model/sectionTree.ts';
import type { JsonPath } from '../../content/jsonValue.ts';

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface OutlineGroup {
  /** Path of the array holding the sections, e.g. ['sections', 2, 'tabs', 0, 'sections']. */
  path: JsonPath;
  /** The object holding that array (a tab): its label and id name the group. */
  holder: JsonObject;
  sections: OutlineNode[];
}

export interface OutlineNode {
  path: JsonPath;
  section: JsonObject;
  type: string;
  groups: OutlineGroup[];
}

/** The sections of a list, each with its groups of nested sections. */
export function outline(sections: unknown, path: JsonPath = ['sections']): OutlineNode[] {
  if (!Array.isArray(sections)) return [];
  return sections.map((item, i) => {
    const at = [...path, i];
    const section = isObject(item) ? item : {};
    const groups = sectionGroups(section, at).map((group) => {
      const listPath = [...group.path, group.key];
      return { path: listPath, holder: group.holder, sections: outline(group.sections, listPath) };
    });
    return { path: at, section, type: String(section.type ?? '?'), groups };
  });
}

/** Every section in file order (nested ones after their holder). */
export function flatten(nodes: OutlineNode[]): OutlineNode[] {
  return nodes.flatMap((n) => [n, ...n.groups.flatMap((g) => flatten(g.sections))]);
}

/** The page's anchors: section ids and the ids of the objects holding nested sections (tabs). */
export function listAnchors(sections: unknown): string[] {
  return sectionAnchors(sections).map((anchor) => anchor.id);
}
