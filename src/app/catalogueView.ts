import { lazySection } from '../sections/lazySection.ts';

/** The section catalogue's view is only for its pages (/_catalogue…): a chunk of its own, loaded before such a page renders. */
export const CatalogueView = lazySection(() => import('../renderer/Catalogue.tsx').then((m) => m.Catalogue));

/** The catalogue's copy button, as an island of its own (a catalogue page's view is static HTML in the document). */
export const CopyJsonView = lazySection(() => import('../renderer/CopyJsonButton.tsx').then((m) => m.CopyJsonButton));
