import { Title, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { TemplateFile } from '../../model/generated.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { demoHref, TagList, TemplateMeta, TemplatePrice } from './TemplateMeta.tsx';
import classes from './TemplateGallery.module.css';
import { buttonProps } from '../shared/buttonProps.ts';
import { scrollStyle } from '../shared/scrollPreview.ts';
import { HeadingText } from '../../kit/PageContext.tsx';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

export interface TemplateCardProps {
  template: TemplateFile;
  headingOrder: 2 | 3;
  /** Opens the preview; the event's button gets the focus back when it closes. */
  onPreview: (template: TemplateFile, event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One template: the top of its full-page render (scrolled through on hover and while a control of
 * the card has the focus), category · industry · colour, name, description, price from, tags and
 * features (all of it in the prerendered HTML), "Xem trước" (the preview dialog) and "Xem demo"
 * (the live demo page /templates/<id>).
 */
export function TemplateCard({ template, headingOrder, onPreview }: TemplateCardProps) {
  const { cover, name, description, tags, features } = template;
  return (
    <li className={classes.card}>
      {/* Decorative here: the name follows; the preview shows the render with its description. */}
      <div className={classes.shot}>
        <ResponsiveImage image={cover} alt="" className={classes.cover} style={scrollStyle(cover)} />
      </div>
      <div className={classes.body}>
        <TemplateMeta template={template} />
        <Title order={headingOrder} className={classes.name}>
          <HeadingText text={name} />
        </Title>
        {description ? <p className={classes.description}>{description}</p> : null}
        <TemplatePrice template={template} />
        <TagList tags={tags} />
        <CheckList items={features} className={classes.features} />
        <div className={classes.action}>
          <SmartLink href={demoHref(template)} {...buttonProps({ size: 'sm' })}>
            Xem demo
            <VisuallyHidden component="span">{` ${name}`}</VisuallyHidden>
          </SmartLink>
          <button type="button" {...buttonProps({ variant: 'outline', size: 'sm' })} aria-haspopup="dialog" onClick={(event) => onPreview(template, event)}>
            Xem trước
            <VisuallyHidden component="span">{` ${name}`}</VisuallyHidden>
          </button>
        </div>
      </div>
    </li>
  );
}
