import { lazySection } from '../sections/lazySection.ts';

/** The section catalogue's view is only for /_catalogue: a chunk of its own, loaded before that page hydrates. */
export const CatalogueView = lazySection(() => import('../render/Catalogue.tsx').then((m) => m.Catalogue));
