// Page lists (x-pages): the route a pageList names must have carded pages directly below it.
import { didYouMean } from '../didYouMean.ts';
import { pointerSegments } from '../locate.ts';
import { listedRoutes } from '../pageCards.ts';
import { PAGE_SEGMENT, TAG_SEGMENT } from '../../model/listing.ts';
import { isObject, type Check, type Project } from './project.ts';

/** Every route with its page's card, when the page could be read and has one (valid or not: only its presence counts). */
function pagesWithCards(project: Project): { route: string; card?: object }[] {
  return [...project.pages].map(([route, file]) => ({ route, card: isObject(file.value) && isObject(file.value.card) ? file.value.card : undefined }));
}

export const pageListsCheck: Check = {
  name: 'page lists',
  title: 'Danh sách trang (pageList)',
  codes: ['PAGE_LIST_EMPTY', 'PAGE_LIST_ROUTE_TAKEN', 'PAGE_LIST_TWO_LISTINGS'],
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
    // A page whose list has no limit is split into pages (src/engine/listingPages.ts) at routes of its own.
    const listings: string[] = [];
    for (const [route, file] of project.pages) {
      const sections = isObject(file.value) && Array.isArray(file.value.sections) ? file.value.sections : [];
      const unlimited = sections.flatMap((section, index) => (isObject(section) && section.type === 'pageList' && section.limit === undefined ? [index] : []));
      if (unlimited.length > 0) listings.push(route);
      for (const index of unlimited.slice(1)) project.report(file, ['sections', index], 'PAGE_LIST_TWO_LISTINGS', { first: unlimited[0]! });
    }
    for (const [route, file] of project.pages) {
      const listing = listings.find((l) =>
        [PAGE_SEGMENT, TAG_SEGMENT].some((segment) => route === `${l === '/' ? '' : l}/${segment}` || route.startsWith(`${l === '/' ? '' : l}/${segment}/`)),
      );
      if (listing !== undefined) project.report(file, [], 'PAGE_LIST_ROUTE_TAKEN', { route, listing });
    }
  },
};
