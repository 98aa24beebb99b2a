// Test helpers for the header's component tests (not shipped: only *.test.tsx import this file).
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { testSite } from './render.tsx';
import { RouterNavigation } from '../src/editor/preview/RouterNavigation.tsx';
import type { SiteFile } from '../src/model/generated.ts';
import { SiteProvider } from '../src/kit/SiteContext.tsx';
import { theme } from '../src/theme.ts';

/** A menu with two groups (the second near the end of the bar), plain links and the primary button. */
export const menuSite: SiteFile = {
  ...testSite,
  mainMenu: [
    {
      label: 'Giới thiệu',
      children: [
        { label: 'Về chúng tôi', href: '/about' },
        { label: 'Hệ sinh thái', href: '/ecosystem' },
        { label: 'Đội ngũ', href: '/about#doi-ngu' },
      ],
    },
    { label: 'Blog', href: '/blog' },
    {
      label: 'Dịch vụ',
      children: [
        { label: 'SEO tổng thể', href: '/pricing/seo' },
        { label: 'Bảng giá', href: '/#bang-gia' },
      ],
    },
    { label: 'Hỏi đáp', href: '/#hoi-dap' },
    { label: 'Liên hệ', href: '/#lien-he', primary: true },
  ],
};

/**
 * Renders `ui` at `path` (MemoryRouter initialEntries) with Mantine and the site data, plus a
 * probe showing the current location (data-testid="location") and a way to navigate from outside.
 */
export function renderAt(ui: ReactNode, { path = '/', site = menuSite }: { path?: string; site?: SiteFile } = {}) {
  let navigateTo: NavigateFunction | undefined;
  function Probe() {
    navigateTo = useNavigate();
    const location = useLocation();
    return <output data-testid="location">{location.pathname + location.hash}</output>;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <MantineProvider theme={theme} forceColorScheme="light">
          <SiteProvider value={site}>
            {ui}
            <Probe />
          </SiteProvider>
        </MantineProvider>
      </RouterNavigation>
    </MemoryRouter>,
  );
  const navigate = async (to: string) => {
    await act(async () => {
      await navigateTo!(to);
    });
  };
  return { ...result, navigate };
}

/** A pointerover/pointerout with a pointerType (jsdom has no PointerEvent). */
export function firePointer(element: Element, type: 'pointerover' | 'pointerout', pointerType: string) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}
