import { Title } from '@mantine/core';
import { useId } from 'react';
import type { TeamSection } from '../../model/generated.ts';
import { Avatar } from '../shared/Avatar.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { CardGrid } from '../shared/CardGrid.tsx';
import classes from './Team.module.css';

/**
 * Member cards (avatar or initials, name, position, description, skill tags): 1 column on
 * phones, 2 from sm, from md 4 when there are exactly 4 members, otherwise 3.
 */
export function Team({ id, heading, description, members }: TeamSection) {
  const titleId = useId();
  const order = itemHeadingOrder(heading);
  return (
    <SectionShell type="team" id={id} labelledBy={heading ? titleId : undefined} label="Đội ngũ">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {/* role="list" keeps list semantics in Safari, which drops them with list-style: none. */}
      <CardGrid columns={members.length === 4 ? 4 : 3}>
        {members.map((member, index) => (
          <li key={index} className={classes.card}>
            <Avatar name={member.name} image={member.avatar} />
            <Title order={order} className={classes.name}>
              {member.name}
            </Title>
            <p className={classes.position}>{member.position}</p>
            <p className={classes.description}>{member.description}</p>
            {member.skills?.length ? (
              <ul role="list" aria-label="Kỹ năng" className={classes.skills}>
                {member.skills.map((skill, n) => (
                  <li key={n} className={classes.skill}>
                    {skill}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </CardGrid>
    </SectionShell>
  );
}
