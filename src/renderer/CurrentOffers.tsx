import { SmartLink } from '../kit/SmartLink.tsx';
import { offerEndText, type Offer } from '../model/offers.ts';
import classes from './NotFound.module.css';

/** The heading of the 404 page's list of current offers. */
export const OFFERS_HEADING = 'Ưu đãi đang diễn ra';

/**
 * The current offers on the 404 page (src/model/offers.ts): a heading and a list of links, each with
 * when it ends. Rendered by the build only (src/entry.server.tsx): plain HTML that no script reads, so
 * no client code is added; its styles are the not-found page's.
 */
export function CurrentOffers({ offers }: { offers: readonly Offer[] }) {
  return (
    <section className={classes.offers} aria-labelledby="uu-dai-dang-dien-ra">
      <h2 id="uu-dai-dang-dien-ra" className={classes.offersTitle}>
        {OFFERS_HEADING}
      </h2>
      <ul className={classes.offerList}>
        {offers.map((offer) => (
          <li key={offer.route}>
            <SmartLink href={offer.route} className={classes.offer}>
              {offer.title}
            </SmartLink>
            <span className={classes.offerEnds}>{offerEndText(offer.expiresAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
