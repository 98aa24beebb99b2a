import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu.tsx';
import { menuSite, renderAt } from '../../../tests/headerTesting.tsx';

const { ui } = menuSite;
const toggle = () => document.querySelector<HTMLButtonElement>('nav > button[aria-controls]')!;
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true';

function open() {
  fireEvent.click(screen.getByRole('button', { name: ui.openMenu }));
  expect(isOpen()).toBe(true);
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('MobileMenu', () => {
  it('has a labelled toggle that controls the panel and switches its label with its state', () => {
    renderAt(<MobileMenu />);
    const nav = screen.getByRole('navigation', { name: ui.mainMenu });
    const button = within(nav).getByRole('button', { name: ui.openMenu });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeTruthy();
    expect(panel().id).toBe(button.getAttribute('aria-controls'));
    expect(nav.hasAttribute('data-open')).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe(ui.closeMenu);
    expect(nav.hasAttribute('data-open')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: ui.closeMenu }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe(ui.openMenu);
  });

  it('lists every entry in the panel, groups as expandable buttons over their links', () => {
    renderAt(<MobileMenu />);
    open();
    const list = panel();
    expect(within(list).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(list).getByRole('link', { name: 'Hỏi đáp' }).getAttribute('href')).toBe('/#hoi-dap');
    expect(within(list).getByRole('link', { name: 'Liên hệ' }).getAttribute('href')).toBe('/#lien-he');
    const group = within(list).getByRole('button', { name: 'Giới thiệu' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    const sub = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/ecosystem', '/about#doi-ngu']);
    expect(sub.hasAttribute('data-open')).toBe(false);
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(sub.hasAttribute('data-open')).toBe(true);
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with the group holding the current page expanded and marks the current entry', () => {
    renderAt(<MobileMenu />, { path: '/#bang-gia' });
    open();
    const services = within(panel()).getByRole('button', { name: 'Dịch vụ' });
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(services.hasAttribute('data-active')).toBe(true);
    expect(within(panel()).getByRole('button', { name: 'Giới thiệu' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(panel()).getByRole('link', { name: 'Bảng giá' }).getAttribute('aria-current')).toBe('page');
    expect(within(panel()).getByRole('link', { name: 'Hỏi đáp' }).getAttribute('aria-current')).toBeNull();
  });

  it('tapping a link navigates and closes the menu', async () => {
    renderAt(<MobileMenu />);
    open();
    fireEvent.click(within(panel()).getByRole('link', { name: 'Blog' }));
    expect(isOpen()).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blog'));
  });

  it('closes on a route change', async () => {
    const { navigate } = renderAt(<MobileMenu />);
    open();
    await navigate('/pricing/seo');
    expect(isOpen()).toBe(false);
  });

  it('closes on window resize', () => {
    renderAt(<MobileMenu />);
    open();
    fireEvent(window, new Event('resize'));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and puts focus back on the toggle', () => {
    renderAt(<MobileMenu />);
    open();
    const link = within(panel()).getByRole('link', { name: 'Blog' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a press outside the menu, not inside it', () => {
    renderAt(<MobileMenu />);
    open();
    fireEvent.pointerDown(panel());
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(isOpen()).toBe(false);
  });

  it('locks page scroll while open and restores the previous value on close and unmount', () => {
    document.documentElement.style.overflow = 'scroll';
    const { unmount } = renderAt(<MobileMenu />);
    expect(document.documentElement.style.overflow).toBe('scroll');
    open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(toggle());
    expect(document.documentElement.style.overflow).toBe('scroll');
    open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('no longer listens once closed', () => {
    renderAt(<MobileMenu />);
    open();
    fireEvent.click(toggle());
    fireEvent(window, new Event('resize'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
