import { Container, Text, Title } from '@mantine/core';
import type { CatalogueType } from '../model/boot.ts';
import { catalogueStyles as styles } from './catalogueStyles.ts';
import { SiteIcon, type SiteIconName } from '../kit/SiteIcon.tsx';

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
  phone: 0,
  transparency: 0,
  social: 0,
  chat: 0,
  video: 0,
  creative: 0,
  analytics: 0,
  conversion: 0,
} satisfies Record<SiteIconName, 0>) as SiteIconName[];

/**
 * The catalogue's index (/_catalogue): every section type with its description, linking to its
 * page; then the icons an "icon" field may name. Each type's item keeps the type as its id, so a
 * link to /_catalogue#hero (the catalogue's address when it was one page) still lands on it.
 */
export function CatalogueIndex({ types }: { types: CatalogueType[] }) {
  return (
    <>
      <Container size="lg" pt="xl" pb="xl">
        <Title order={1}>Danh mục section</Title>
        <Text c="gray.7" mt="sm">
          Mỗi loại section dùng được trong mảng “sections” của tệp trang (pages/*.json). Chọn một loại để xem ví dụ hiển thị như trên trang thật và JSON của ví
          dụ để sao chép. Trang dành cho người soạn nội dung, không hiện trên công cụ tìm kiếm.
        </Text>
        <Title order={2} size="h3" id="cac-loai" mt="lg">
          {types.length} loại section
        </Title>
        <ul style={styles.types} aria-labelledby="cac-loai">
          {types.map(({ type, description, route }) => (
            <li key={type} id={type} style={styles.type}>
              <a href={route} style={styles.typeName}>
                {type}
              </a>
              <Text size="sm" c="gray.7" mt={4}>
                {description}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
      <section id="bieu-tuong" aria-labelledby="bieu-tuong-ten" style={styles.part}>
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
