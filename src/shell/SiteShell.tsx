// The frame around every page; all its text and links come from pages/_site.json. A template's
// demo page has its own frame instead (demo/DemoShell.tsx).
import type { ReactNode } from 'react';
import type { PageDemo } from '../model/generated.ts';
import { useSite } from '../render/SiteContext.tsx';
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
      <Header />
      <FloatingContact />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Dock />
    </>
  );
}
