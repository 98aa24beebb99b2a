import { useId } from 'react';
import type { ContentLibrarySection } from '../../model/generated.ts';
import { useHydrated } from '../../kit/useHydrated.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';
import list from '../shared/ListFilters.module.css';
import { CardGrid } from '../shared/CardGrid.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { CAMPAIGNS, isFiltering, matchesSelection, PLATFORMS, readSelection } from './filterPosts.ts';
import { PostCard } from './PostCard.tsx';
import classes from './ContentLibrary.module.css';

/** The URL query keys of the three filters (?nen-tang=tiktok&chien-dich=client-success&q=hook). */
export const QUERY = { platform: 'nen-tang', campaign: 'chien-dich', search: 'q' } as const;

/**
 * The social content library: a sticky filter bar (platform buttons, campaign select, search over
 * content and hashtags; all three combine, kept in the URL) above the post cards. The filters and
 * the relative dates apply only after hydration, so the prerendered HTML lists every post.
 */
export function ContentLibrary({ id, heading, description, posts, emptyTitle, emptyHint }: ContentLibrarySection) {
  const titleId = useId();
  const [platform, setPlatform] = useQueryParam(QUERY.platform);
  const [campaign, setCampaign] = useQueryParam(QUERY.campaign);
  const [query, setQuery] = useQueryParam(QUERY.search);
  const now = useHydrated() ? new Date() : undefined;
  const selection = readSelection(platform, campaign, query);
  // Keyed by position in the page's fixed list: nothing else about a post is sure to be unique.
  const visible = posts.map((post, index) => ({ post, index })).filter(({ post }) => matchesSelection(post, selection));
  // The URL value when it names a campaign, else "Tất cả".
  const campaignValue = selection.campaign ? campaign : '';

  return (
    <SectionShell type="contentLibrary" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? 'Thư viện content'}>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <div role="search" aria-label="Lọc content" className={classes.bar}>
        {/* A form: a platform chosen before the scripts run (or without them) loads ?nen-tang=…, which the list applies when it wakes. */}
        <form method="get" className={list.chipForm}>
          <div role="group" aria-labelledby={`${titleId}-platform`} className={classes.platforms}>
            <span id={`${titleId}-platform`} className={classes.label}>
              Nền tảng
            </span>
            {[{ value: '', label: 'Tất cả' }, ...PLATFORMS].map((option) => (
              <button
                key={option.value}
                name={option.value ? QUERY.platform : undefined}
                value={option.value || undefined}
                className={list.chip}
                aria-pressed={(selection.platform ?? '') === option.value}
                onClick={(event) => {
                  event.preventDefault();
                  setPlatform(option.value);
                }}
              >
                {option.label}
              </button>
            ))}
          </div>
        </form>
        <label className={classes.field}>
          <span className={classes.label}>Chiến dịch</span>
          <select className={list.search} value={campaignValue} onChange={(event) => setCampaign(event.currentTarget.value)}>
            <option value="">Tất cả</option>
            {CAMPAIGNS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={`${classes.field} ${classes.searchField}`}>
          <span className={classes.label}>Tìm kiếm</span>
          <input
            type="search"
            className={list.search}
            value={query}
            placeholder="Nội dung, hashtag"
            onChange={(event) => setQuery(event.currentTarget.value)}
            enterKeyHint="search"
            autoComplete="off"
          />
        </label>
      </div>
      <div role="status" className={visible.length === 0 ? `${list.empty} ${classes.status}` : `${classes.count} ${classes.status}`}>
        {visible.length === 0 ? (
          <>
            <p className={classes.emptyTitle}>{emptyTitle}</p>
            <p>{emptyHint}</p>
          </>
        ) : (
          <p>{isFiltering(selection) ? `${visible.length} / ${posts.length} bài đăng` : `${posts.length} bài đăng`}</p>
        )}
      </div>
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map(({ post, index }) => (
            <PostCard key={index} post={post} now={now} />
          ))}
        </CardGrid>
      ) : null}
    </SectionShell>
  );
}
