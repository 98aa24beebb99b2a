// The frame around every page; all its text and links come from pages/_site.json.
import type { ReactNode } from 'react';
import { useSite } from '../render/SiteContext.tsx';
import { Dock } from './dock/Dock.tsx';
import { FloatingContact } from './floating/FloatingContact.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';

export function SiteShell({ children }: { children: ReactNode }) {
  const { ui } = useSite();
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
