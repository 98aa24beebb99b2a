// The current offers the 404 page lists: the campaigns on the site at an instant. A campaign is a page
// whose schedule ends ("schedule.expiresAt"): what marketing staff already write for a promotion, so a
// new offer is listed, and an ended one dropped, by its own schedule, with no list to keep.
import { formatVietnamTime, parseDateTime } from '../lib/dateTime.ts';
import type { PageCard, PageFile, PageSchedule } from './generated.ts';
import { scheduleState } from './schedule.ts';

/** One offer as the 404 page shows it: a link (title) and when it ends. */
export interface Offer {
  route: string;
  title: string;
  /** The schedule's expiresAt as written (ISO, with its zone). */
  expiresAt: string;
}

/** At most this many, those ending soonest first: the 404 page is a way on, not a catalogue. */
export const MAX_OFFERS = 5;

interface OfferPage {
  route: string;
  meta: Pick<PageFile['meta'], 'title'>;
  card?: Pick<PageCard, 'title'>;
  schedule?: PageSchedule;
  demo?: unknown;
}

/**
 * The pages published at `at` whose schedule has an expiry, ending soonest first (then by route),
 * at most MAX_OFFERS. The title is the page's card title, else its meta title without the
 * " | <site name>" ending.
 */
export function currentOffers(pages: readonly OfferPage[], at: Date, siteName: string): Offer[] {
  const offers: (Offer & { ends: number })[] = [];
  for (const page of pages) {
    const expiresAt = page.schedule?.expiresAt;
    const ends = expiresAt ? parseDateTime(expiresAt) : undefined;
    if (!expiresAt || !ends || page.demo || scheduleState(page.schedule, at) !== 'published') continue;
    offers.push({ route: page.route, title: page.card?.title ?? withoutSiteName(page.meta.title, siteName), expiresAt, ends: ends.getTime() });
  }
  return offers
    .sort((a, b) => a.ends - b.ends || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .slice(0, MAX_OFFERS)
    .map(({ route, title, expiresAt }) => ({ route, title, expiresAt }));
}

/** "Black Friday | AM Digital" → "Black Friday" (also with "–", "—" or "-"). */
export function withoutSiteName(title: string, siteName: string): string {
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`), '').trim() || title;
}

/**
 * When an offer ends, in Vietnam time: "Đến hết ngày 30/11/2026" for an expiry at midnight (the last
 * day it runs), else "Đến 18:00 ngày 30/11/2026".
 */
export function offerEndText(expiresAt: string): string {
  const instant = parseDateTime(expiresAt);
  if (!instant) return '';
  const [day, time] = formatVietnamTime(instant).split(' ') as [string, string];
  if (time !== '00:00') return `Đến ${time} ngày ${day}`;
  return `Đến hết ngày ${formatVietnamTime(new Date(instant.getTime() - 60_000)).split(' ')[0]}`;
}
