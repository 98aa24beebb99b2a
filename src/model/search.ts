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
