import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../tests/render.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { CLOSE_DELAY_MS } from './NavDropdown.tsx';
import { firePointer, menuSite, renderAt } from '../../../tests/headerTesting.tsx';

const trigger = (name: string) => screen.getByRole('button', { name });
const groupOf = (button: HTMLElement) => button.closest('li')!;
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true' && groupOf(button).hasAttribute('data-open');
const isClosed = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'false' && !groupOf(button).hasAttribute('data-open');

afterEach(() => {
  vi.useRealTimers();
});

describe('DesktopNav', () => {
  it('is a labelled nav with groups as closed disclosure buttons controlling a list of links', () => {
    renderAt(<DesktopNav />);
    const nav = screen.getByRole('navigation', { name: menuSite.ui.mainMenu });
    const button = within(nav).getByRole('button', { name: 'Giới thiệu' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(isClosed(button)).toBe(true);
    const panel = panelOf(button);
    expect(panel.tagName).toBe('UL');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Về chúng tôi', '/about'],
      ['Hệ sinh thái', '/ecosystem'],
      ['Đội ngũ', '/about#doi-ngu'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(nav).getByRole('link', { name: 'Liên hệ' }).getAttribute('href')).toBe('/#lien-he');
  });

  it('toggles a group with its button (Enter/Space activate it) and keeps only one group open', () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    const services = trigger('Dịch vụ');
    fireEvent.click(about);
    expect(isOpen(about)).toBe(true);
    fireEvent.click(services);
    expect(isOpen(services)).toBe(true);
    expect(isClosed(about)).toBe(true);
    fireEvent.click(services);
    expect(isClosed(services)).toBe(true);
  });

  it('anchors the panel of a group near the end of the bar to its end edge', () => {
    renderAt(<DesktopNav />);
    expect(groupOf(trigger('Giới thiệu')).getAttribute('data-align')).toBeNull();
    expect(groupOf(trigger('Dịch vụ')).getAttribute('data-align')).toBe('end');
  });

  it('opens on hover and closes a short delay after the pointer leaves', () => {
    vi.useFakeTimers();
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.pointerEnter(groupOf(about));
    expect(isOpen(about)).toBe(true);
    fireEvent.pointerLeave(groupOf(about));
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 10));
    expect(isOpen(about)).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(isClosed(about)).toBe(true);
  });

  it('stays open when the pointer comes back (into the panel) within the delay', () => {
    vi.useFakeTimers();
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.pointerEnter(groupOf(about));
    fireEvent.pointerLeave(groupOf(about));
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS / 2));
    fireEvent.pointerEnter(panelOf(about));
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS * 2));
    expect(isOpen(about)).toBe(true);
  });

  it('keeps a hover-opened group open when it is then clicked, and ignores touch "hover"', () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.pointerEnter(groupOf(about));
    fireEvent.click(about, { detail: 1 });
    expect(isOpen(about)).toBe(true);
    fireEvent.click(about, { detail: 1 });
    expect(isClosed(about)).toBe(true);

    firePointer(groupOf(about), 'pointerover', 'touch');
    expect(isClosed(about)).toBe(true);
  });

  it('ArrowDown opens the group and focuses its first link; arrows move between links', async () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowDown' });
    expect(isOpen(about)).toBe(true);
    const links = within(panelOf(about)).getAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[0]));
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('ArrowDown pressed right after the nav mounts, before its effects ran (a key replayed as an island wakes), still focuses the first link', async () => {
    /** Presses the key during the commit of the first render: after the layout effects, before the passive ones. */
    function KeyAtMount() {
      useLayoutEffect(() => {
        const about = document.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
        about.focus();
        about.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      }, []);
      return null;
    }
    renderAt(
      <>
        <DesktopNav />
        <KeyAtMount />
      </>,
    );
    const first = trigger(menuSite.mainMenu.find((item) => item.children)!.label);
    expect(isOpen(first)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(panelOf(first)).getAllByRole('link')[0]));
  });

  it('ArrowUp on the button opens the group on its last link', async () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowUp' });
    const links = within(panelOf(about)).getAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[2]));
  });

  it('Escape in the panel closes it and returns focus to the group button', async () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowDown' });
    const first = within(panelOf(about)).getAllByRole('link')[0]!;
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(isClosed(about)).toBe(true);
    expect(document.activeElement).toBe(about);
  });

  it('Escape on the open group button closes it', () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.click(about);
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(isClosed(about)).toBe(true);
  });

  it('closes on a press outside the group, not on a press inside it', () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.click(about);
    fireEvent.pointerDown(panelOf(about));
    expect(isOpen(about)).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(isClosed(about)).toBe(true);
  });

  it('closes when focus moves (Tab) out of the group', () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.click(about);
    const blog = screen.getByRole('link', { name: 'Blog' });
    fireEvent.blur(about, { relatedTarget: blog });
    expect(isClosed(about)).toBe(true);
  });

  it('selecting a link navigates and closes the group', async () => {
    renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.click(about);
    fireEvent.click(within(panelOf(about)).getByRole('link', { name: 'Hệ sinh thái' }));
    expect(isClosed(about)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ecosystem'));
  });

  it('closes on a route change', async () => {
    const { navigate } = renderAt(<DesktopNav />);
    const about = trigger('Giới thiệu');
    fireEvent.click(about);
    expect(isOpen(about)).toBe(true);
    await navigate('/blog');
    expect(isClosed(about)).toBe(true);
  });

  it('marks the current page with aria-current and its group with data-active', () => {
    renderAt(<DesktopNav />, { path: '/pricing/seo' });
    const services = trigger('Dịch vụ');
    expect(within(panelOf(services)).getByRole('link', { name: 'SEO tổng thể' }).getAttribute('aria-current')).toBe('page');
    expect(within(panelOf(services)).getByRole('link', { name: 'Bảng giá' }).getAttribute('aria-current')).toBeNull();
    expect(groupOf(services).hasAttribute('data-active')).toBe(true);
    expect(groupOf(trigger('Giới thiệu')).hasAttribute('data-active')).toBe(false);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks a plain link current on its path', () => {
    renderAt(<DesktopNav />, { path: '/blog' });
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Hỏi đáp' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks a #hash entry current only when both the path and the hash match', () => {
    const first = renderAt(<DesktopNav />, { path: '/#bang-gia' });
    expect(screen.getByRole('link', { name: 'Bảng giá' }).getAttribute('aria-current')).toBe('page');
    expect(groupOf(trigger('Dịch vụ')).hasAttribute('data-active')).toBe(true);
    expect(screen.getByRole('link', { name: 'Hỏi đáp' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Liên hệ' }).getAttribute('aria-current')).toBeNull();
    first.unmount();

    renderAt(<DesktopNav />, { path: '/' });
    for (const name of ['Bảng giá', 'Hỏi đáp', 'Liên hệ']) expect(screen.getByRole('link', { name }).getAttribute('aria-current')).toBeNull();
    expect(groupOf(trigger('Dịch vụ')).hasAttribute('data-active')).toBe(false);
  });

  it('reads the labels from the site file', () => {
    renderAt(<DesktopNav />, { site: testSite });
    const nav = screen.getByRole('navigation', { name: testSite.ui.mainMenu });
    for (const item of testSite.mainMenu) {
      if (item.children) expect(within(nav).getByRole('button', { name: item.label })).toBeTruthy();
      else
        expect(
          within(nav)
            .getAllByRole('link', { name: item.label })
            .map((a) => a.getAttribute('href')),
        ).toContain(item.href);
    }
  });
});
