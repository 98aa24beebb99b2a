import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, isFiltering, matchesSelection, PLATFORMS, readSelection, type FilterablePost } from './filterPosts.ts';

const posts: (FilterablePost & { id: string })[] = [
  { id: 'ig', platform: 'instagram', campaign: 'Content Strategy', content: 'Chiến lược nội dung cho quý 1', tags: ['ContentStrategy', 'LịchNộiDung'] },
  { id: 'fb', platform: 'facebook', campaign: 'Facebook Campaign', content: 'Quảng cáo mùa Tết tăng ROAS', tags: ['FacebookAds', 'ChiếnDịchTết'] },
  { id: 'tt', platform: 'tiktok', campaign: 'TikTok Strategy', content: 'Công thức mở đầu 3 giây cho video ngắn', tags: ['TikTokTips'] },
  { id: 'ig2', platform: 'instagram', campaign: 'Platform Comparison', content: 'So sánh nền tảng: TikTok hay Instagram?', tags: [] },
];

const ids = (platform: string, campaign: string, query: string) =>
  posts.filter((post) => matchesSelection(post, readSelection(platform, campaign, query))).map((post) => post.id);

describe('filter options', () => {
  it("are the spec's four platforms and six Q1 campaigns, with URL values", () => {
    expect(PLATFORMS).toEqual([
      { value: 'instagram', label: 'Instagram' },
      { value: 'facebook', label: 'Facebook' },
      { value: 'tiktok', label: 'TikTok' },
      { value: 'youtube', label: 'YouTube' },
    ]);
    expect(CAMPAIGNS.map((c) => c.label)).toEqual([
      'Content Strategy',
      'Facebook Campaign',
      'TikTok Strategy',
      'YouTube Content',
      'Platform Comparison',
      'Client Success',
    ]);
    expect(CAMPAIGNS.map((c) => c.value)).toEqual([
      'content-strategy',
      'facebook-campaign',
      'tiktok-strategy',
      'youtube-content',
      'platform-comparison',
      'client-success',
    ]);
  });
});

describe('readSelection', () => {
  it('keeps known URL values and turns unknown ones into "all"', () => {
    expect(readSelection('tiktok', 'client-success', 'hook')).toEqual({ platform: 'tiktok', campaign: 'Client Success', query: 'hook' });
    expect(readSelection('myspace', 'Client Success', '')).toEqual({ platform: undefined, campaign: undefined, query: '' });
    expect(readSelection('TikTok', '', '')).toEqual({ platform: undefined, campaign: undefined, query: '' });
  });

  it('isFiltering is false only when nothing narrows the list (blank search included)', () => {
    expect(isFiltering(readSelection('', '', '   '))).toBe(false);
    expect(isFiltering(readSelection('nope', 'nope', ''))).toBe(false);
    expect(isFiltering(readSelection('facebook', '', ''))).toBe(true);
    expect(isFiltering(readSelection('', 'client-success', ''))).toBe(true);
    expect(isFiltering(readSelection('', '', 'tet'))).toBe(true);
  });
});

describe('matchesSelection', () => {
  it('with no filter takes every post', () => {
    expect(ids('', '', '')).toEqual(['ig', 'fb', 'tt', 'ig2']);
  });

  it('filters by platform', () => {
    expect(ids('instagram', '', '')).toEqual(['ig', 'ig2']);
    expect(ids('youtube', '', '')).toEqual([]);
  });

  it('filters by campaign slug', () => {
    expect(ids('', 'platform-comparison', '')).toEqual(['ig2']);
  });

  it('searches content and hashtags without regard to case or diacritics', () => {
    expect(ids('', '', 'QUANG CAO')).toEqual(['fb']);
    expect(ids('', '', 'chiendichtet')).toEqual(['fb']);
    // Words are found inside a hashtag too: #ChiếnDịchTết has "chien", "dich" and "tet".
    expect(ids('', '', 'chien dich tet')).toEqual(['fb']);
    expect(ids('', '', 'lichnoidung')).toEqual(['ig']);
    expect(ids('', '', '#tiktoktips')).toEqual(['tt']);
    expect(ids('', '', 'tiktok')).toEqual(['tt', 'ig2']);
    expect(ids('', '', 'video  NGẮN')).toEqual(['tt']);
  });

  it('needs every word of the search', () => {
    expect(ids('', '', 'tiktok instagram')).toEqual(['ig2']);
  });

  it('combines all three filters', () => {
    expect(ids('instagram', '', 'tiktok')).toEqual(['ig2']);
    expect(ids('instagram', 'content-strategy', 'tiktok')).toEqual([]);
    expect(ids('instagram', 'platform-comparison', 'so sanh')).toEqual(['ig2']);
    expect(ids('facebook', 'platform-comparison', '')).toEqual([]);
  });
});
