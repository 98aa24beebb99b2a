// The editor inside the admin: its configuration from the admin's <meta>, and where "Xem trang ↗" opens a page.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTED_META, hostedConfig, pageAddress } from '../../../src/editor/api/hosted.ts';

const base = { api: '/soan-thao/api', csrf: 't', lease: '/api/content/lease', pages: '/noi-dung' };

describe('pageAddress', () => {
  it('under npm run edit: the page on the dev server itself', () => {
    expect(pageAddress('/uu-dai/black-friday', undefined, 'https://amdigital.vn')).toBe('/uu-dai/black-friday');
  });
  it('inside the admin: the page on the public site, SITE_URL first, else the site file’s siteUrl', () => {
    expect(pageAddress('/about', { ...base, site: 'https://staging.amdigital.vn' }, 'https://amdigital.vn')).toBe('https://staging.amdigital.vn/about');
    expect(pageAddress('/about', base, 'https://amdigital.vn')).toBe('https://amdigital.vn/about');
    expect(pageAddress('/', base, 'https://amdigital.vn/')).toBe('https://amdigital.vn/');
    // Never the admin's own host (the page is not there).
    expect(pageAddress('/about', base, '')).toBe('/about');
  });
});

describe('hostedConfig', () => {
  it('reads the admin’s meta, with the site address', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<meta name="${HOSTED_META}" content='${JSON.stringify({ ...base, site: 'https://amdigital.vn' })}'>`;
    expect(hostedConfig(doc)).toEqual({ ...base, site: 'https://amdigital.vn' });
    expect(hostedConfig(document.implementation.createHTMLDocument())).toBeUndefined();
  });
});

describe('the editor failing to load', () => {
  const failing = (message: string) => ({ project: () => Promise.reject(new Error(message)), pages: () => Promise.reject(new Error(message)) });

  it('inside the admin says to reload or sign in again, not npm run edit’s instructions', async () => {
    document.head.innerHTML = `<meta name="${HOSTED_META}" content='${JSON.stringify(base)}'>`;
    vi.resetModules();
    const { App } = await import('../../../src/editor/ui/App.tsx');
    const view = render(
      <MantineProvider>
        <App client={failing('Bạn cần đăng nhập.') as never} />
      </MantineProvider>,
    );
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Bạn cần đăng nhập. — hãy tải lại trang. Nếu vẫn không được, hãy đăng nhập lại ở trang quản trị');
    expect(alert.textContent).not.toContain('npm run edit');
    view.unmount();
  });

  it('under npm run edit points at the address it printed', async () => {
    document.head.innerHTML = '';
    vi.resetModules();
    const { App } = await import('../../../src/editor/ui/App.tsx');
    const view = render(
      <MantineProvider>
        <App client={failing('lỗi 403') as never} />
      </MantineProvider>,
    );
    expect((await view.findByRole('alert')).textContent).toContain('npm run edit');
    view.unmount();
  });
});
