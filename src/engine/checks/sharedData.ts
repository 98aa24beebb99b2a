// Shared data: every x-ref id names an existing file of its collection, and an item that states its
// own id (templates: the id goes into URLs) states its file name.
import { didYouMean } from '../didYouMean.ts';
import { pointerSegments } from '../locate.ts';
import { isObject, type Check, type LoadedFile } from './project.ts';

export const sharedDataCheck: Check = {
  name: 'shared data',
  title: 'Dữ liệu dùng chung (pages/_data/)',
  codes: ['DATA_REF_NOT_FOUND', 'DATA_ID_MISMATCH'],
  run(project) {
    for (const file of project.checkedFiles()) {
      for (const ref of file.marks.refs) {
        if (project.unchecked(file, ref.pointer)) continue;
        const [collection] = ref.collection.split('#');
        const items = project.data.get(collection) ?? new Map<string, LoadedFile>();
        if (!items.has(ref.value)) {
          project.report(file, pointerSegments(ref.pointer), 'DATA_REF_NOT_FOUND', {
            value: ref.value,
            collection,
            meant: didYouMean(ref.value, items.keys()),
            available: [...items.keys()],
          });
        }
      }
      const { kind } = file;
      if (kind.kind !== 'data' || !isObject(file.value)) continue;
      const stated = file.value.id;
      if (typeof stated === 'string' && stated !== kind.id && !project.unchecked(file, ['id'])) {
        project.report(file, ['id'], 'DATA_ID_MISMATCH', { id: stated, fileId: kind.id, collection: kind.collection });
      }
    }
  },
};
