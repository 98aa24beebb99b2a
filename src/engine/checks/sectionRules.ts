// Rules declared next to the schemas with our x- keywords (src/engine/schemas.ts), so that a section
// type brings its own rules and the engine names none:
//   "x-nestable": false        — the type only sits in the page's own "sections" (tabs, entryHeader)
//   "x-unique": "<key>"         — no two items of the list share <key> (plan ids)
//   "x-greater-than": "<other>" — the number is greater than its sibling (originalPrice > price)
//   "x-one-per": "<relative pointer>" — the list has one item per item of another list, which may be
//                                 shared data named by an x-ref id (a comparison row's values, one per plan)
import { locate, pointerSegments } from '../locate.ts';
import { walkSections } from '../../model/sectionTree.ts';
import { variantViews } from './experiments.ts';
import { isObject, type Check, type LoadedFile, type Project, type Segments } from './project.ts';

/** The value at `segments`, or undefined when the path is not there. */
function valueAt(value: unknown, segments: Segments): unknown {
  let node = value;
  for (const seg of segments) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, seg)) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

/**
 * The list at `pointer` in `file` as a page receives it: written there, or the shared data an x-ref
 * id there stands for (with the data file's path). Undefined when there is no list to count, or it
 * is already reported (a schema error, an unknown id).
 */
function listAt(project: Project, file: LoadedFile, pointer: string): { items: unknown[]; source?: string } | undefined {
  if (project.unchecked(file, pointer)) return undefined;
  const value = valueAt(file.value, pointerSegments(pointer));
  if (Array.isArray(value)) return { items: value };
  const ref = file.marks.refs.find((r) => r.pointer === pointer);
  if (!ref) return undefined;
  const [collection, inner = ''] = ref.collection.split('#');
  const data = project.data.get(collection)?.get(ref.value);
  if (!data?.parsed || project.unchecked(data, inner)) return undefined;
  const items = valueAt(data.value, pointerSegments(inner));
  return Array.isArray(items) ? { items, source: data.display } : undefined;
}

/** How a message names an item of the list followed: its name, else its id, else its place. */
const itemName = (item: unknown, i: number) =>
  isObject(item) && typeof item.name === 'string' ? item.name : isObject(item) && typeof item.id === 'string' ? item.id : `#${i + 1}`;

export const sectionRulesCheck: Check = {
  name: 'section rules',
  title: 'Quy tắc khai báo trong schema của section',
  codes: ['SECTION_NOT_NESTABLE', 'LIST_KEY_DUPLICATE', 'NUMBER_NOT_GREATER', 'LIST_COUNT_MISMATCH'],
  run(project) {
    const { notNestable } = project.schemas;
    for (const file of project.checkedFiles()) {
      if (file.kind.kind === 'page' && isObject(file.value)) {
        for (const { section, path, ancestors } of walkSections(file.value.sections)) {
          const container = ancestors[ancestors.length - 1];
          if (container && typeof section.type === 'string' && notNestable.has(section.type)) {
            project.report(file, [...path, 'type'], 'SECTION_NOT_NESTABLE', { type: section.type, container: String(container.type) });
          }
        }
        // Each variant: its replacing sections, walked in their place in the page.
        for (const view of variantViews(file)) {
          for (const { section, path, ancestors } of walkSections(view.sections)) {
            const container = ancestors[ancestors.length - 1];
            const written = view.written(path);
            if (written && container && typeof section.type === 'string' && notNestable.has(section.type)) {
              project.report(file, [...written, 'type'], 'SECTION_NOT_NESTABLE', { type: section.type, container: String(container.type) });
            }
          }
        }
      }
      for (const mark of file.marks.unique) {
        if (project.unchecked(file, mark.pointer)) continue;
        const at = pointerSegments(mark.pointer);
        const first = new Map<string, number>();
        mark.items.forEach((item, i) => {
          const value = isObject(item) ? item[mark.key] : undefined;
          if (typeof value !== 'string') return;
          const before = first.get(value);
          if (before === undefined) {
            first.set(value, i);
            return;
          }
          const firstLine = file.doc.root ? locate(file.doc, [...at, before, mark.key]).line : 1;
          project.report(file, [...at, i, mark.key], 'LIST_KEY_DUPLICATE', { value, key: mark.key, firstIndex: before, firstLine });
        });
      }
      for (const mark of file.marks.greater) {
        if (project.unchecked(file, mark.pointer) || mark.value > mark.otherValue) continue;
        const segments = pointerSegments(mark.pointer);
        project.report(file, segments, 'NUMBER_NOT_GREATER', {
          property: String(segments[segments.length - 1]),
          other: mark.other,
          value: mark.value,
          otherValue: mark.otherValue,
        });
      }
      for (const mark of file.marks.onePer) {
        if (project.unchecked(file, mark.pointer)) continue;
        const followed = listAt(project, file, mark.target);
        if (!followed || followed.items.length === mark.count) continue;
        const segments = pointerSegments(mark.pointer);
        const target = pointerSegments(mark.target);
        project.report(file, segments, 'LIST_COUNT_MISMATCH', {
          list: String(segments[segments.length - 1]),
          of: String(target[target.length - 1]),
          count: mark.count,
          expected: followed.items.length,
          names: followed.items.map(itemName),
          ...(followed.source ? { source: followed.source } : {}),
        });
      }
    }
  },
};
