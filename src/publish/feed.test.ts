import { describe, expect, it } from 'vitest';
import { atomFeed } from './feed.ts';

const card = (title: string, date: string, tags: [string, ...string[]] = ['SEO']) => ({
  href: `/blog/${date}`,
  title,
  summary: `Tóm tắt <b>${title}</b> & hơn thế`,
  date,
  tags,
  image: { src: '/images/a.svg', alt: '', width: 1200, height: 630 },
});

describe('the Atom feed', () => {
  const xml = atomFeed({
    siteUrl: 'https://amdigital.vn',
    siteName: 'AM Digital',
    route: '/blog',
    title: 'Blog | AM Digital',
    description: 'Bài viết về "marketing" số',
    href: '/blog/feed.xml',
    cards: [card('Mới nhất', '2026-11-20', ['Đo lường', 'A&B']), card('Cũ hơn', '2026-10-01')],
  });

  it('names the listing, itself and its newest date, in Vietnam time, with absolute URLs', () => {
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="vi">');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://amdigital.vn/blog/feed.xml"/>');
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://amdigital.vn/blog"/>');
    expect(xml).toContain('<updated>2026-11-20T00:00:00+07:00</updated>');
    expect(xml).toContain('<subtitle>Bài viết về &quot;marketing&quot; số</subtitle>');
  });

  it('lists the entries in the order given, each with its link, dates, escaped summary and topics', () => {
    const entries = xml.split('<entry>').slice(1);
    expect(entries.map((entry) => /<title>(.*)<\/title>/.exec(entry)![1])).toEqual(['Mới nhất', 'Cũ hơn']);
    expect(entries[0]).toContain('<link rel="alternate" type="text/html" href="https://amdigital.vn/blog/2026-11-20"/>');
    expect(entries[0]).toContain('<published>2026-11-20T00:00:00+07:00</published>');
    expect(entries[0]).toContain('<summary>Tóm tắt &lt;b&gt;Mới nhất&lt;/b&gt; &amp; hơn thế</summary>');
    expect(entries[0]).toContain('<category term="A&amp;B"/>');
    expect(xml).not.toContain('<b>');
  });
});
