import { Paper, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import { initials } from '../../lib/format.ts';
import type { TestimonialsSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { Stars } from './Stars.tsx';
import classes from './Testimonials.module.css';

type Item = TestimonialsSection['items'][number];

function Avatar({ item }: { item: Item }) {
  if (item.avatar) {
    const { src, alt, width, height } = item.avatar;
    return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={classes.avatar} />;
  }
  // The name is written next to it: the initials are decoration.
  return (
    <span aria-hidden="true" data-initials="" className={`${classes.avatar} ${classes.initials}`}>
      {initials(item.name)}
    </span>
  );
}

/**
 * Customer quotes as <figure>s: stars, the quote in a <blockquote>, optional result figures,
 * and the person in the <figcaption>.
 */
export function Testimonials({ id, heading, description, items }: TestimonialsSection) {
  const titleId = useId();
  const count = items.length;
  return (
    <SectionShell type="testimonials" id={id} labelledBy={heading ? titleId : undefined} label="Đánh giá của khách hàng" muted>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <SimpleGrid cols={{ base: 1, sm: Math.min(count, 2), lg: Math.min(count, 3) }} spacing="lg">
        {items.map((item, index) => (
          <Paper key={index} component="figure" withBorder radius="md" className={classes.card}>
            <Stars rating={item.rating ?? 5} />
            <blockquote className={classes.quote}>
              <p>{item.content}</p>
            </blockquote>
            {item.stats?.length ? (
              <ul className={classes.results}>
                {item.stats.map((stat, n) => (
                  <li key={n}>
                    <span className={classes.value}>{stat.value}</span> <span className={classes.resultLabel}>{stat.label}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <figcaption className={classes.person}>
              <Avatar item={item} />
              <span>
                <span className={classes.name}>{item.name}</span>
                <span className={classes.position}>{item.position}</span>
              </span>
            </figcaption>
          </Paper>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
