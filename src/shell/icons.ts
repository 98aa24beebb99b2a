// The icons the site file may name (schema/site.schema.json $defs.link.properties.icon), one
// named import each so the bundle only carries these 24 icons.
import {
  IconAddressBook,
  IconAffiliate,
  IconApps,
  IconArticle,
  IconBooks,
  IconBriefcase,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconLayoutCollage,
  IconLink,
  IconLock,
  IconMail,
  IconMapPin,
  IconMessageDots,
  IconPencil,
  IconReceipt2,
  IconRoute,
  IconSearch,
  IconServer,
  IconServer2,
  IconSpeakerphone,
  IconTemplate,
  IconWorld,
  IconWorldWww,
  type TablerIcon,
} from '@tabler/icons-react';
import type { SiteLink } from '../model/generated.ts';

export type SiteIconName = NonNullable<SiteLink['icon']>;

/** Every icon name of the schema; the Record type makes a missing name a type error. */
export const siteIcons: Record<SiteIconName, TablerIcon> = {
  home: IconHome,
  services: IconBriefcase,
  portfolio: IconLayoutCollage,
  blog: IconArticle,
  about: IconInfoCircle,
  contact: IconAddressBook,
  pricing: IconReceipt2,
  process: IconRoute,
  faq: IconHelpCircle,
  seo: IconSearch,
  ads: IconSpeakerphone,
  web: IconWorldWww,
  content: IconPencil,
  email: IconMail,
  zns: IconMessageDots,
  hosting: IconServer,
  vps: IconServer2,
  domain: IconWorld,
  ssl: IconLock,
  templates: IconTemplate,
  maps: IconMapPin,
  miniapp: IconApps,
  library: IconBooks,
  ecosystem: IconAffiliate,
};

/** The icon for a link; links without one get a neutral fallback (the schema makes it optional). */
export function siteIcon(name: SiteLink['icon']): TablerIcon {
  return name ? siteIcons[name] : IconLink;
}
