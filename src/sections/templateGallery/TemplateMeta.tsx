import type { TemplateFile } from '../../model/generated.ts';
import { formatVnd } from '../../lib/format.ts';
import { CATEGORY_LABELS, COLOR_LABELS, INDUSTRY_LABELS } from './labels.ts';
import classes from './TemplateGallery.module.css';

// What the card and the preview both show of a template besides its name.

/** The live demo page of a template (the validator checks that it exists: TEMPLATE_DEMO_MISSING). */
export const demoHref = (template: Pick<TemplateFile, 'id'>) => `/templates/${template.id}`;

/** "Landing page · SaaS · ● Màu chàm": the values the filters select on. */
export function TemplateMeta({ template }: { template: TemplateFile }) {
  return (
    <p className={classes.meta}>
      {CATEGORY_LABELS[template.category]} · {INDUSTRY_LABELS[template.industry]} ·{' '}
      <span className={classes.swatch} data-accent={template.color} aria-hidden="true" />
      {`Màu ${COLOR_LABELS[template.color].toLocaleLowerCase('vi')}`}
    </p>
  );
}

/** "Trọn gói từ 4.900.000 ₫": the price of a website built on the template. */
export function TemplatePrice({ template }: { template: TemplateFile }) {
  return (
    <p className={classes.price}>
      Trọn gói từ <strong>{formatVnd(template.price)}</strong>
    </p>
  );
}

/** The template's tags as small pills. */
export function TagList({ tags }: { tags: string[] }) {
  return (
    <ul className={classes.tags} aria-label="Thẻ">
      {tags.map((tag, index) => (
        <li key={index}>{tag}</li>
      ))}
    </ul>
  );
}
