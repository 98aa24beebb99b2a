import { matchesQuery, slugify } from '../../lib/text.ts';
import type { SocialPostFile } from '../../model/generated.ts';

export type Platform = SocialPostFile['platform'];
export type Campaign = SocialPostFile['campaign'];
/** What the filters read of a post. */
export type FilterablePost = Pick<SocialPostFile, 'platform' | 'campaign' | 'content' | 'tags'>;

// Records keyed by the schema's enums: tsc fails here when the schema gains or loses a value.
const PLATFORM_LABELS: Record<Platform, string> = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube' };
const CAMPAIGN_KEYS: Record<Campaign, true> = {
  'Content Strategy': true,
  'Facebook Campaign': true,
  'TikTok Strategy': true,
  'YouTube Content': true,
  'Platform Comparison': true,
  'Client Success': true,
};

/** The platform buttons, in the spec's order; the value is also the URL value (?nen-tang=tiktok). */
export const PLATFORMS = (Object.keys(PLATFORM_LABELS) as Platform[]).map((value) => ({ value, label: PLATFORM_LABELS[value] }));

/** The campaign options, in the schema's order; the value is the campaign's slug (?chien-dich=client-success). */
export const CAMPAIGNS = (Object.keys(CAMPAIGN_KEYS) as Campaign[]).map((label) => ({ value: slugify(label), label }));

/** The filters as read from the URL: known values, or undefined for "all". */
export interface Selection {
  platform?: Platform;
  campaign?: Campaign;
  query: string;
}

/** Reads the URL values; '' and values that name no platform or campaign mean all (a stale link still shows posts). */
export function readSelection(platform: string, campaign: string, query: string): Selection {
  return {
    platform: PLATFORMS.find((option) => option.value === platform)?.value,
    campaign: CAMPAIGNS.find((option) => option.value === campaign)?.label,
    query,
  };
}

/** Whether any filter narrows the list. */
export const isFiltering = (selection: Selection): boolean => Boolean(selection.platform || selection.campaign || selection.query.trim());

/**
 * Whether a post passes all three filters: its platform, its campaign, and every word of the
 * search in its content or hashtags (case and diacritics ignored, "#tiktok" and "tiktok" alike).
 */
export function matchesSelection(post: FilterablePost, selection: Selection): boolean {
  if (selection.platform && post.platform !== selection.platform) return false;
  if (selection.campaign && post.campaign !== selection.campaign) return false;
  return matchesQuery(selection.query, [post.content, ...post.tags.map((tag) => `#${tag}`)]);
}
