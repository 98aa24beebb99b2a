import { useEffect, useState } from 'react';
import { cardsFileOf } from '../../model/listing.ts';
import type { ListedCard as ListedPage } from '../../model/listing.ts';

export type ListingCards = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; cards: ListedPage[] };

/** Answers of one page view, by listing route: typing more never fetches again. */
const loaded = new Map<string, Promise<ListedPage[]>>();

function load(route: string): Promise<ListedPage[]> {
  let cards = loaded.get(route);
  if (!cards) {
    cards = fetch(cardsFileOf(route)).then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      const body: unknown = await response.json();
      // Anything but a list of cards is a failure, never an empty result.
      if (!Array.isArray(body)) throw new Error('not a list');
      return body as ListedPage[];
    });
    // A failed fetch may be tried again at the next search.
    cards.catch(() => loaded.delete(route));
    loaded.set(route, cards);
  }
  return cards;
}

/** Every card of the listing at `route` (all its pages), fetched once `wanted` first turns true. */
export function useListingCards(route: string | undefined, wanted: boolean): ListingCards {
  const [answer, setAnswer] = useState<{ route: string; cards?: ListedPage[] } | null>(null);
  const answered = Boolean(route) && answer?.route === route;
  useEffect(() => {
    if (!route || !wanted || answered) return;
    let current = true;
    load(route).then(
      (cards) => current && setAnswer({ route, cards }),
      () => current && setAnswer({ route }),
    );
    return () => {
      current = false;
    };
  }, [route, wanted, answered]);
  if (answered) return answer?.cards ? { state: 'ready', cards: answer.cards } : { state: 'failed' };
  return { state: route && wanted ? 'loading' : 'idle' };
}
