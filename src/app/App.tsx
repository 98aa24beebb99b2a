import { Component, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../kit/SiteContext.tsx';
import type { PageData } from '../model/boot.ts';
import { useExperimentView } from './experimentView.ts';
import { PageContent } from '../renderer/PageContent.tsx';
import { PageHead } from '../renderer/PageHead.tsx';
import { routeOfPath, type PageSource } from './pageSource.ts';
import { useScrollOnNavigate, type FirstScroll } from './useScrollOnNavigate.ts';

/**
 * <main> after the first client navigation (src/app/startApp.tsx): every URL shows the page of
 * pages/*.json with that route, or the not-found page. Which pages exist is decided by the
 * content, not by code. A page not yet loaded suspends inside the router's transition, so the
 * current page stays until the next one is ready. Its title and meta tags go to <head>.
 */
export function App({ source, firstScroll }: { source: PageSource; firstScroll: FirstScroll }) {
  const location = useLocation();
  useScrollOnNavigate(firstScroll);
  return (
    // After a failed load, the next navigation tries again.
    <PageLoadBoundary navigation={location.key}>
      <PageRoute source={source} route={routeOfPath(location.pathname)} />
    </PageLoadBoundary>
  );
}

function PageRoute({ source, route }: { source: PageSource; route: string }) {
  const found = source.read(route);
  const page = found instanceof Promise ? use(found) : found;
  if (page?.demo) return <DemoPage />;
  return <PageDocument page={page} />;
}

function PageDocument({ page, loadFailed }: { page: PageData | null; loadFailed?: boolean }) {
  const site = useSite();
  useExperimentView(page);
  return (
    <>
      <PageHead page={page} site={site} />
      <PageContent page={page} loadFailed={loadFailed} />
    </>
  );
}

/** A template's demo page has a shell of its own, which the app does not render: the document is loaded instead. */
function DemoPage() {
  useEffect(() => location.reload(), []);
  return null;
}

interface BoundaryProps {
  /** Changes with every navigation: clears a failure without remounting the page. */
  navigation: string;
  children: ReactNode;
}

/** Loading a page's data failed (network down, server error): say so, keep the shell. */
class PageLoadBoundary extends Component<BoundaryProps, { failed: boolean; navigation: string }> {
  state = { failed: false, navigation: this.props.navigation };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; navigation: string }) {
    return props.navigation === state.navigation ? null : { failed: false, navigation: props.navigation };
  }

  render() {
    return this.state.failed ? <PageDocument page={null} loadFailed /> : this.props.children;
  }
}
