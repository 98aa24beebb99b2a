import type { SiteLink } from '../../model/generated.ts';
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../../kit/deferredLayout.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { useSite } from '../../kit/SiteContext.tsx';
import { ShellContainer } from '../ShellContainer.tsx';
import classes from './Footer.module.css';

function LinkList({ links, className }: { links: SiteLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <SmartLink href={link.href} className={classes.link}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Plain links only: everything here reads and works with JavaScript off. Always below the first
 * screen, it is laid out in steps like a page's later sections (src/kit/deferredLayout.ts): on
 * a phone it is 65rem of text, more than the first screen of a content page holds.
 */
export function Footer() {
  const { company, footer, ui } = useSite();
  return (
    <footer className={classes.footer} {...{ [DEFERRED_LAYOUT_ATTRIBUTE]: '' }}>
      <ShellContainer className={classes.grid}>
        <div className={classes.brand}>
          <p className={classes.name}>{company.name}</p>
          {footer.blurb ? <p className={classes.text}>{footer.blurb}</p> : null}
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={classes.column}>
            <h2 className={classes.title}>{column.title}</h2>
            <LinkList links={column.links} className={classes.list} />
          </nav>
        ))}
        <address className={classes.column}>
          <h2 className={classes.title}>{ui.footerContact}</h2>
          <ul className={classes.list}>
            <li>
              <a className={classes.link} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
            <li>
              <a className={classes.link} href={`tel:${company.hotline}`}>
                {company.phone}
              </a>
            </li>
            {company.locations.map((location) => (
              <li key={location} className={classes.text}>
                {location}
              </li>
            ))}
          </ul>
        </address>
      </ShellContainer>
      <ShellContainer className={classes.bottom}>
        <p className={classes.text}>{footer.copyright}</p>
        {company.legal ? (
          <p className={classes.text}>
            {company.legal.legalName}. MST {company.legal.taxCode}. {company.legal.registration}. Trụ sở: {company.legal.address}.
            {company.legal.placeholder ? ' (Thông tin mẫu, sẽ được thay bằng thông tin thật.)' : ''}
          </p>
        ) : null}
        {footer.legal && footer.legal.length > 0 ? (
          <nav aria-label={ui.footerLegal}>
            <LinkList links={footer.legal} className={classes.legal} />
          </nav>
        ) : null}
      </ShellContainer>
    </footer>
  );
}
