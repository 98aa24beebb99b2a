import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageNavigation, useLocation, useNavigate } from '../../kit/navigation.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Section, TabsSection } from '../../model/generated.ts';
import { PageView } from '../../renderer/PageView.tsx';
import { useHydrated } from '../../kit/useHydrated.ts';
import { loadEverySection, Providers, renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import { normalizeSpaces } from '../shared/testing.ts';
import example from './example.json';

beforeAll(loadEverySection);

/** The example with its shared plans ("plans": "ads") resolved, as the page model has it. */
const tabs = resolveExample<TabsSection>(example);
const IDS = ['tong-quan', 'bang-gia', 'hoi-dap-quang-cao'];

/** Shows the router's location, to check what the tabs write to the URL (after hydration: the prerender has no query). */
function Location() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{useHydrated() ? pathname + search + hash : ''}</output>;
}
const location = () => screen.getByTestId('location').textContent;

/** Goes to `to` on click, as a router link does (PUSH). */
function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>{`go ${to}`}</button>;
}

const page = (sections: Section[] = [tabs], extra?: ReactNode) => (
  <>
    <PageView sections={sections} />
    <Location />
    {extra}
  </>
);

const tabList = () => screen.getAllByRole('tab');
const selectedTab = () => tabList().find((tab) => tab.getAttribute('aria-selected') === 'true')!;
/** Ids of the panels not hidden. */
const shownPanels = (root: ParentNode = document) => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);

