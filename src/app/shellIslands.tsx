// The shell's islands: the header (desktop dropdowns, mobile menu) and the dock. No Mantine and no
// router here: a content page hydrates these alone, with React and nothing else.
import type { ReactElement } from 'react';
import type { SiteFile } from '../model/generated.ts';
import type { IslandSpec } from '../kit/Island.tsx';
import { SiteProvider } from '../kit/SiteContext.tsx';
import { Dock } from '../shell/dock/Dock.tsx';
import { Header } from '../shell/header/Header.tsx';

export type ShellIslandSpec = Extract<IslandSpec, { kind: 'header' | 'dock' }>;

export function isShellIsland(spec: IslandSpec): spec is ShellIslandSpec {
  return spec.kind === 'header' || spec.kind === 'dock';
}

/** A shell island's content, as the server renders it and the browser hydrates it. */
export function shellIslandContent(spec: ShellIslandSpec, site: SiteFile): ReactElement {
  return <SiteProvider value={site}>{spec.kind === 'header' ? <Header /> : <Dock />}</SiteProvider>;
}
