import type { ServiceDetailSection } from '../../model/generated.ts';
import { PageIntro } from '../shared/PageIntro.tsx';

/**
 * Opening of a service's page, from the shared service (resolved from pages/_data/services/ before
 * rendering): its title as the page's h1, description and bullets, laid out like the hero without image.
 */
export function ServiceDetail({ type, id, eyebrow, service, buttons }: ServiceDetailSection) {
  return (
    <PageIntro type={type} id={id} eyebrow={eyebrow} title={service.title} description={service.description} highlights={service.bullets} buttons={buttons} />
  );
}
