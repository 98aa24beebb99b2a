import { describe, expect, it } from 'vitest';
import { fieldsKey, keyHasWords, matchesQuery, searchKey, searchWords, slugify, stripDiacritics } from './text.ts';

describe('Vietnamese text helpers', () => {
  it('strip diacritics, đ included, from NFC and NFD input alike', () => {
    expect(stripDiacritics('Tối ưu Đà Nẵng')).toBe('Toi uu Da Nang');
    expect(stripDiacritics('Tối ưu'.normalize('NFD'))).toBe('Toi uu');
  });

  it('search keys ignore case, diacritics and extra spaces', () => {
    expect(searchKey('  Tối   ƯU ')).toBe('toi uu');
  });

  it('a query matches when every word occurs in some field', () => {
    expect(matchesQuery('toi uu', ['Cách tối ưu chi phí quảng cáo'])).toBe(true);
    expect(matchesQuery('TỐI ƯU', ['cach toi uu'])).toBe(true);
    expect(matchesQuery('seo doanh thu', ['SEO tổng thể', 'Tăng doanh thu 3 lần'])).toBe(true);
    expect(matchesQuery('seo video', ['SEO tổng thể'])).toBe(false);
    expect(matchesQuery('   ', ['bất kỳ'])).toBe(true);
  });

  it('a key computed once serves many queries, as matchesQuery would answer', () => {
    const key = fieldsKey(['Đào Tạo Trực Tuyến', 'Khóa học']);
    expect(key).toBe('dao tao truc tuyen khoa hoc');
    expect(searchWords('  ĐÀO   tạo ')).toEqual(['dao', 'tao']);
    expect(keyHasWords(key, searchWords('dao khoa'))).toBe(true);
    expect(keyHasWords(key, searchWords('dao video'))).toBe(false);
    expect(keyHasWords(key, searchWords(''))).toBe(true);
  });

  it('slugify makes URL values of labels', () => {
    expect(slugify('Thương mại điện tử')).toBe('thuong-mai-dien-tu');
    expect(slugify('Analytics & Tracking')).toBe('analytics-tracking');
  });
});
