import type { ReactNode } from 'react';
import { ShellContainer } from '../shell/ShellContainer.tsx';
import { useSite } from '../kit/SiteContext.tsx';
import { SiteIcon } from '../kit/SiteIcon.tsx';
import { SmartLink } from '../kit/SmartLink.tsx';
import classes from './NotFound.module.css';

/**
 * The not-found page: its title (the spec's 'Trang không tồn tại.'), a friendlier line if the site has one, the way home, what the build adds (`children`: the current offers on
 * 404.html) and the site's quick links (the dock's list) as a way on.
 */
export function NotFound({ title, message, homeLabel, children }: { title: string; message?: string; homeLabel: string; children?: ReactNode }) {
  const { dock, ui } = useSite();
  const onward = dock.filter((link) => link.href !== '/');
  return (
    <ShellContainer className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      {message ? <p className={classes.message}>{message}</p> : null}
      <SmartLink href="/" className={classes.home}>
        {homeLabel}
      </SmartLink>
      {children}
      {onward.length ? (
        <nav aria-label={ui.dock}>
          <ul className={classes.links}>
            {onward.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={classes.link}>
                  <SiteIcon name={link.icon} size={20} />
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ShellContainer>
  );
}
