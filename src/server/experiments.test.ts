// The A/B assignment's pieces: the weighted draw (seeded), the bot list, the cookie.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/seeded.ts';
import { cookieValue, drawVariant, experimentCookieHeader, isBot } from './experiments.ts';

describe('drawVariant', () => {
  it('splits 10,000 draws by the weights, within four standard deviations', () => {
    const variants = [
      { id: 'a', weight: 20 },
      { id: 'b', weight: 30 },
      { id: 'c', weight: 50 },
    ];
    const random = seeded(41);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const v = drawVariant(variants, random);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const { id, weight } of variants) {
      const p = weight / 100;
      const sd = Math.sqrt(10_000 * p * (1 - p));
      expect(Math.abs(counts.get(id)! - 10_000 * p), id).toBeLessThan(4 * sd);
    }
  });

  it('reads the edges of [0, 1): 0 is the first variant, just under 1 the last', () => {
    const variants = [
      { id: 'a', weight: 50 },
      { id: 'b', weight: 50 },
    ];
    expect(drawVariant(variants, () => 0)).toBe('a');
    expect(drawVariant(variants, () => 0.4999)).toBe('a');
    expect(drawVariant(variants, () => 0.5)).toBe('b');
    expect(drawVariant(variants, () => 0.999999)).toBe('b');
  });
});

describe('isBot', () => {
  it('knows search engines, link previews and scripts, and no user agent at all', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      '',
      undefined,
    ])
      expect(isBot(ua), String(ua)).toBe(true);
  });

  it('lets visitors through: desktop and phone browsers, Zalo and Facebook in-app, a Cubot phone', () => {
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Zalo android/12100722 ZaloTheme/light ZaloLanguage/vi',
      'Mozilla/5.0 (Linux; Android 14; 23053RN02A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.39.110;]',
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ])
      expect(isBot(ua), ua).toBe(false);
  });
});

describe('the cookie', () => {
  it('is read by its exact name', () => {
    expect(cookieValue('x=1; ab_thu=b; ab_thu-hai=c', 'ab_thu')).toBe('b');
    expect(cookieValue('ab_thu-hai=c', 'ab_thu')).toBeUndefined();
    expect(cookieValue(undefined, 'ab_thu')).toBeUndefined();
  });

  it('holds only the variant, first-party and functional: Path=/, HttpOnly, SameSite=Lax, 90 days, Secure over https', () => {
    expect(experimentCookieHeader('thu', 'b', false)).toBe('ab_thu=b; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax');
    expect(experimentCookieHeader('thu', 'b', true)).toBe('ab_thu=b; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax; Secure');
  });
});
