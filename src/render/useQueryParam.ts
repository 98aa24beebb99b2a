import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useSearchParams } from 'react-router-dom';
import { useHydrated } from './useHydrated.ts';

/**
 * A piece of UI state kept in the URL query (?name=value), so a filtered view can be shared and
 * survives reload. Returns '' until hydrated (the prerendered HTML shows the unfiltered view).
 *
 * The value lives in React state and is written to the URL after it (replace, no scroll reset):
 * a text input bound to it stays responsive and never loses the caret or an IME composition
 * (Vietnamese Telex/VNI typing) while the router catches up. Back/forward updates it from the URL.
 *
 * The setter's `alsoClear` names other parameters to drop in the same URL write (a filter change
 * goes back to page 1): two writes in one event would each start from the same old query, and
 * the last would undo the first.
 *
 * Each write starts from the history's current entry, not from the query of the last render:
 * React Router's functional setter hands over the query its hook last rendered with, so two
 * filters changed before the router re-renders (one event, or a transition not yet committed)
 * would each start from the same old query and the second would drop the first's parameter.
 */
export function useQueryParam(name: string): [string, (value: string, alsoClear?: readonly string[]) => void] {
  const [params, setParams] = useSearchParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const hydrated = useHydrated();
  const fromUrl = hydrated ? (params.get(name) ?? '') : '';
  const [value, setValue] = useState(fromUrl);
  /** Values written to the URL that the router has not handed back yet, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    // Our own writes coming back from the router are not news (the state is already ahead of
    // them); anything else (back/forward, a link) is.
    const index = pending.current.indexOf(fromUrl);
    if (index >= 0) {
      pending.current.splice(0, index + 1);
      return;
    }
    pending.current = [];
    setValue(fromUrl);
  }, [fromUrl]);

  const update = useCallback(
    (next: string, alsoClear: readonly string[] = []) => {
      setValue(next);
      pending.current.push(next);
      setParams(
        (rendered) => {
          const query = new URLSearchParams(currentSearch(navigator) ?? rendered);
          if (next) query.set(name, next);
          else query.delete(name);
          for (const other of alsoClear) query.delete(other);
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [name, navigator, setParams],
  );

  return [value, update];
}

/** The query of the history entry as it is now (browser and memory histories expose it). */
function currentSearch(navigator: object): string | undefined {
  const location = (navigator as { location?: { search?: unknown } }).location;
  return typeof location?.search === 'string' ? location.search : undefined;
}
