import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { installDialogStub } from '../../../tests/dialogStub.ts';
import { renderWithProviders, testSite } from '../../../tests/render.tsx';
import { Dock } from './Dock.tsx';
import { LAUNCHPAD_ID } from './Launchpad.tsx';

const { launchpad, ui } = testSite;

const { showModal, close } = installDialogStub();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

/** Renders the dock, opens it and then the Launchpad. */
function openLaunchpad() {
  renderWithProviders(
    <>
      <Dock />
      <Where />
    </>,
  );
  const toggle = screen.getByRole('button', { name: ui.dock });
  fireEvent.click(toggle);
  const button = screen.getByRole('button', { name: ui.launchpad });
  const dialog = document.getElementById(LAUNCHPAD_ID) as HTMLDialogElement;
  expect(dialog.open).toBe(false);
  fireEvent.click(button);
  return { toggle, button, dialog };
}

function expectClosed(dialog: HTMLDialogElement, button: HTMLElement) {
  expect(dialog.open).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
  expect(document.documentElement.style.overflow).toBe('');
}

describe('Launchpad', () => {
  it('opens as a modal dialog named by its title, with every shortcut, focus on the first one and the page locked', () => {
    const { button, dialog } = openLaunchpad();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog.open).toBe(true);
    const shown = screen.getByRole('dialog', { name: ui.launchpadTitle });
    expect(shown).toBe(dialog);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(launchpad.map((item) => [item.label, item.href]));
    expect(document.activeElement).toBe(links[0]);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: ui.close })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the Launchpad button; the dock stays open', () => {
    const { toggle, button, dialog } = openLaunchpad();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expectClosed(dialog, button);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a backdrop click (a click on the <dialog> itself) but not on a click inside the panel', () => {
    const { button, dialog } = openLaunchpad();
    fireEvent.click(within(dialog).getByRole('heading', { name: ui.launchpadTitle }));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(close).toHaveBeenCalled();
    expectClosed(dialog, button);
  });

  it('closes with the close button', () => {
    const { button, dialog } = openLaunchpad();
    fireEvent.click(within(dialog).getByRole('button', { name: ui.close }));
    expectClosed(dialog, button);
  });

  it('navigates and closes when a shortcut is clicked', () => {
    const { button, dialog } = openLaunchpad();
    const target = launchpad[launchpad.length - 1]!;
    fireEvent.click(within(dialog).getByRole('link', { name: target.label }));
    expect(screen.getByTestId('where').textContent).toBe(target.href);
    expectClosed(dialog, button);
  });

  it('opens again after closing', () => {
    const { button, dialog } = openLaunchpad();
    fireEvent.click(dialog);
    fireEvent.click(button);
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getAllByRole('link')[0]);
  });

  it('restores the page overflow that was there before', () => {
    document.documentElement.style.overflow = 'clip';
    try {
      const { button, dialog } = openLaunchpad();
      expect(document.documentElement.style.overflow).toBe('hidden');
      fireEvent.click(within(dialog).getByRole('button', { name: ui.close }));
      expect(document.documentElement.style.overflow).toBe('clip');
      expect(document.activeElement).toBe(button);
    } finally {
      document.documentElement.style.overflow = '';
    }
  });
});
