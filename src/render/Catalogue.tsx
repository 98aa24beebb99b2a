import { Container, Text, Title } from '@mantine/core';
import { useEffect, type CSSProperties } from 'react';
import type { CatalogueEntry } from '../app/boot.ts';
import { CATALOGUE_JSON_ATTRIBUTE } from '../app/prerendered.ts';
import type { Section } from '../model/generated.ts';
import { CopyJsonButton } from './CopyJsonButton.tsx';
import { DEFERRED_LAYOUT_ATTRIBUTE, layOutDeferredParts } from './deferredLayout.ts';
import { Island } from './Island.tsx';
import { PageSectionView } from './PageView.tsx';
import { SiteIcon, type SiteIconName } from './SiteIcon.tsx';

/** Every icon name the schemas accept ("icon" of featureGrid, services, dock): tsc fails when the list and the schema differ. */
export const ICON_NAMES = Object.keys({
  home: 0,
  services: 0,
  portfolio: 0,
  blog: 0,
  about: 0,
  contact: 0,
  pricing: 0,
  process: 0,
  faq: 0,
  seo: 0,
  ads: 0,
  web: 0,
  content: 0,
  email: 0,
  zns: 0,
  hosting: 0,
  vps: 0,
  domain: 0,
  ssl: 0,
  templates: 0,
  maps: 0,
  miniapp: 0,
  library: 0,
  ecosystem: 0,
} satisfies Record<SiteIconName, 0>) as SiteIconName[];

// Inline styles, not a CSS module: the site's one stylesheet is at its 12 KB budget and every page
// loads it, while these few rules matter on this one authoring page only.
const styles = {
  toc: { display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.25rem', margin: '0.5rem 0 0', padding: 0, listStylePosition: 'inside' },
  entry: { paddingBlock: '2rem', borderTop: '1px solid var(--mantine-color-gray-3)', scrollMarginTop: '4.5rem' },
  // Framed, so where the example starts and ends stays visible against white sections.
  example: { marginBlock: '1rem', borderBlock: '1px dashed var(--mantine-color-gray-4)' },
  json: {
    maxHeight: '24rem',
    margin: 0,
    padding: '1rem',
    overflow: 'auto',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-gray-0)',
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: 'var(--mantine-font-size-sm)',
  },
  copy: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem', marginTop: '0.75rem' },
  icons: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: '0.75rem', margin: '1rem 0 0', padding: 0, listStyle: 'none' },
  icon: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.25rem',
    padding: '0.75rem 0.25rem',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-gray-0)',
  },
} satisfies Record<string, CSSProperties>;

/** A long page: each entry is laid out when near the view, or in steps after load (src/render/deferredLayout.ts). */
const deferredLayout = { [DEFERRED_LAYOUT_ATTRIBUTE]: '' };

/**
 * The section catalogue (/_catalogue, built by src/engine/catalogue.ts): a table of contents, then
 * for each section type its name, description, its example rendered through the registry as on a
 * page (inside the section's error boundary) and the example's JSON with a copy button; then the
 * icons an "icon" field may name. In the prerendered document it is static HTML with islands, as
 * a page is: each example with behaviour and each copy button wakes on its own (near the view, or
 * when used), with only its own code.
 */
export function Catalogue({ entries, sections }: { entries: CatalogueEntry[]; sections: Section[] }) {
  // Rendered in the browser (client navigation): its parts are laid out in steps, as in the
  // document, where the entry does it (src/entry.client.tsx).
  useEffect(() => void layOutDeferredParts(), []);
  return (
    <>
      <Container size="lg" pt="xl" pb="md">
        <Title order={1}>Danh mục section</Title>
        <Text c="gray.7" mt="sm">
          Mỗi loại section dùng được trong mảng “sections” của tệp trang (pages/*.json): mô tả, ví dụ hiển thị như trên trang thật và JSON của ví dụ để sao
          chép. Trang dành cho người soạn nội dung, không hiện trên công cụ tìm kiếm.
        </Text>
        <nav aria-labelledby="muc-luc">
          <Title order={2} size="h3" id="muc-luc" mt="lg">
            Mục lục ({entries.length} loại)
          </Title>
          <ol style={styles.toc}>
            {entries.map(({ type }) => (
              <li key={type}>
                <a href={`#${type}`}>{type}</a>
              </li>
            ))}
          </ol>
          <Text mt="xs">
            <a href="#bieu-tuong">Biểu tượng (icon)</a>
          </Text>
        </nav>
      </Container>
      {entries.map((entry, index) => (
        <article key={entry.type} id={entry.type} aria-labelledby={`${entry.type}-ten`} style={styles.entry} {...deferredLayout}>
          <Container size="lg">
            <Title order={2} size="h3" id={`${entry.type}-ten`}>
              {entry.type}
            </Title>
            <Text c="gray.7">{entry.description}</Text>
          </Container>
          <div style={styles.example}>
            <PageSectionView sections={sections} index={index} />
          </div>
          <Container size="lg">
            {/* Focusable: a long example scrolls, and keyboard users must be able to scroll it. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre style={styles.json} tabIndex={0}>
              <code {...{ [CATALOGUE_JSON_ATTRIBUTE]: index }}>{entry.json}</code>
            </pre>
            <div style={styles.copy}>
              <Island spec={{ kind: 'copyJson', index }}>
                <CopyJsonButton text={entry.json ?? ''} name={entry.type} />
              </Island>
            </div>
          </Container>
        </article>
      ))}
      <section id="bieu-tuong" aria-labelledby="bieu-tuong-ten" style={styles.entry} {...deferredLayout}>
        <Container size="lg">
          <Title order={2} size="h3" id="bieu-tuong-ten">
            Biểu tượng (icon)
          </Title>
          <Text c="gray.7">
            Tên dùng được cho trường “icon” (featureGrid, dịch vụ trong pages/_data/services, dock và launchpad trong pages/_site.json), ví dụ {'"icon": "seo"'}
            .
          </Text>
          <ul style={styles.icons}>
            {ICON_NAMES.map((name) => (
              <li key={name} style={styles.icon}>
                <SiteIcon name={name} size={32} />
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
