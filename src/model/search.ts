// Where the site's search is and what its form sends: shared by the search boxes that submit to it,
// the page that shows the answers and the server that renders them without JavaScript.

/** The search page's route; the build keeps it for this page (pages/tim-kiem.json). */
export const SEARCH_ROUTE = '/tim-kiem';

/** The query's parameter. */
export const QUERY_PARAMETER = 'q';

/** Narrows a search to one listing (its route: trong=/blog), as a listing's own search box does. */
export const SCOPE_PARAMETER = 'trong';

/** Narrows a listing's search to one of its tags (its slug). */
export const TAG_PARAMETER = 'chu-de';

/**
 * The search page's slots, which the site server fills for ?q=… (src/server/searchPage.ts): the
 * section (src/sections/searchResults) renders them, each once, and the server finds them by these
 * attributes. A model's {{name}} marks are replaced by escaped values.
 */
export const SEARCH_SLOT = {
  /** On the search box: the server writes the query as its value. */
  query: 'data-search-query',
  /** On the status line (role="status"): the count, or the empty message. */
  status: 'data-search-status',
  /** On the results list (empty in the page). */
  list: 'data-search-list',
  /** After the list (empty in the page): the links to the previous and next results. */
  pages: 'data-search-pages',
  /** A hidden <ol> holding the model of one result: {{href}}, {{title}}, {{kind}} and {{excerpt}} (the last two marked HTML). */
  hit: 'data-search-hit',
  /** A hidden <div> holding the model of a link to more results: {{href}}, {{label}}. */
  more: 'data-search-more',
  /** On the slots' container: the texts the server shows (data-empty, data-empty-hint). */
  results: 'data-search-results',
} as const;

/** Results on one page of the search page. */
export const RESULTS_PER_PAGE = 10;

/** The parameter of the search page's later results pages (?q=…&trang=2). */
export const RESULTS_PAGE_PARAMETER = 'trang';
