// The listings that publish a feed: readers subscribe to the blog. The build writes each feed
// (src/publish/feed.ts); the listing and every page below it link it from <head>.

export interface Feed {
  /** The listing whose pages the feed carries (the pages directly below it with a card). */
  route: string;
  /** Where the feed is served. */
  href: string;
  /** What feed readers call it, before the site's name. */
  title: string;
}

export const FEEDS: readonly Feed[] = [{ route: '/blog', href: '/blog/feed.xml', title: 'Blog' }];

/** How many entries a feed carries: the newest. */
export const FEED_ENTRIES = 30;

/** The feed a page links: its own listing's, or its parent listing's. */
export const feedOf = (route: string): Feed | undefined => FEEDS.find((feed) => route === feed.route || route.startsWith(`${feed.route}/`));
