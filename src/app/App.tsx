import { Component, use, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../render/NotFound.tsx';
import { PageProvider } from '../render/PageContext.tsx';
import { PageView } from '../render/PageView.tsx';
import { useSite } from '../render/SiteContext.tsx';
import { lazySection } from '../sections/lazySection.ts';
import type { PageData } from './boot.ts';
import { Document } from './Document.tsx';
import { routeOfPath, type PageSource } from './pageSource.ts';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';

/** The section catalogue's view is only for /_catalogue: a chunk of its own, loaded before that page hydrates. */
export const CatalogueView = lazySection(() => import('../render/Catalogue.tsx').then((m) => m.Catalogue));

const noSubscription = () => () => {};
const noVersion = () => 0;

/**
 * The whole site: every URL shows the page of pages/*.json with that route, or the not-found page.
 * Which pages exist is decided by the content, not by code. In the browser a page not yet loaded
 * suspends inside the router's transition, so the current page stays until the next one is ready.
 */
export function App({ source }: { source: PageSource }) {
  const location = useLocation();
  useSyncExternalStore(source.subscribe ?? noSubscription, source.version ?? noVersion, noVersion);
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
  return <PageDocument page={page} />;
}

function PageDocument({ page, loadFailed }: { page: PageData | null; loadFailed?: boolean }) {
  const site = useSite();
  useScrollOnNavigate();
  return (
    <Document site={site} page={page}>
      {page ? (
        <PageProvider value={page}>
          {page.catalogue ? <CatalogueView entries={page.catalogue} sections={page.sections} /> : <PageView sections={page.sections} />}
        </PageProvider>
      ) : (
        <NotFound
          title={loadFailed ? 'Không tải được trang. Vui lòng kiểm tra kết nối và thử lại.' : site.notFound.title}
          homeLabel={site.notFound.homeLabel}
        />
      )}
    </Document>
  );
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
