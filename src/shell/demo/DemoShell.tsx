import type { ReactNode } from 'react';
import type { PageDemo } from '../../model/generated.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { useSite } from '../../kit/SiteContext.tsx';
import { ShellContainer } from '../ShellContainer.tsx';
import { paletteStyle } from './demoPalette.ts';
import classes from './DemoShell.module.css';

/**
 * Where "Chọn mẫu này" leads: the web-design prices, the template named above them (as the
 * gallery's links; written out here: the shell does not import the sections' helpers, by the
 * layer rules of .dependency-cruiser.cjs).
 */
export const chooseHref = (id: string) => `/pricing/web?template=${encodeURIComponent(id)}`;

/**
 * A template's demo page as the website a customer would get (pages/templates/<id>.json with
 * "demo"): the template's made-up brand in its own header and footer, in the template's colour,
 * instead of the agency's header, footer, call bar and dock. A slim bar on top says it is a demo
 * of a template AM Digital sells and leads to choosing it. Plain links only: works without JavaScript.
 */
export function DemoShell({ demo, children }: { demo: PageDemo; children: ReactNode }) {
  const { ui, company } = useSite();
  const { template, brand, nav = [], footer } = demo;
  const home = `/templates/${template.id}`;
  return (
    <div className={classes.demo} style={paletteStyle(template.color)} data-demo={template.id}>
      <a className="skip-link" href="#main">
        {ui.skipToContent}
      </a>
      <aside className={classes.bar} aria-label="Bản xem thử mẫu giao diện" data-demo-bar="">
        <ShellContainer className={classes.barRow}>
          <p className={classes.note}>
            Bản xem thử mẫu <strong>{template.name}</strong>
            <span className={classes.by}> · {company.name}</span>
          </p>
          <SmartLink href="/templates" className={classes.back}>
            Kho giao diện
          </SmartLink>
          <SmartLink href={chooseHref(template.id)} className={classes.choose}>
            Chọn mẫu này →
          </SmartLink>
        </ShellContainer>
      </aside>
      <header className={classes.header}>
        <ShellContainer className={classes.headerRow}>
          <SmartLink href={home} className={classes.brand}>
            <span className={classes.mark} aria-hidden="true" />
            {brand}
          </SmartLink>
          {nav.length > 0 ? (
            <nav aria-label={`Menu ${brand}`}>
              <ul className={classes.nav}>
                {nav.map((item) => (
                  <li key={item.href + item.label}>
                    <SmartLink href={item.href}>{item.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </ShellContainer>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className={classes.footer}>
        <ShellContainer>
          <p>
            © {brand}
            {footer ? ` · ${footer}` : ''}
          </p>
          <p>
            Website mẫu “{template.name}” của {company.name}: thương hiệu, sản phẩm và nội dung trên trang là giả định.
          </p>
        </ShellContainer>
      </footer>
    </div>
  );
}
