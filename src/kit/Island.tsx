// Islands: the parts of a prerendered document that have behaviour (the shell's menus, interactive
// sections). Each is its own React root in the browser, hydrated with only its own code: the rest
// of the document is final HTML and loads no JavaScript (src/app/hydrate.tsx).
import { createContext, use, type ReactNode } from 'react';
import { AWAKE_ATTRIBUTE, ISLAND_ATTRIBUTE, islandId, type IslandSpec } from '../model/islandSpec.ts';

export { ISLAND_ATTRIBUTE, islandId, type IslandSpec };

/** The server's way to render an island as a root of its own; returns its HTML. */
export type IslandRenderer = (spec: IslandSpec) => string;

/**
 * Where an island is rendered: by the document render on the server (a renderer: the island
 * becomes a separate root, as in the browser), inside another island ('inside': part of that
 * root, no island of its own), or in a client-rendered tree (null: the app after a client
 * navigation, the editor, tests — everything is one root, the carrier stays for the same DOM).
 */
export const IslandHostContext = createContext<IslandRenderer | 'inside' | null>(null);

/**
 * Marks `children` as an island. The carrier is `display: contents`: no box of its own, the
 * content lays out as if it stood alone.
 */
export function Island({ spec, children }: { spec: IslandSpec; children: ReactNode }) {
  const host = use(IslandHostContext);
  if (host === 'inside') return children;
  const carrier = { [ISLAND_ATTRIBUTE]: islandId(spec), style: { display: 'contents' } };
  if (host) return <div {...carrier} dangerouslySetInnerHTML={{ __html: host(spec) }} />;
  // Rendered by React in the browser: already live, no CSS fallback for a page without JavaScript.
  return (
    <div {...carrier} {...{ [AWAKE_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
