import { IconStar, IconStarFilled } from '@tabler/icons-react';
import classes from './Testimonials.module.css';

const MAX = 5;

/** Five stars as one image whose name says the rating: "Đánh giá 4 trên 5 sao". */
export function Stars({ rating }: { rating: number }) {
  const value = Math.min(MAX, Math.max(0, Math.round(rating)));
  return (
    <div role="img" aria-label={`Đánh giá ${value} trên ${MAX} sao`} className={classes.stars}>
      {Array.from({ length: MAX }, (_, index) =>
        index < value ? (
          <IconStarFilled key={index} aria-hidden="true" focusable="false" size={18} data-star="filled" />
        ) : (
          <IconStar key={index} aria-hidden="true" focusable="false" size={18} data-star="empty" />
        ),
      )}
    </div>
  );
}
