// Issue 14 item 1: every page load hydrates, however the HTML arrives. A loopback proxy in front of
// the site server sends each document at once except its tail (the boot JSON at the end of <body>),
// which it holds back; the browser keeps one context, so the scripts come from its warm cache. The
// entry used to be a script in <head>, which could then run before the parser reached the tail; now
// the bootstrap requesting it is part of the tail, and this keeps that order true. Every load must
// hydrate without a page error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForHydration, type Harness } from './harness.ts';
import { startTailHoldingProxy } from './tailHoldingProxy.ts';

const ROUTES = ['/', '/contact', '/templates', '/services/facebook-ads', '/blog', '/blog/seo-topical-map'];
const LOADS_PER_ROUTE = 15;
/** How long the proxy holds the tail of each document: 300–800 ms. */
const holdMs = () => 300 + Math.floor(Math.random() * 500);

let h: Harness;
let proxy: http.Server;
let proxyUrl: string;
let context: BrowserContext;

beforeAll(async () => {
  h = await startHarness();
  proxy = await startTailHoldingProxy(h.baseUrl, holdMs);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  context = await h.browser.newContext();
});

afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await h?.close();
});

describe('boot order: the tail of the HTML arrives late, scripts come from a warm cache', () => {
  it.each(ROUTES)('%s hydrates on every load, with no page error', { timeout: 600_000 }, async (route) => {
    const page = await context.newPage();
    const errors: string[] = [];
    // A page error ends the wait for hydration of that load (a dead page never hydrates).
    let pageFailed: () => void = () => {};
    page.on('pageerror', (error) => {
      errors.push(`${route}: ${error.message}`);
      pageFailed();
    });
    const notHydrated: number[] = [];
    const formDisabled: number[] = [];
    try {
      for (let load = 1; load <= LOADS_PER_ROUTE; load++) {
        const failed = new Promise<void>((resolve) => (pageFailed = resolve));
        await page.goto(`${proxyUrl}${route}`, { waitUntil: 'load' });
        try {
          await Promise.race([waitForHydration(page), failed.then(() => Promise.reject(new Error('page error')))]);
        } catch {
          notHydrated.push(load);
          continue;
        }
        // An interactive control works: the lead form's button is enabled once hydrated.
        if (route === '/contact') {
          await page
            .waitForFunction(() => document.querySelector<HTMLButtonElement>('#dang-ky button[type="submit"]')?.disabled === false, null, { timeout: 15_000 })
            .catch(() => formDisabled.push(load));
        }
      }
    } finally {
      await page.close();
    }
    expect({ errors, notHydrated, formDisabled }).toEqual({ errors: [], notHydrated: [], formDisabled: [] });
  });
});
