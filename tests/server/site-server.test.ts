// @vitest-environment node
// The site server on the built site (a copy of build/client with hidden files added): the answers
// of tests/server/siteAnswers.ts (security headers, caching, precompressed files, the 404 page,
// methods, hidden files), which nginx-static.test.ts runs against nginx too; and pages the CSP allows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_SCRIPT } from '../../src/app/bootstrapScript.ts';
import { SPECULATION_RULES } from '../../src/app/speculationRules.ts';
import { fixedRelease } from '../../src/server/releases/source.ts';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { clientRoot, startSite, type Running } from './helpers.ts';
import { siteAnswerTests, siteCopy } from './siteAnswers.ts';

/** No upstream is ever called here: a fetch that fails. */
const noNetwork = () => Promise.reject(new Error('no network in this test'));
let site: Running;
let copy: ReturnType<typeof siteCopy>;
beforeAll(async () => {
  copy = siteCopy();
  // An empty environment: the RDAP fallback.
  site = await startSite({ root: copy.root, env: {}, fetch: noNetwork });
}, 60_000);
afterAll(async () => {
  await site?.close();
  copy?.remove();
});

describe('site server', () => {
  siteAnswerTests(() => ({ url: site.url, root: copy.root }));

  it('ships pages the policy allows: no executable inline script but the bootstrap and the speculation rules, no inline handler', () => {
    for (const file of ['index.html', '404.html', 'pricing/seo/index.html', 'blog/index.html', 'blog/seo-topical-map/index.html']) {
      const html = readFileSync(path.join(clientRoot(), file), 'utf8');
      for (const [, tag, text] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
        const data = /type="application\/(ld\+)?json"/.test(tag!);
        const bootstrap = /^<script data-entry="\/assets\/[\w.-]+\.js">$/.test(tag!) && text === BOOTSTRAP_SCRIPT;
        const rules = tag === '<script type="speculationrules">' && text === SPECULATION_RULES;
        expect(data || bootstrap || rules, `${file}: ${tag}`).toBe(true);
      }
      expect(/\son[a-z]+="/.test(html), `${file} has an inline event handler`).toBe(false);
      // Scripts, styles, images and icons come from the site itself.
      for (const [tag, url] of html.matchAll(
        /<(?:script|img|source|link(?![^>]*rel="(?:canonical|alternate)"))\b[^>]*?\s(?:src|href|srcset)="([^"]*)"[^>]*>/g,
      )) {
        expect(url.startsWith('/') && !url.startsWith('//'), `${file}: ${tag}`).toBe(true);
      }
    }
  });

  it('reads its release when it is created, not at the first request (which would hold every connection open then)', async () => {
    const content = vi.fn(loadServerContent);
    const ready = await startSite({ root: fixedRelease(copy.root, content), env: {}, fetch: noNetwork });
    try {
      expect(content).toHaveBeenCalledOnce();
      expect((await fetch(`${ready.url}/pricing`)).status).toBe(200);
      expect(content).toHaveBeenCalledOnce();
    } finally {
      await ready.close();
    }
  });
});
