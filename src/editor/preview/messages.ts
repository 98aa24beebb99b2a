// Messages between the editor and its preview iframe (same origin only).
import type { PageData } from '../../app/boot.ts';
import type { SiteFile } from '../../model/generated.ts';

export const PREVIEW_PAGE = 'preview:page';
export const PREVIEW_SELECT = 'preview:select';
export const PREVIEW_READY = 'preview:ready';

export type PreviewMessage =
  { type: typeof PREVIEW_PAGE; page: PageData; site: SiteFile } | { type: typeof PREVIEW_SELECT; index: number } | { type: typeof PREVIEW_READY };
