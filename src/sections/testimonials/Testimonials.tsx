import { Paper, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import type { TestimonialsSection } from '../../model/generated.ts';
import { Avatar } from '../shared/Avatar.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { Stars } from './Stars.tsx';
import classes from './Testimonials.module.css';

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
              <Avatar name={item.name} image={item.avatar} />
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
