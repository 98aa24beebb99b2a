import { Container, Text, Title } from '@mantine/core';
import type { CatalogueData, CatalogueTypePage } from '../model/boot.ts';
import { CATALOGUE_JSON_ATTRIBUTE } from '../model/prerendered.ts';
import { CATALOGUE_ROUTE } from '../model/catalogueRoutes.ts';
import type { PageSection } from '../model/prerendered.ts';
import { CatalogueIndex } from './CatalogueIndex.tsx';
import { catalogueStyles as styles } from './catalogueStyles.ts';
import { CopyJsonButton } from './CopyJsonButton.tsx';
import { Island } from '../kit/Island.tsx';
import { PageSectionView } from './PageView.tsx';

/**
 * A page of the section catalogue (built by src/engine/catalogue.ts): its index, or a section
 * type's page. In the prerendered document it is static HTML with islands, as a page is: the
 * example wakes with its own code if it has behaviour, and so does the copy button.
 */
export function Catalogue({ catalogue, sections }: { catalogue: CatalogueData; sections: readonly PageSection[] }) {
  if (catalogue.kind === 'index') return <CatalogueIndex types={catalogue.types} />;
  return <TypePage {...catalogue} sections={sections} />;
}

type TypePageProps = Omit<CatalogueTypePage, 'kind'> & { sections: readonly PageSection[] };

/**
 * One section type: its name and description, its example rendered through the registry as on a
 * page (inside the section's error boundary), the example's JSON with a copy button, and links to
 * the index and to the types before and after it.
 */
function TypePage({ entry, position, count, previous, next, sections }: TypePageProps) {
  return (
    <>
      <Container size="lg" pt="lg" pb="md">
        <nav aria-label="Vị trí trong danh mục">
          <ol style={styles.trail}>
            <li>
              <a href={CATALOGUE_ROUTE}>Danh mục section</a>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page">{entry.type}</li>
          </ol>
        </nav>
        <Title order={1} mt="sm">
          {entry.type}
        </Title>
        <Text c="gray.7" mt="xs">
          {entry.description}
        </Text>
        <Text size="sm" c="gray.7" mt="xs">
          Loại {position}/{count}. Ví dụ dưới đây hiển thị như trên trang thật; JSON của nó ở cuối trang.
        </Text>
      </Container>
      <div style={styles.example}>
        <PageSectionView sections={sections} index={0} />
      </div>
      <Container size="lg" pb="xl">
        <Title order={2} size="h3" id="json-vi-du" mt="lg">
          JSON của ví dụ
        </Title>
        <Text c="gray.7" mb="sm">
          Sao chép vào mảng “sections” của tệp trang rồi sửa nội dung.
        </Text>
        {/* Focusable: a long example scrolls, and keyboard users must be able to scroll it; a named region, so they know what they are in. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre style={styles.json} tabIndex={0} role="region" aria-labelledby="json-vi-du">
          <code {...{ [CATALOGUE_JSON_ATTRIBUTE]: '' }}>{entry.json}</code>
        </pre>
        <div style={styles.copy}>
          <Island spec={{ kind: 'copyJson' }}>
            <CopyJsonButton text={entry.json ?? ''} name={entry.type} />
          </Island>
        </div>
        <nav aria-label="Loại section khác" style={styles.neighbours}>
          {previous ? <a href={previous.route}>← {previous.type}</a> : <span />}
          <a href={CATALOGUE_ROUTE}>Tất cả loại section</a>
          {next ? <a href={next.route}>{next.type} →</a> : <span />}
        </nav>
      </Container>
    </>
  );
}
