import { pageNumbers, pageRoute, type ListingPlace } from '../../model/listing.ts';
import classes from './PageList.module.css';

/**
 * Links to the listing's other pages: "Trang trước", the numbers (the current one
 * aria-current="page") and "Trang sau". Plain links: each page is a document of its own.
 */
export function PageLinks({ place }: { place: ListingPlace }) {
  if (place.pageCount <= 1) return null;
  const { page, pageCount } = place;
  return (
    <nav aria-label="Phân trang" className={classes.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageRoute(place, page - 1)} rel="prev" className={classes.pageLink}>
              ← Trang trước
            </a>
          </li>
        ) : null}
        {pageNumbers(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={pageRoute(place, n)} className={classes.pageLink} aria-label={`Trang ${n}`} aria-current={n === page ? 'page' : undefined}>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={pageRoute(place, page + 1)} rel="next" className={classes.pageLink}>
              Trang sau →
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
