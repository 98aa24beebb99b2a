// Messages between the editor and its preview iframe (same origin only).
import type { PageData } from '../../model/boot.ts';
import type { SiteFile } from '../../model/generated.ts';
import type { JsonPath } from '../../model/sectionTree.ts';

export const PREVIEW_PAGE = 'preview:page';
export const PREVIEW_SELECT = 'preview:select';
export const PREVIEW_READY = 'preview:ready';
/** Editor → preview: show the section at this display path ("sections[3]") at the top. */
export const PREVIEW_SCROLL = 'preview:scroll';

export type PreviewMessage =
  | { type: typeof PREVIEW_PAGE; page: PageData; site: SiteFile }
  | { type: typeof PREVIEW_SELECT; path: JsonPath }
  | { type: typeof PREVIEW_READY }
  | { type: typeof PREVIEW_SCROLL; path: string };
