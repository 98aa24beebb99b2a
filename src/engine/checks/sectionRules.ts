// Rules declared next to the schemas with our x- keywords (src/engine/schemas.ts), so that a section
// type brings its own rules and the engine names none:
//   "x-nestable": false        — the type only sits in the page's own "sections" (tabs, entryHeader)
//   "x-unique": "<key>"         — no two items of the list share <key> (plan ids)
//   "x-greater-than": "<other>" — the number is greater than its sibling (originalPrice > price)
import { locate, pointerSegments } from '../locate.ts';
import { walkSections } from '../../model/sectionTree.ts';
import { isObject, type Check } from './project.ts';

export const sectionRulesCheck: Check = {
  name: 'section rules',
  title: 'Quy tắc khai báo trong schema của section',
  codes: ['SECTION_NOT_NESTABLE', 'LIST_KEY_DUPLICATE', 'NUMBER_NOT_GREATER'],
  run(project) {
    const { notNestable } = project.schemas;
    for (const file of project.parsedFiles()) {
      if (file.kind.kind === 'page' && isObject(file.value)) {
        for (const { section, path, ancestors } of walkSections(file.value.sections)) {
          const container = ancestors[ancestors.length - 1];
          if (container && typeof section.type === 'string' && notNestable.has(section.type)) {
            project.report(file, [...path, 'type'], 'SECTION_NOT_NESTABLE', { type: section.type, container: String(container.type) });
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
    }
  },
};
