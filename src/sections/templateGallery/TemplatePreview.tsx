import { IconX } from '@tabler/icons-react';
import { useId, useRef, type MouseEvent, type RefObject } from 'react';
import type { Button, TemplateFile } from '../../model/generated.ts';
import { useModalDialog } from '../../kit/useModalDialog.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import modal from '../../kit/ModalDialog.module.css';
import { ButtonRow } from '../shared/ActionButtons.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { withTemplate } from '../shared/useChosenTemplate.ts';
import { demoHref, TagList, TemplateMeta, TemplatePrice } from './TemplateMeta.tsx';
import classes from './TemplateGallery.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';

export const DEFAULT_USE_LINK: Button = { label: 'Dùng mẫu này', href: '/contact' };
export const DEFAULT_PRICING_LINK: Button = { label: 'Xem bảng giá thiết kế', href: '/pricing/web' };

export interface TemplatePreviewProps {
  /** The template shown; the dialog is open while there is one. */
  template: TemplateFile | undefined;
  /** Asks the owner to clear `template`: close button, Escape, backdrop click, a link followed. */
  onClose: () => void;
  /** The "Xem trước" button that opened it: it gets the focus back. */
  returnFocusRef: RefObject<HTMLElement | null>;
  useLink?: Button;
  pricingLink?: Button;
}

/** The label of the link to a template's live demo page, in the card and the preview. */
export const DEMO_LABEL = 'Xem demo';

/**
 * A template's preview in a native modal <dialog> (as the Launchpad: focus kept inside by the
 * browser, Escape closes, focus goes back to the opener): the full-page render in a box that
 * scrolls (by wheel, touch or keyboard), name, category, industry, colour, price, tags, features,
 * "Xem demo" (the live demo page) and the two links, each carrying ?template=<id>.
 */
export function TemplatePreview({ template, onClose, returnFocusRef, useLink = DEFAULT_USE_LINK, pricingLink = DEFAULT_PRICING_LINK }: TemplatePreviewProps) {
  const { ui } = useSite();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(template !== undefined, dialogRef, returnFocusRef, closeRef);

  // A click on the <dialog> itself hit the backdrop (the panel fills it); a followed link leaves.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget || (event.target as Element).closest('a')) onClose();
  };

  return (
    // The click handler only serves pointer users; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={`${modal.dialog} ${classes.dialog}`}
      aria-labelledby={template ? titleId : undefined}
      onClose={onClose}
      onClick={onClick}
    >
      {template ? (
        <div className={`${modal.panel} ${classes.preview}`}>
          <div className={modal.head}>
            <h2 id={titleId} className={modal.title}>
              <HeadingText text={template.name} />
            </h2>
            <button ref={closeRef} type="button" className={modal.close} aria-label={ui.close} onClick={onClose}>
              <IconX aria-hidden="true" focusable="false" size={22} />
            </button>
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll the render (axe: scrollable-region-focusable) */}
          <div className={classes.previewShot} tabIndex={0} role="group" aria-label={`Toàn trang mẫu ${template.name}, cuộn để xem`}>
            <img src={template.cover.src} alt={template.cover.alt} width={template.cover.width} height={template.cover.height} className={classes.cover} />
          </div>
          <TemplateMeta template={template} />
          {template.description ? <p className={classes.description}>{template.description}</p> : null}
          <TemplatePrice template={template} />
          <TagList tags={template.tags} />
          <h3 className={classes.subheading}>Tính năng nổi bật</h3>
          <CheckList items={template.features} />
          <ButtonRow
            buttons={[
              { ...useLink, href: withTemplate(useLink.href, template.id) },
              { label: DEMO_LABEL, href: demoHref(template), variant: 'secondary' },
              { variant: 'secondary', ...pricingLink, href: withTemplate(pricingLink.href, template.id) },
            ]}
          />
        </div>
      ) : null}
    </dialog>
  );
}
