import { useEffect, type ReactNode } from 'react';
import { IslandHostContext } from '../kit/Island.tsx';
import { NavigationContext, type Navigation } from '../kit/navigation.ts';

/**
 * Around every island's content, on the server and in the browser alike, so both render the same
 * tree (and so the same useId values): nested islands are part of this one, and the location comes
 * from `navigation` (the server's path) or, when null, from the window (src/kit/navigation.ts).
 */
export function IslandRoot({ navigation, onMount, children }: { navigation: Navigation | null; onMount?: () => void; children: ReactNode }) {
  // Effects do not run on the server: reports the hydrated island in the browser only.
  useEffect(() => onMount?.(), [onMount]);
  return (
    <IslandHostContext value="inside">
      <NavigationContext value={navigation}>{children}</NavigationContext>
    </IslandHostContext>
  );
}
