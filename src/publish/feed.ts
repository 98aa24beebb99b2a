// A listing's Atom feed (RFC 4287) as the build writes it: its newest pages with a card, each with its
// absolute URL, title, summary, topics and date in Vietnam time (a card's date is a calendar day there).
// Every value from pages/ is XML-escaped, so no content can break the file or add elements.
import type { PageCard } from '../model/generated.ts';
import { absoluteUrl, escapeXml } from './sitemap.ts';

/** A card's day as an instant: midnight in Vietnam (UTC+7, no daylight saving). */
const vietnamDay = (date: string) => `${date.slice(0, 10)}T00:00:00+07:00`;

export interface FeedInput {
  siteUrl: string;
  siteName: string;
  /** The listing: its route, title and description (its page's meta). */
  route: string;
  title: string;
  description: string;
  href: string;
  /** Newest first (cardsBelow's order). */
  cards: readonly (PageCard & { href: string })[];
}

export function atomFeed({ siteUrl, siteName, route, title, description, href, cards }: FeedInput): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const updated = cards[0] ? vietnamDay(cards[0].date) : '1970-01-01T00:00:00+07:00';
  const entries = cards.map((card) =>
    [
      '  <entry>',
      `    <title>${escapeXml(card.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(card.href)}"/>`,
      `    <id>${url(card.href)}</id>`,
      `    <published>${vietnamDay(card.date)}</published>`,
      `    <updated>${vietnamDay(card.date)}</updated>`,
      `    <summary>${escapeXml(card.summary)}</summary>`,
      ...card.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="vi">',
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url(href)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(route)}"/>`,
    `  <id>${url(route)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
