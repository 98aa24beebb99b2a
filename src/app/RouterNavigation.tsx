import { useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation as useRouterLocation, useNavigate as useRouterNavigate } from 'react-router-dom';
import { NavigationContext, pageNavigation, type Navigate, type NavigateOptions, type Navigation, type PageLocation } from '../kit/navigation.ts';

/**
 * Hands a React Router router's location and navigate function to the components below it
 * (they use src/kit/navigation.ts, never react-router-dom). Must be rendered inside a router.
 * With `publish` (the app's one router), the router also owns the window's navigation: each
 * location it renders is published to the islands, and their links navigate through it.
 */
export function RouterNavigation({
  publish = false,
  through,
  children,
}: {
  publish?: boolean;
  /** Every navigation below and of the window (with `publish`) goes here first, with the router's own navigate (src/app/startApp.tsx). */
  through?: (to: string, options: NavigateOptions | undefined, navigate: Navigate) => void;
  children?: ReactNode;
}) {
  const routerLocation = useRouterLocation();
  const routerNavigate = useRouterNavigate();
  const location = useMemo<PageLocation>(
    () => ({ pathname: routerLocation.pathname, search: routerLocation.search, hash: routerLocation.hash, key: routerLocation.key }),
    [routerLocation],
  );
  const navigate = useCallback<Navigate>(
    (to, options) => {
      const direct: Navigate = (path, how) => void routerNavigate(path, { replace: how?.replace, preventScrollReset: how?.preventScrollReset });
      if (through) through(to, options, direct);
      else direct(to, options);
    },
    [routerNavigate, through],
  );
  const value = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);

  useLayoutEffect(() => {
    if (publish) pageNavigation.publish(location);
  }, [publish, location]);
  useLayoutEffect(() => {
    if (!publish) return;
    pageNavigation.setHandler(navigate);
    return () => pageNavigation.setHandler(null);
  }, [publish, navigate]);

  return <NavigationContext value={value}>{children}</NavigationContext>;
}
