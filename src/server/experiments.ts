// A/B experiments as the site server answers them (docs/operations.md, "A/B experiments"). A page with
// an experiment has each variant prerendered (src/model/experiment.ts); for its route the server
// picks the visitor's variant:
//   - the cookie ab_<experiment id> names a variant of the experiment: that one;
//   - else a known bot (search engines, link previews, scripts): the original "a", and no cookie;
//   - else a variant drawn by the weights, kept in that cookie (functional, first-party: only the
//     variant id; Path=/, SameSite=Lax, HttpOnly, 90 days, Secure over https).
// The answer is private to the visitor: Cache-Control: private, no-store and Vary: Cookie (set by
// staticFiles.ts once sirv has set its own headers).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { experimentCookie, variantDocumentFile } from '../model/experiment.ts';
import { routeOfPath } from '../model/route.ts';
import type { Release } from './releases/source.ts';
import type { ServedExperiment } from './serverContent.ts';

/** How long a visitor keeps a variant: 90 days, in seconds. */
export const EXPERIMENT_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

/**
 * Known bots by their User-Agent: crawlers and link previews ("…bot", "spider", "crawler",
 * facebookexternalhit, Slurp…), HTTP libraries and command-line clients, and no User-Agent at all. A
 * short list of our own rather than a package (isbot keeps a longer one): a bot that slips through is
 * only counted as a visitor and kept on one variant; "Cubot" phones are not bots.
 */
export const BOT_USER_AGENT =
  /(?<!cu)bot\b|bot[/;-]|spider|crawl|slurp|facebookexternalhit|facebookcatalog|embedly|preview|lighthouse|pagespeed|\bcurl\/|\bwget\/|python-|go-http-client|node-fetch|undici|axios\/|okhttp|\bjava\/|^$/i;

export const isBot = (userAgent: string | undefined) => BOT_USER_AGENT.test(userAgent ?? '');

/** A variant drawn by the weights (they add up to 100); `random` returns [0, 1) like Math.random. */
export function drawVariant(variants: ServedExperiment['variants'], random: () => number): string {
  let left = random() * variants.reduce((sum, v) => sum + v.weight, 0);
  for (const variant of variants) {
    if (left < variant.weight) return variant.id;
    left -= variant.weight;
  }
  return variants[variants.length - 1]!.id;
}

/** The value of a cookie of the request's Cookie header (the first one of that name). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value keeping a visitor on a variant. */
export function experimentCookieHeader(id: string, variant: string, secure: boolean): string {
  return `${experimentCookie(id)}=${variant}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Answers that carry an experiment's variant: their caching headers are set after sirv's (staticFiles.ts). */
export const experimentAnswers = new WeakSet<object>();

/**
 * When the request is for an experiment's page in `release`: picks the visitor's
 * variant (setting the cookie when it assigns one), points `req.url` at that variant's file and marks
 * the answer as private. Returns the variant, or undefined for any other request (left as it is).
 */
export function routeToVariant(req: Request, res: Response, release: Release, random: () => number): string | undefined {
  const experiments = release.content.experiments;
  if (!experiments?.length) return undefined;
  const route = routeOfPath(req.path);
  const experiment = experiments.find((e) => e.route === route);
  if (!experiment) return undefined;

  const kept = cookieValue(req.headers.cookie, experimentCookie(experiment.id));
  let variant: string;
  if (kept !== undefined && experiment.variants.some((v) => v.id === kept)) variant = kept;
  else if (isBot(req.headers['user-agent'])) variant = experiment.variants[0]!.id;
  else {
    variant = drawVariant(experiment.variants, random);
    res.append('Set-Cookie', experimentCookieHeader(experiment.id, variant, req.secure));
  }
  const file = variantDocumentFile(route, variant);
  experimentAnswers.add(res);
  // Private to the visitor: never answered "not modified" from what another variant's file was.
  delete req.headers['if-none-match'];
  // A release built before the route had its experiment: its usual files, still private to the visitor.
  if (!existsSync(path.join(release.clientDir, file))) return variant;
  const query = req.url.indexOf('?');
  req.url = `/${file}${query < 0 ? '' : req.url.slice(query)}`;
  return variant;
}
