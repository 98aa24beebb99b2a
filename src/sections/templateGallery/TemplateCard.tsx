import { Title, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { TemplateFile } from '../../model/generated.ts';
import { CheckList } from '../shared/CheckList.tsx';
import { TagList, TemplateMeta } from './TemplateMeta.tsx';
import classes from './TemplateGallery.module.css';
import { buttonProps } from '../shared/buttonProps.ts';

export interface TemplateCardProps {
  template: TemplateFile;
  headingOrder: 2 | 3;
  /** Opens the preview; the event's button gets the focus back when it closes. */
  onPreview: (template: TemplateFile, event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One template: cover, category · industry · colour, name, description, tags and features (all of
 * it in the prerendered HTML), and the "Xem trước" button that opens the preview dialog.
 */
export function TemplateCard({ template, headingOrder, onPreview }: TemplateCardProps) {
  const { cover, name, description, tags, features } = template;
  return (
    <li className={classes.card}>
      {/* Decorative here: the name follows; the preview shows the cover with its description. */}
      <img src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" decoding="async" className={classes.cover} />
      <div className={classes.body}>
        <TemplateMeta template={template} />
        <Title order={headingOrder} className={classes.name}>
          {name}
        </Title>
        {description ? <p className={classes.description}>{description}</p> : null}
        <TagList tags={tags} />
        <CheckList items={features} className={classes.features} />
        <div className={classes.action}>
          <button type="button" {...buttonProps({ variant: 'outline', size: 'sm' })} aria-haspopup="dialog" onClick={(event) => onPreview(template, event)}>
            Xem trước
            <VisuallyHidden component="span">{` ${name}`}</VisuallyHidden>
          </button>
        </div>
      </div>
    </li>
  );
}
