// Browser-test harness: the built site served by the real site server on 127.0.0.1 and
// Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import type { BootData } from '../../src/model/boot.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../../src/kit/deferredLayout.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

export const CLIENT_DIR = path.join(PROJECT_ROOT, 'build/client');

export interface Harness {
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync(path.join(CLIENT_DIR, '404.html'))) throw new Error('build/client is missing: run `npm run build` first (npm test does)');
  // Leads sent during a test go to a throw-away database, never to the project's data/ folder.
  const leadsDir = mkdtempSync(path.join(os.tmpdir(), 'harness-leads-'));
  const server = createSiteServer({ root: CLIENT_DIR, env: { ...process.env, LEADS_DB_PATH: path.join(leadsDir, 'leads.sqlite'), LEADS_WEBHOOK_URL: '' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // playwright adds --headless itself; the rest keeps Chromium off the network.
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  return {
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}

export interface PageProblems {
  console: string[];
  failedRequests: string[];
}

/** A new page that records console errors/warnings, page errors and failed or 4xx/5xx requests. */
export async function openPage(h: Harness, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: PageProblems }> {
  const context = await h.browser.newContext(options);
  const page = await context.newPage();
  const problems: PageProblems = { console: [], failedRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.console.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.console.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED: the page itself cancelled the request (a reload or navigation while a lazy image
    // was loading); the server did not fail it.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failedRequests.push(`${res.url()} ${res.status()}`);
  });
  return { page, problems };
}

/** A TCP port free on 127.0.0.1 right now (for servers that need their port before starting). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` (the real server process) on 127.0.0.1:`port` with extra environment; resolves once
 * it prints its address. It runs in its own process group, so stopping it stops npm and the server.
 */
export async function startNpmStart(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${output}`)), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(baseUrl)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  return child;
}

/** Stops a process group started by startNpmStart and waits until nothing answers on `port`. */
export async function stopNpmStart(child: ChildProcess, port: number): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
  // A plain loop: this also runs in afterAll, where expect.poll is not available.
  for (const deadline = Date.now() + 10_000; !(await refused());) {
    if (Date.now() > deadline) throw new Error(`port ${port} still answers after the server stopped`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the page is ready (`html[data-hydrated]`, set by the entry once the islands in view
 * run and the others wake on first use: src/app/islands/wake.ts): the observable moment a page
 * becomes interactive. Waits on this, never on a sleep.
 * The default timeout fits a loaded machine.
 */
export async function waitForHydration(page: Page, { timeout = 60_000 }: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout });
}

/** Waits until the page's parts laid out late (src/kit/deferredLayout.ts) are all laid out: its text and boxes are final. */
export async function waitForDeferredLayout(page: Page): Promise<void> {
  await page.waitForFunction((mark) => !document.querySelector(mark), `[${DEFERRED_LAYOUT_ATTRIBUTE}]`, { timeout: 20_000 });
}

/**
 * Lays out every part now, as a visitor reading down the page has each rendered when it nears the
 * view: with JavaScript off they keep their mark, and innerText leaves out a part not rendered.
 */
export async function layOutEveryPart(page: Page): Promise<void> {
  await page.evaluate((mark) => document.querySelectorAll(`[${mark}]`).forEach((part) => part.removeAttribute(mark)), DEFERRED_LAYOUT_ATTRIBUTE);
}

/**
 * Resolves once the page has drawn a frame and then been idle. The browser runs an idle callback only
 * when no task is waiting (HTML's event loop): what the page had queued by then — timers already due,
 * the batches of preloadModules, React's scheduled work (a task at a time until none is left: hydration,
 * effects, replayed events), the observer reports and events of that frame — has run before this
 * resolves. The sentinel of a check that something did NOT happen by itself. Not covered: a timer set
 * for later, and work waiting for the network (wait for that response first).
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
}

/**
 * Whether an island's content is within `margin` of the viewport, by the first report of a new
 * IntersectionObserver with that root margin on the island's boxes. The browser computes the reports of
 * every observer of the page in the same frame and delivers them in one task: by the time this one has
 * its first, the island's own observers with that margin (src/app/islands/strategies/visible.ts) have
 * had theirs for the same layout, and an island they wake is marked awake in that very callback.
 */
export const islandNear = (page: Page, island: string, margin: string) =>
  page.evaluate(
    ([id, margin]) =>
      new Promise<boolean>((resolve) => {
        // The carrier is display: contents: its children are what comes into view.
        const boxes = [...document.querySelector(`[data-island="${id}"]`)!.children];
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(entries.some((entry) => entry.isIntersecting));
          },
          { rootMargin: margin },
        );
        for (const box of boxes) observer.observe(box);
      }),
    [island, margin] as const,
  );

/** Whether an island's carrier is marked awake (its code is on its way or running). */
export const islandAwake = (page: Page, island: string) => page.locator(`[data-island="${island}"]`).evaluate((carrier) => carrier.hasAttribute('data-awake'));

/** Whether an island's carrier is a React root yet (hydration has started: events reach React). */
export const islandHasRoot = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"]`).evaluate((carrier) => Object.keys(carrier).some((key) => key.startsWith('__reactContainer')));

/** Adds a link to <main> (one no page has) and clicks it, as a visitor would: it is followed in the app. */
export async function clickAddedLink(page: Page, href: string, text: string): Promise<void> {
  await page.evaluate(
    ([href, text]) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      document.getElementById('main')!.prepend(link);
    },
    [href, text] as const,
  );
  await page.getByRole('link', { name: text, exact: true }).click();
}

/** Marks the current document, so `isSameDocument` can tell later whether the page was loaded again. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { documentMark?: true }).documentMark = true));

/** Whether the document marked by `markDocument` is still the one shown (no full load since). */
export const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: true }).documentMark === true);

/**
 * Holds back every request of `page` matching `url` until `release()`: `requested` resolves at the
 * first one (a script arriving late, to test what happens meanwhile).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ requested: Promise<void>; release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let onRequest = () => {};
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  await page.route(url, async (route) => {
    onRequest();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** The built document of a route, as the site server sends it. */
export const builtHtmlOf = (route: string) => readFileSync(path.join(CLIENT_DIR, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');

/** The boot data of a built document (its `<script type="application/json" id="boot-data">`). */
export const bootDataOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as BootData;
