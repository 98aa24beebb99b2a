// The frame around every page; all its text and links come from pages/_site.json. A template's
// demo page has its own frame instead (demo/DemoShell.tsx). The header's menus and the dock are
// islands: hydrated on their own, while the rest of the frame is plain HTML.
import type { ReactNode } from 'react';
import type { PageDemo } from '../model/generated.ts';
import { Island } from '../kit/Island.tsx';
import { useSite } from '../kit/SiteContext.tsx';
import { DemoShell } from './demo/DemoShell.tsx';
import { Dock } from './dock/Dock.tsx';
import { FloatingContact } from './floating/FloatingContact.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';

export function SiteShell({ demo, children }: { demo?: PageDemo; children: ReactNode }) {
  const { ui } = useSite();
  if (demo) return <DemoShell demo={demo}>{children}</DemoShell>;
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipToContent}
      </a>
      <Island spec={{ kind: 'header' }}>
        <Header />
      </Island>
      <FloatingContact />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island spec={{ kind: 'dock' }}>
        <Dock />
      </Island>
    </>
  );
}
