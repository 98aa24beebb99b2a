import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type PageLocation } from './navigation.ts';
import { useHydrated } from './useHydrated.ts';
import { CAMPAIGN_PARAMETER } from './urlState.ts';

/**
 * The last query written and the location it was written from: writes made before that location
 * renders again (the next filter in the same event) start from it. Shared by every hook on the
 * page, since two filters are two hooks (and, on first load, maybe two islands).
 */
let lastWrite: { from: PageLocation; search: string } | null = null;

/**
 * A piece of UI state kept in the URL query (?name=value), so a filtered view can be shared and
 * survives reload. Returns '' until hydrated (the prerendered HTML shows the unfiltered view).
 *
 * The value lives in React state and is written to the URL after it (replace, no scroll reset):
 * a text input bound to it stays responsive and never loses the caret or an IME composition
 * (Vietnamese Telex/VNI typing) while the location catches up. Back/forward updates it from the URL.
 *
 * The setter's `alsoClear` names other parameters to drop in the same URL write (a filter change
 * goes back to page 1): two writes in one event would each start from the same old query, and
 * the last would undo the first.
 *
 * Each write starts from the history's current entry, not from the query of the last render:
 * two filters changed before the location renders again (one event, or a router transition not
 * yet committed) would otherwise each start from the same old query, and the second would drop
 * the first's parameter. The current entry is the rendered location as the last write left it.
 */
export function useQueryParam(name: string): [string, (value: string, alsoClear?: readonly string[]) => void] {
  // Sections sleep on URLs with only campaign parameters (src/kit/urlState.ts): reading one would show stale state.
  if (CAMPAIGN_PARAMETER.test(name)) throw new Error(`useQueryParam("${name}"): a campaign parameter carries no section state`);
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromUrl = hydrated ? (new URLSearchParams(location.search).get(name) ?? '') : '';
  const [value, setValue] = useState(fromUrl);
  /** Values written to the URL that have not come back as the location yet, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    // Our own writes coming back are not news (the state is already ahead of them); anything
    // else (back/forward, a link) is.
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
      const query = new URLSearchParams(lastWrite?.from === location ? lastWrite.search : location.search);
      if (next) query.set(name, next);
      else query.delete(name);
      for (const other of alsoClear) query.delete(other);
      const text = query.toString();
      const search = text ? `?${text}` : '';
      lastWrite = { from: location, search };
      // Without the #anchor, as React Router's setSearchParams did: a filter or tab chosen by hand
      // wins over the anchor that led here (useTabSelection), also on reload.
      navigate(location.pathname + search, { replace: true, preventScrollReset: true });
    },
    [name, location, navigate],
  );

  return [value, update];
}
