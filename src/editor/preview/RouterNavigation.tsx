import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation as useRouterLocation, useNavigate as useRouterNavigate } from 'react-router-dom';
import { NavigationContext, type Navigate, type Navigation, type PageLocation } from '../../kit/navigation.ts';

/**
 * Hands a React Router router's location and navigate function to the components below it (they
 * use src/kit/navigation.ts, never react-router-dom): the editor's preview, and tests. Must be
 * rendered inside a router.
 */
export function RouterNavigation({ children }: { children?: ReactNode }) {
  const routerLocation = useRouterLocation();
  const routerNavigate = useRouterNavigate();
  const location = useMemo<PageLocation>(
    () => ({ pathname: routerLocation.pathname, search: routerLocation.search, hash: routerLocation.hash, key: routerLocation.key }),
    [routerLocation],
  );
  const navigate = useCallback<Navigate>(
    (to, options) => void routerNavigate(to, { replace: options?.replace, preventScrollReset: options?.preventScrollReset }),
    [routerNavigate],
  );
  const value = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
