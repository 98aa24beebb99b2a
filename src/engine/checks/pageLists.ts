// Page lists (x-pages): the route a pageList names must have carded pages directly below it.
import { didYouMean } from '../didYouMean.ts';
import { pointerSegments } from '../locate.ts';
import { listedRoutes } from '../pageCards.ts';
import { isObject, type Check, type Project } from './project.ts';

/** Every route with its page's card, when the page could be read and has one (valid or not: only its presence counts). */
function pagesWithCards(project: Project): { route: string; card?: object }[] {
  return [...project.pages].map(([route, file]) => ({ route, card: isObject(file.value) && isObject(file.value.card) ? file.value.card : undefined }));
}

export const pageListsCheck: Check = {
  name: 'page lists',
  title: 'Danh sách trang (pageList)',
  codes: ['PAGE_LIST_EMPTY'],
  // Which routes list pages depends on every page's card; the lists to check are few.
  whole: true,
  run(project) {
    const listed = listedRoutes(pagesWithCards(project));
    for (const file of project.parsedFiles()) {
      for (const list of file.marks.pageLists) {
        if (project.unchecked(file, list.pointer) || listed.has(list.value)) continue;
        project.report(file, pointerSegments(list.pointer), 'PAGE_LIST_EMPTY', {
          route: list.value,
          meant: didYouMean(list.value, listed.keys()),
          listed: [...listed.keys()],
        });
      }
    }
  },
};
