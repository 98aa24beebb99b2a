import { describe, expect, it } from 'vitest';
import { currentOffers, MAX_OFFERS, offerEndText } from './offers.ts';

const SITE = 'AM Digital';
const page = (route: string, schedule?: { publishAt?: string; expiresAt?: string; redirectTo?: string }, title = `${route} | AM Digital`) => ({
  route,
  meta: { title },
  ...(schedule ? { schedule } : {}),
});
const blackFriday = page(
  '/uu-dai/black-friday',
  { publishAt: '2026-11-27T00:00:00+07:00', expiresAt: '2026-12-01T00:00:00+07:00' },
  'Black Friday: giảm 20% | AM Digital',
);
const pages = [
  page('/'),
  page('/ra-mat', { publishAt: '2026-11-20T00:00:00+07:00' }),
  blackFriday,
  page('/uu-dai/tet', { expiresAt: '2027-02-01T00:00:00+07:00', redirectTo: '/' }, 'Ưu đãi Tết — AM Digital'),
];
const routes = (at: string) => currentOffers(pages, new Date(at), SITE).map((offer) => offer.route);

describe('currentOffers (a clock the test sets)', () => {
  it('lists only pages with an expiry that are published at that instant, ending soonest first', () => {
    expect(routes('2026-11-26T16:59:59Z')).toEqual(['/uu-dai/tet']);
    expect(routes('2026-11-26T17:00:00Z')).toEqual(['/uu-dai/black-friday', '/uu-dai/tet']);
    expect(routes('2026-11-30T16:59:59Z')).toEqual(['/uu-dai/black-friday', '/uu-dai/tet']);
    expect(routes('2026-11-30T17:00:00Z')).toEqual(['/uu-dai/tet']);
    expect(routes('2027-01-31T17:00:00Z')).toEqual([]);
  });

  it('titles an offer by its card, else by its meta title without the site name', () => {
    const at = new Date('2026-11-28T00:00:00Z');
    expect(currentOffers(pages, at, SITE).map((offer) => offer.title)).toEqual(['Black Friday: giảm 20%', 'Ưu đãi Tết']);
    expect(currentOffers([{ ...blackFriday, card: { title: 'Black Friday' } }], at, SITE)).toEqual([
      { route: '/uu-dai/black-friday', title: 'Black Friday', expiresAt: '2026-12-01T00:00:00+07:00' },
    ]);
  });

  it('leaves out template demos and keeps the list short; equal ends in route order', () => {
    const many = Array.from({ length: MAX_OFFERS + 2 }, (_, i) => page(`/uu-dai/${String.fromCharCode(104 - i)}`, { expiresAt: '2027-01-01T00:00:00+07:00' }));
    const listed = currentOffers([...many, { ...blackFriday, demo: { template: 'x' } }], new Date('2026-11-28T00:00:00Z'), SITE);
    expect(listed.map((offer) => offer.route)).toEqual(['/uu-dai/b', '/uu-dai/c', '/uu-dai/d', '/uu-dai/e', '/uu-dai/f']);
  });
});

describe('offerEndText', () => {
  it('an expiry at midnight in Vietnam is the end of the day before', () => {
    expect(offerEndText('2026-12-01T00:00:00+07:00')).toBe('Đến hết ngày 30/11/2026');
    expect(offerEndText('2026-11-30T17:00:00Z')).toBe('Đến hết ngày 30/11/2026');
    expect(offerEndText('2027-01-01T00:00:00+07:00')).toBe('Đến hết ngày 31/12/2026');
  });

  it('another time is written with its hour, in Vietnam time', () => {
    expect(offerEndText('2026-11-30T18:00:00+07:00')).toBe('Đến 18:00 ngày 30/11/2026');
    expect(offerEndText('2026-11-30T20:30:00Z')).toBe('Đến 03:30 ngày 01/12/2026');
  });
});
