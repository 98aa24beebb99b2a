import { SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { HeroSection } from '../../model/generated.ts';
import { ButtonRow } from './ActionButtons.tsx';
import { CheckList } from './CheckList.tsx';
import { SectionShell } from './SectionShell.tsx';
import classes from './PageIntro.module.css';
import { ResponsiveImage } from './ResponsiveImage.tsx';

export interface PageIntroProps extends Omit<HeroSection, 'type'> {
  /** Section type, for data-section. */
  type: string;
}

/**
 * A page's opening section (hero, serviceDetail): the page's only h1, text, check list and buttons.
 * Layout "split" (default): the image beside them from md up, centred text when there is no image;
 * "centered": centred text, the image below it; "start": text aligned left in a reading-width column,
 * the image beside it.
 */
export function PageIntro({ type, id, eyebrow, layout, title, description, highlights, buttons, image }: PageIntroProps) {
  const titleId = useId();
  const centered = layout === 'centered' || (!image && layout !== 'start');
  const contentClass = [classes.content, centered ? classes.centered : '', layout === 'start' ? classes.start : ''].filter(Boolean).join(' ');
  const content = (
    <div className={contentClass}>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <Title order={1} id={titleId} className={classes.title}>
        {title}
      </Title>
      {description ? (
        <Text size="lg" c="gray.7">
          {description}
        </Text>
      ) : null}
      {highlights?.length ? <CheckList items={highlights} inline={centered} /> : null}
      <ButtonRow buttons={buttons} size="lg" center={centered} />
    </div>
  );

  // The opening image is usually the largest paint: load it first, sized to avoid layout shift.
  const picture = image ? (
    <div className={classes.media}>
      <ResponsiveImage image={image} load="priority" className={classes.image} />
    </div>
  ) : null;

  return (
    <SectionShell type={type} id={id} labelledBy={titleId} label={title} className={classes.intro}>
      {centered ? (
        <>
          {content}
          {picture}
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }} className={classes.grid}>
          {content}
          {picture}
        </SimpleGrid>
      )}
    </SectionShell>
  );
}
