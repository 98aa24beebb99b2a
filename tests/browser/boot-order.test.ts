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
import { BOOT_ELEMENT_ID } from '../../src/app/boot.ts';
import { startHarness, waitForHydration, type Harness } from './harness.ts';

const ROUTES = ['/', '/contact', '/templates', '/services/facebook-ads', '/blog', '/blog/seo-topical-map'];
const LOADS_PER_ROUTE = 15;
/** How long the proxy holds the tail of each document: 300–800 ms. */
const holdMs = () => 300 + Math.floor(Math.random() * 500);

let h: Harness;
let proxy: http.Server;
let proxyUrl: string;
let context: BrowserContext;

/**
 * Forwards every request to the site server. An HTML answer goes out uncompressed and without
 * validators (so each load gets the whole document, never a 304), all of it at once except the
 * part from the boot JSON on, which follows after `holdMs()`.
 */
function startTailHoldingProxy(upstream: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(upstream).host };
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(`${upstream}${req.url}`, { method: req.method, headers }, (answer) => {
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const tailAt = html.indexOf(`<script type="application/json" id="${BOOT_ELEMENT_ID}"`);
        const cut = tailAt > 0 ? tailAt : html.length - 64;
        const outHeaders: http.OutgoingHttpHeaders = { ...answer.headers, 'cache-control': 'no-store' };
        for (const name of ['content-length', 'etag', 'last-modified', 'content-encoding']) delete outHeaders[name];
        res.writeHead(answer.statusCode ?? 502, outHeaders);
        res.write(html.slice(0, cut));
        setTimeout(() => res.end(html.slice(cut)), holdMs());
      });
    });
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  h = await startHarness();
  proxy = await startTailHoldingProxy(h.baseUrl);
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
