import { SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { HeroSection } from '../../model/generated.ts';
import { ButtonRow } from './ActionButtons.tsx';
import { CheckList } from './CheckList.tsx';
import { SectionShell } from './SectionShell.tsx';
import classes from './PageIntro.module.css';

export interface PageIntroProps extends Omit<HeroSection, 'type'> {
  /** Section type, for data-section. */
  type: string;
}

/**
 * A page's opening section (hero, serviceDetail): the page's only h1, text, check list and buttons,
 * with the image beside them from md up; centred when there is no image.
 */
export function PageIntro({ type, id, eyebrow, title, description, highlights, buttons, image }: PageIntroProps) {
  const titleId = useId();
  const centered = !image;
  const content = (
    <div className={centered ? `${classes.content} ${classes.centered}` : classes.content}>
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

  return (
    <SectionShell type={type} id={id} labelledBy={titleId} label={title} className={classes.intro}>
      {image ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }} className={classes.grid}>
          {content}
          <div className={classes.media}>
            {/* The opening image is usually the largest paint: load it first, sized to avoid layout shift. */}
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="eager" fetchPriority="high" className={classes.image} />
          </div>
        </SimpleGrid>
      ) : (
        content
      )}
    </SectionShell>
  );
}
