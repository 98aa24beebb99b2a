import { pageButtons } from './galleryState.ts';
import classes from './TemplateGallery.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * "Trang trước", the page numbers (the current one aria-current="page") and "Trang sau"; nothing
 * for a single page. Ends are aria-disabled rather than disabled, so the focus is not lost when
 * the button just pressed reaches the first or last page.
 */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onChange(target);
  };
  return (
    <nav aria-label="Phân trang" className={classes.pagination}>
      <ul>
        <li>
          <button type="button" className={classes.page} aria-disabled={page === 1} onClick={() => go(page - 1)}>
            Trang trước
          </button>
        </li>
        {pageButtons(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button type="button" className={classes.page} aria-label={`Trang ${n}`} aria-current={n === page ? 'page' : undefined} onClick={() => go(n)}>
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={classes.page} aria-disabled={page === pageCount} onClick={() => go(page + 1)}>
            Trang sau
          </button>
        </li>
      </ul>
    </nav>
  );
}
