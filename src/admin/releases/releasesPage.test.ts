import { describe, expect, it } from 'vitest';
import { releasesPage as releasesMarkup } from './releasesPage.ts';

/** The page's HTML as sent. */
const releasesPage = (...args: Parameters<typeof releasesMarkup>) => String(releasesMarkup(...args));

const releases = [
  { id: '20261122T000000000Z-b', createdAt: '2026-11-22T00:00:00.000Z', by: 'lan@amdigital.vn', reason: 'publish', changedRoutes: ['/uu-dai'] },
  { id: '20261121T000000000Z-a', createdAt: '2026-11-21T00:00:00.000Z', by: 'cli', reason: 'deploy' },
];

describe('the releases page', () => {
  it('says which release is live, and who put it there when: a rollback by its publisher', () => {
    const html = releasesPage({
      releases,
      current: releases[1]!.id,
      since: { id: releases[1]!.id, by: 'minh@amdigital.vn', reason: 'rollback', at: '2026-11-22T08:30:00.000Z' },
      csrf: 't',
    });
    const live = /<li aria-current="true">(.*?)<\/li>/s.exec(html)![1]!;
    expect(live).toContain('Khách đang xem bản này.');
    expect(live).toContain('Đưa lên web lúc 22/11/2026 15:30:00 (quay lại bản cũ), minh@amdigital.vn.');
    // The other one can be put back; the live one cannot.
    expect(html.match(/name="ban"/g)).toHaveLength(1);
    expect(html).toContain(`value="${releases[0]!.id}"`);
  });

  it('names no one when the switch that put the live release there is not known', () => {
    const html = releasesPage({
      releases,
      current: releases[0]!.id,
      since: { id: releases[1]!.id, by: 'minh@amdigital.vn', reason: 'rollback', at: '2026-11-22T08:30:00.000Z' },
      csrf: 't',
    });
    expect(html).toContain('<p><strong>Khách đang xem bản này.</strong></p>');
    expect(html).not.toContain('minh@amdigital.vn');
  });
});
