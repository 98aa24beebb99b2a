import type { Root } from 'react-dom/client';

/**
 * The island roots hydrated on this page, by carrier element (the app unmounts those in <main>).
 * A module of its own: the app must not import src/app/hydrate.tsx, which the entry loads by URL
 * (in the dev server a second copy of it would replace the first one's live-reload listener).
 */
export const islandRoots = new Map<Element, Root>();