let scrollIntoView: Mock<(this: Element, options?: boolean | ScrollIntoViewOptions) => void>;
beforeEach(() => {
  // jsdom does not scroll; record who was asked to, and whether it was visible then.
  scrollIntoView = vi.fn(function (this: Element) {});
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
/** Unmounts the hydrated roots still mounted (a failed test leaves its own). */
const mounted = new Set<() => void>();
afterEach(() => {
  for (const cleanup of mounted) cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.restoreAllMocks();
});

/** Prerenders at `serverUrl` (the build never sees query or hash), then hydrates at `url`. */
async function hydrate(url: string, ui: ReactNode = page(), serverUrl = url.replace(/[?#].*$/, '')) {
  const container = document.createElement('div');
  container.innerHTML = renderToHtml(ui, { url: serverUrl });
  document.body.append(container);
  const before = container.innerHTML;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Providers url={url}>{ui}</Providers>, { onRecoverableError: recoverable });
  });
  const cleanup = () => {
    if (!mounted.delete(cleanup)) return;
    act(() => root!.unmount());
    container.remove();
  };
  mounted.add(cleanup);
  return { before, problems: () => [...recoverable.mock.calls, ...errors.mock.calls].map((call) => String(call[0])), cleanup };
}

describe('Tabs', () => {
  it('is a labelled tablist of tabs controlling labelled, focusable panels whose ids are the tab ids', () => {
    renderWithProviders(page());
    const region = screen.getByRole('region', { name: 'Nội dung dịch vụ quảng cáo Facebook' });
    expect(region.id).toBe('dich-vu');
    const list = within(region).getByRole('tablist', { name: 'Nội dung dịch vụ quảng cáo Facebook' });
    const all = within(list).getAllByRole('tab');
    expect(all.map((tab) => tab.textContent)).toEqual(['Tổng quan', 'Bảng giá', 'Hỏi đáp']);
    expect(all.map((tab) => tab.getAttribute('aria-controls'))).toEqual(IDS);
    expect(all.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    // Roving tabindex: only the selected tab is in the tab order.
    expect(all.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panels = within(region).getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.id)).toEqual(IDS);
    panels.forEach((panel, i) => {
      expect(panel.getAttribute('aria-labelledby')).toBe(all[i].id);
      expect(panel.getAttribute('tabindex')).toBe('0');
    });
    expect(shownPanels()).toEqual(['tong-quan']);
    expect(screen.getByRole('tabpanel', { name: 'Tổng quan' })).toBe(panels[0]);
  });

  it('renders the nested sections through the registry, with their own headings', () => {
    renderWithProviders(page());
    const overview = document.getElementById('tong-quan')!;
    expect(overview.querySelector('[data-section="featureGrid"]')).not.toBeNull();
    expect(overview.querySelector('#quy-trinh[data-section="process"]')).not.toBeNull();
    expect(within(overview).getByRole('heading', { level: 2, name: 'Quy trình triển khai' })).toBeTruthy();
    const pricing = document.getElementById('bang-gia')!;
    expect(pricing.querySelector('[data-section="planGrid"]')).not.toBeNull();
    // The shared plan set "ads" reached the nested planGrid.
    expect(normalizeSpaces(pricing.textContent)).toContain('3.000.000 ₫');
  });

  it('selects a tab on click: shows its panel, keeps it in the URL and scrolls the section to the top', () => {
    renderWithProviders(page(), { url: '/dich-vu' });
    fireEvent.click(screen.getByRole('tab', { name: 'Bảng giá' }));
    expect(selectedTab().textContent).toBe('Bảng giá');
    expect(tabList().map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(shownPanels()).toEqual(['bang-gia']);
    expect(location()).toBe('/dich-vu?tab=bang-gia');
    const section = document.getElementById('dich-vu');
    expect(scrollIntoView.mock.contexts).toEqual([section]);
    expect(scrollIntoView.mock.calls[0][0]).toEqual({ behavior: 'smooth', block: 'start' });
    // The first tab is the default: its URL has no ?tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Tổng quan' }));
    expect(shownPanels()).toEqual(['tong-quan']);
    expect(location()).toBe('/dich-vu');
  });

  it('scrolls without animation when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    renderWithProviders(page());
    fireEvent.click(screen.getByRole('tab', { name: 'Hỏi đáp' }));
    expect(scrollIntoView.mock.calls[0][0]).toEqual({ behavior: 'instant', block: 'start' });
  });

  it('leaves modified clicks (new tab or window) to the browser', () => {
    renderWithProviders(page());
    const pricing = screen.getByRole('tab', { name: 'Bảng giá' });
    expect(pricing.getAttribute('href')).toBe('#bang-gia');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    pricing.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(shownPanels()).toEqual(['tong-quan']);
  });

  it('moves focus and selection with Left/Right (wrapping), Home and End', () => {
    renderWithProviders(page());
    const [first, second, third] = tabList();
    first.focus();
    const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });
    press('ArrowRight');
    expect([document.activeElement, selectedTab(), shownPanels()]).toEqual([second, second, ['bang-gia']]);
    press('ArrowRight');
    press('ArrowRight');
    expect([document.activeElement, selectedTab(), shownPanels()]).toEqual([first, first, ['tong-quan']]);
    press('ArrowLeft');
    expect([document.activeElement, selectedTab(), shownPanels()]).toEqual([third, third, ['hoi-dap-quang-cao']]);
    press('Home');
    expect([document.activeElement, selectedTab()]).toEqual([first, first]);
    press('End');
    expect([document.activeElement, selectedTab()]).toEqual([third, third]);
    expect(location()).toBe('/?tab=hoi-dap-quang-cao');
    // Alt+Left is the browser's Back; other keys are not ours.
    press('ArrowLeft', { altKey: true });
    press('ArrowDown');
    press('a');
    expect([document.activeElement, selectedTab()]).toEqual([third, third]);
    expect(scrollIntoView).toHaveBeenCalledTimes(6);
  });

  it('prerenders every panel (text and prices), hiding all but the first, and reveals them without JavaScript', () => {
    const html = renderToHtml(page());
    for (const text of [
      'Chiến dịch chuyển đổi',
      'Tối ưu và báo cáo',
      'Starter',
      'Ngân sách quảng cáo có nằm trong phí dịch vụ không?',
      'Thường sau 2–4 tuần',
    ]) {
      expect(html).toContain(text);
    }
    expect(normalizeSpaces(html)).toContain('3.000.000 ₫');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(shownPanels(doc)).toEqual(['tong-quan']);
    expect([...doc.querySelectorAll('[role="tabpanel"][hidden]')].map((p) => p.id)).toEqual(['bang-gia', 'hoi-dap-quang-cao']);
    // Before hydration the tabs are plain links to their panels, all reachable with Tab.
    expect([...doc.querySelectorAll('[role="tab"]')].map((tab) => [tab.getAttribute('href'), tab.getAttribute('tabindex')])).toEqual(
      IDS.map((id) => [`#${id}`, null]),
    );
    // No script: the document head's <noscript> rule (src/renderer/Document.tsx) shows every panel marked for it.
    expect([...doc.querySelectorAll('[role="tabpanel"]')].map((p) => p.hasAttribute('data-reveal-without-js'))).toEqual([true, true, true]);
    expect(html).not.toContain('<noscript');
    expect(html).not.toMatch(/<script[\s>]/);
  });

  it('hydrates to the prerendered HTML, then applies ?tab=', async () => {
    const view = await hydrate('/dich-vu?tab=bang-gia');
    // The prerender cannot know the query: it shows the first tab, and so does the first client render.
    expect(shownPanels(new DOMParser().parseFromString(view.before, 'text/html'))).toEqual(['tong-quan']);
    expect(view.problems()).toEqual([]);
    expect(shownPanels()).toEqual(['bang-gia']);
    expect(selectedTab().textContent).toBe('Bảng giá');
    // A value from the URL does not move the page.
    expect(scrollIntoView).not.toHaveBeenCalled();
    view.cleanup();
  });

  it('an unknown ?tab= selects the first tab', async () => {
    const view = await hydrate('/dich-vu?tab=khong-co');
    expect(view.problems()).toEqual([]);
    expect(shownPanels()).toEqual(['tong-quan']);
    view.cleanup();
    renderWithProviders(page(), { url: '/dich-vu?tab=toString' });
    expect(shownPanels()).toEqual(['tong-quan']);
  });

  it('a #hash naming a tab, or a section inside one, selects it after hydration and scrolls there', async () => {
    const view = await hydrate('/dich-vu#bang-gia');
    expect(view.problems()).toEqual([]);
    expect(shownPanels()).toEqual(['bang-gia']);
    // The browser could not scroll to the hidden panel on load: the tabs do, once it is shown.
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('bang-gia')]);
    view.cleanup();

    const nested: TabsSection = {
      ...tabs,
      tabs: [tabs.tabs[0], tabs.tabs[1], { ...tabs.tabs[2], sections: [{ type: 'cta', id: 'lien-he', heading: 'Liên hệ tư vấn' }] }],
    };
    const again = await hydrate('/dich-vu#lien-he', page([nested]));
    expect(again.problems()).toEqual([]);
    expect(shownPanels()).toEqual(['hoi-dap-quang-cao']);
    // Once, to the nested section (the first call was the previous page's).
    expect(scrollIntoView.mock.contexts.slice(1)).toEqual([document.getElementById('lien-he')]);
    again.cleanup();
  });

  it("a link to a tab shows its panel before the page scrolls to it (the islands' navigation, no router)", () => {
    const seen: { target: string; hidden: boolean }[] = [];
    scrollIntoView.mockImplementation(function (this: Element) {
      seen.push({ target: this.id, hidden: this.hasAttribute('hidden') });
    });
    window.history.replaceState(null, '', '/dich-vu');
    renderWithProviders(page(), { url: null });
    act(() => pageNavigation.navigate('#hoi-dap-quang-cao'));
    window.history.replaceState(null, '', '/');
    expect(shownPanels()).toEqual(['hoi-dap-quang-cao']);
    expect(seen).toEqual([{ target: 'hoi-dap-quang-cao', hidden: false }]);
    // A new page opened at a tab's anchor renders that tab from the start.
    renderWithProviders(page(), { url: '/dich-vu#bang-gia' });
    expect(shownPanels().at(-1)).toBe('bang-gia');
  });

  it('choosing a tab after arriving at a #hash drops the hash (a reload keeps the choice) and does not jump to the top', () => {
    const scrollTo = vi.mocked(window.scrollTo);
    renderWithProviders(page(undefined, <Go to="#bang-gia" />), { url: '/dich-vu' });
    fireEvent.click(screen.getByRole('button', { name: 'go #bang-gia' }));
    expect(location()).toBe('/dich-vu#bang-gia');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('tab', { name: 'Hỏi đáp' }));
    expect(location()).toBe('/dich-vu?tab=hoi-dap-quang-cao');
    expect(shownPanels()).toEqual(['hoi-dap-quang-cao']);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('dich-vu'));
  });

  it('a ?tab= of another tabs section leaves this one as it is', () => {
    const other: TabsSection = {
      type: 'tabs',
      label: 'Nhóm khác',
      tabs: [
        { id: 'mot', label: 'Một', sections: [{ type: 'cta', heading: 'Phần một' }] },
        { id: 'hai', label: 'Hai', sections: [{ type: 'cta', heading: 'Phần hai' }] },
      ],
    };
    renderWithProviders(page([tabs, other]));
    fireEvent.click(screen.getByRole('tab', { name: 'Bảng giá' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Hai' }));
    expect(location()).toBe('/?tab=hai');
    expect(shownPanels()).toEqual(['bang-gia', 'hai']);
  });

  it('contains a failing nested section: a notice in its panel, the other panels keep their content', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { type: 'stats', items: 42 } as unknown as Section;
    const withBroken: TabsSection = { ...tabs, tabs: [tabs.tabs[0], { ...tabs.tabs[1], sections: [broken, ...tabs.tabs[1].sections] }, tabs.tabs[2]] };
    renderWithProviders(page([withBroken]));
    const pricing = document.getElementById('bang-gia')!;
    expect(pricing.querySelector('[data-section-error]')).not.toBeNull();
    // The planGrid next to it in the same panel, and the other panels, still render.
    expect(pricing.querySelector('[data-section="planGrid"]')).not.toBeNull();
    expect(document.getElementById('tong-quan')!.querySelector('[data-section="featureGrid"]')).not.toBeNull();
    expect(document.getElementById('hoi-dap-quang-cao')!.querySelector('[data-section="faq"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-section-error]')).toHaveLength(1);
    expect(error.mock.calls.some((call) => String(call[0]).includes('("stats") failed to render'))).toBe(true);
  });
});
