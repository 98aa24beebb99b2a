import { useQueryParam } from '../../kit/useQueryParam.ts';
import { parseState, QUERY, type GalleryState } from './galleryState.ts';

export interface GalleryQuery {
  /** The state in the URL; the defaults (everything, A→Z, page 1) until hydrated. */
  state: GalleryState;
  /** Writes one raw query value ('' removes it); every change but the page's own goes back to page 1. */
  set: (key: keyof typeof QUERY, value: string) => void;
  /** Removes the search text and the three filters (the sort order stays), back to page 1. */
  clearFilters: () => void;
}

/** The gallery's state kept in the URL (?q=&danh-muc=&nganh=&mau=&sap-xep=&trang=), one parameter each. */
export function useGalleryQuery(): GalleryQuery {
  const params = {
    query: useQueryParam(QUERY.query),
    category: useQueryParam(QUERY.category),
    industry: useQueryParam(QUERY.industry),
    color: useQueryParam(QUERY.color),
    sort: useQueryParam(QUERY.sort),
    page: useQueryParam(QUERY.page),
  };
  const state = parseState({
    query: params.query[0],
    category: params.category[0],
    industry: params.industry[0],
    color: params.color[0],
    sort: params.sort[0],
    page: params.page[0],
  });
  return {
    state,
    set: (key, value) => params[key][1](key === 'page' && value === '1' ? '' : value, key === 'page' ? [] : [QUERY.page]),
    clearFilters: () => params.query[1]('', [QUERY.category, QUERY.industry, QUERY.color, QUERY.page]),
  };
}
