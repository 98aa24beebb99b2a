// Minimal shell: skip link, a header with the brand and the main menu's plain links, and a
// footer. The full shell (dropdowns, mobile menu, dock, launchpad) replaces this file's body.
import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSite } from '../render/SiteContext.tsx';
import classes from './SiteShell.module.css';

export function SiteShell({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        Bỏ qua, tới nội dung chính
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.bar}>
          <Anchor component={Link} to="/" fw={800} fz="lg" underline="never">
            {site.company.name}
          </Anchor>
          <nav aria-label="Menu chính">
            <Group gap="md" component="ul" className={classes.menu}>
              {site.mainMenu
                .filter((item) => item.href)
                .map((item) => (
                  <li key={item.label}>
                    <NavLink to={item.href!} end className={classes.link}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
            </Group>
          </nav>
        </Container>
      </header>
      <main id="main">{children}</main>
      <footer className={classes.footer}>
        <Container size="lg">
          {site.footer.blurb ? <Text c="gray.7" mb="sm">{site.footer.blurb}</Text> : null}
          <Text c="gray.7" size="sm">
            {site.footer.copyright}
          </Text>
        </Container>
      </footer>
    </>
  );
}
