import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../model/boot.ts';
import { fetchedPageSource, routeOfPath } from './pageSource.ts';

const page = (route: string, title = route): PageData => ({
  route,
  meta: { title, description: 'Một mô tả đủ dài cho trang thử nghiệm của nguồn trang.' },
  sections: [{ type: 'hero', title }],
});

describe('routeOfPath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(routeOfPath('/pricing/seo/')).toBe('/pricing/seo');
    expect(routeOfPath('/')).toBe('/');
    expect(routeOfPath('//')).toBe('/');
  });
});

describe('fetchedPageSource', () => {
  it('answers the initial page at once, fetches others once, then answers them at once', async () => {
    const fetchPage = vi.fn(async (route: string) => (route === '/nope' ? null : page(route)));
    const source = fetchedPageSource(fetchPage, { route: '/', page: page('/') });
    expect(source.read('/')).toEqual(page('/'));
    const pending = source.read('/blog');
    expect(pending).toBeInstanceOf(Promise);
    expect(source.read('/blog')).toBe(pending);
    expect(await pending).toEqual(page('/blog'));
    expect(source.read('/blog')).toEqual(page('/blog'));
    expect(await source.read('/nope')).toBeNull();
    expect(source.read('/nope')).toBeNull();
    expect(fetchPage.mock.calls.map(([route]) => route)).toEqual(['/blog', '/nope']);
  });

  it('forgets a failed fetch, so the next visit tries again', async () => {
    const fetchPage = vi.fn<(route: string) => Promise<PageData | null>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page('/blog'));
    const source = fetchedPageSource(fetchPage, { route: '/', page: null });
    await expect(source.read('/blog')).rejects.toThrow('offline');
    expect(await source.read('/blog')).toEqual(page('/blog'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('refresh loads the page again before swapping it in and drops other cached pages', async () => {
    let title = 'Cũ';
    const source = fetchedPageSource(async (route) => page(route, title), { route: '/', page: page('/', 'Cũ') });
    await source.read('/about');
    title = 'Mới';
    const refreshing = source.refresh('/');
    expect((source.read('/') as PageData).meta.title).toBe('Cũ');
    await refreshing;
    expect((source.read('/') as PageData).meta.title).toBe('Mới');
    expect(source.read('/about')).toBeInstanceOf(Promise);
  });
});
