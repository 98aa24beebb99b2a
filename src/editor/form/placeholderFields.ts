// The fields of a page still holding a starter template's placeholder text (the texts come from the
// editor's server, ProjectInfo.placeholderTexts), by display path: the form marks each until it is
// rewritten, as the admin would refuse to send or publish the page with it.
import { findTexts } from '../../engine/pageCreation/placeholderTexts.ts';
import { displayPath } from '../../content/jsonValue.ts';

export const placeholderFields = (page: unknown, texts: ReadonlySet<string>): ReadonlySet<string> =>
  new Set(findTexts(page, texts).map(({ path }) => displayPath(path)));
