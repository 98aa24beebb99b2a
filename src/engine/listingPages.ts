// A listing of any size as static pages: the page holding a pageList without a limit (/blog) becomes
// its first page, followed by /blog/trang/2…, and, when the list has filters, one listing per tag
// (/blog/chu-de/seo, /blog/chu-de/seo/trang/2…). Every page is a document of its own, readable and
// navigable without JavaScript, in the sitemap, and small whatever the number of cards.
import type { PageListSection } from '../model/generated.ts';
import { DEFAULT_PER_PAGE, listingRoute, tagOptions, tagSlug, type ListingPlace, type TagOption } from '../model/listing.ts';
import type { PageModel, SiteModel } from './validateProject.ts';

type Card = PageListSection['pages'][number];

/** The index of the page's listing section: its first top-level pageList without a limit. */
export function listingIndex(sections: readonly { type: string; limit?: unknown }[]): number {
  return sections.findIndex((section) => section.type === 'pageList' && section.limit === undefined);
}

/** `sections` with the listing's cards replaced by `cards`. */
const withCards = <S extends readonly { type: string }[]>(sections: S, index: number, cards: Card[]): S =>
  sections.map((section, i) => (i === index ? { ...section, pages: cards } : section)) as unknown as S;

/** A page's title and description on a later page or a tag's page: where the visitor is first. */
function metaOf(page: PageModel, place: ListingPlace, tagLabel: string): PageModel['meta'] {
  const where = [place.tag ? `${tagLabel}: ${place.tag.label}` : '', place.page > 1 ? `Trang ${place.page}/${place.pageCount}` : ''].filter(Boolean).join(', ');
  const { canonical: _ownCanonical, ...meta } = page.meta;
  return where ? { ...meta, title: `${where} – ${meta.title}`, description: `${where}. ${meta.description}` } : page.meta;
}

/** Every page of the listing `page` holds (itself first), or just `page` when it holds none. */
export function pagesOfListing(page: PageModel): PageModel[] {
  const index = listingIndex(page.sections);
  if (index < 0) return [page];
  const section = page.sections[index] as PageListSection;
  const cards = section.pages;
  const perPage = section.perPage ?? DEFAULT_PER_PAGE;
  const tags = section.filters ? tagOptions(cards) : [];
  const tagLabel = section.filters?.tagLabel ?? 'Chủ đề';
  const out: PageModel[] = [];
  const split = (listed: Card[], tag?: TagOption) => {
    const pageCount = Math.max(1, Math.ceil(listed.length / perPage));
    for (let n = 1; n <= pageCount; n++) {
      const place: ListingPlace = { route: page.route, page: n, pageCount, total: listed.length, tags, ...(tag ? { tag } : {}) };
      const shown = listed.slice((n - 1) * perPage, n * perPage);
      const first = n === 1 && !tag;
      const { experiment, card } = page;
      out.push({
        ...page,
        route: listingRoute(page.route, n, tag?.slug),
        meta: first ? page.meta : metaOf(page, place, tagLabel),
        sections: withCards(page.sections, index, shown),
        listing: place,
        // Only the listing itself is a card in another list.
        card: first ? card : undefined,
        // The experiment runs on the listing's own route; its variants list the same first page.
        ...(first && experiment
          ? {
              experiment: {
                ...experiment,
                variants: experiment.variants.map((variant) =>
                  variant.sections ? { ...variant, sections: withCards(variant.sections, index, shown) } : variant,
                ) as typeof experiment.variants,
              },
            }
          : { experiment: undefined }),
      });
    }
  };
  split(cards);
  for (const tag of tags)
    split(
      cards.filter((card) => card.tags.some((t) => tagSlug(t) === tag.slug)),
      tag,
    );
  // No undefined keys: a page's render key is the JSON of what it holds.
  return out.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as PageModel);
}

/** The model with each listing split into its pages, sorted by route (what the build writes and the dev server serves). */
export function withListingPages(model: SiteModel): SiteModel {
  const pages = model.pages.flatMap(pagesOfListing).sort((a, b) => a.route.localeCompare(b.route));
  return { ...model, pages };
}

/** What a listing's cards file holds (`cardsFileOf`): every card of the listing on `page`, without its image. */
export function listingCards(page: Pick<PageModel, 'sections'>): Omit<Card, 'image'>[] {
  const index = listingIndex(page.sections);
  return index < 0 ? [] : (page.sections[index] as PageListSection).pages.map(({ image: _image, ...card }) => card);
}
