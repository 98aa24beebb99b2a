import { useId } from 'react';
import type { DeviceShowcaseSection } from '../../model/generated.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { scrollStyle } from '../shared/scrollPreview.ts';
import classes from './DeviceShowcase.module.css';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

/**
 * Finished websites in device frames drawn in CSS: the full-page render in a laptop's screen (it
 * scrolls to the end on hover, or while the item's button has the focus, unless the visitor asked
 * for reduced motion), the first phone screen in a phone leaning on it, then label, name, text and
 * a button. Static: prerendered, no code in the browser.
 */
export function DeviceShowcase({ id, heading, description, items }: DeviceShowcaseSection) {
  const titleId = useId();
  const Heading = `h${itemHeadingOrder(heading)}` as const;
  return (
    <SectionShell type="deviceShowcase" id={id} labelledBy={heading ? titleId : undefined} label="Website đã thực hiện">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <ul className={classes.list}>
        {items.map((item, index) => (
          <li key={index} className={classes.item}>
            <div className={classes.devices}>
              <div className={classes.laptop}>
                <div className={classes.screen}>
                  <ResponsiveImage image={item.desktop} style={scrollStyle(item.desktop)} />
                </div>
              </div>
              {item.phone ? (
                <div className={classes.phone}>
                  <ResponsiveImage image={item.phone} />
                </div>
              ) : null}
            </div>
            {item.label ? <p className={classes.label}>{item.label}</p> : null}
            <Heading className={classes.title}>{item.title}</Heading>
            {item.description ? <p className={classes.description}>{item.description}</p> : null}
            {item.link ? <ActionButton button={{ ...item.link, hiddenLabel: item.title }} size="sm" /> : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
