import { lazySection } from '../sections/lazySection.ts';

/** The section catalogue's view is only for /_catalogue: a chunk of its own, loaded before that page renders. */
export const CatalogueView = lazySection(() => import('../render/Catalogue.tsx').then((m) => m.Catalogue));

/** The catalogue's copy button, as an island of its own (the catalogue's view is static HTML in the document). */
export const CopyJsonView = lazySection(() => import('../render/CopyJsonButton.tsx').then((m) => m.CopyJsonButton));
