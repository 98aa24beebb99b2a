import { useId } from 'react';
import type { ServiceGridSection } from '../../model/generated.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { Card, CardGrid } from '../shared/CardGrid.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';

const DEFAULT_LINK_LABEL = 'Xem chi tiết';

/**
 * The shared services (resolved from pages/_data/services/ before rendering) as cards: icon, title,
 * text, check list and a link to the service's page. Every link shows the same label, so screen
 * readers also hear the service's title ("Xem chi tiết SEO tổng thể").
 */
export function ServiceGrid({ id, heading, description, services, linkLabel }: ServiceGridSection) {
  const titleId = useId();
  const order = itemHeadingOrder(heading);
  const label = linkLabel ?? DEFAULT_LINK_LABEL;
  return (
    <SectionShell type="serviceGrid" id={id} labelledBy={heading ? titleId : undefined} label="Dịch vụ">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <CardGrid>
        {services.map((service, index) => (
          <Card
            key={`${index}-${service.href}`}
            icon={service.icon}
            title={service.title}
            headingOrder={order}
            description={service.description}
            action={<ActionButton button={{ label, href: service.href, variant: 'secondary', hiddenLabel: service.title }} size="sm" />}
          >
            <CheckList items={service.bullets} />
          </Card>
        ))}
      </CardGrid>
    </SectionShell>
  );
}
