import { describe, expect, it } from 'vitest';
import { fold, matchesSearch, nationalPhone, pageOf, PAGE_SIZE, QUERY_MESSAGES, readInboxQuery, vietnamDayStart } from './leadQuery.ts';

describe('the leads inbox query', () => {
  it('reads a Vietnam day as dd/mm/yyyy or yyyy-mm-dd; refuses a day not in the calendar and another format', () => {
    expect(new Date(vietnamDayStart('27/11/2026') as number).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(vietnamDayStart('1/1/2027')).toBe(Date.parse('2026-12-31T17:00:00Z'));
    expect(vietnamDayStart('2026-11-27')).toBe(vietnamDayStart('27/11/2026'));
    expect(vietnamDayStart('29/02/2026')).toBe(QUERY_MESSAGES.noSuchDay('29/02/2026'));
    expect(vietnamDayStart('29/02/2028')).toBe(Date.parse('2028-02-28T17:00:00Z'));
    for (const wrong of ['11/27', '27-11-2026', '2026/11/27', 'hôm qua']) expect(vietnamDayStart(wrong)).toBe(QUERY_MESSAGES.date);
  });

  it('turns the query into a UTC range with the last day included, and says which field is wrong', () => {
    expect(readInboxQuery({ from: '27/11/2026', to: '27/11/2026' })).toEqual({
      query: { from: '27/11/2026', to: '27/11/2026' },
      errors: {},
      range: { since: '2026-11-26T17:00:00.000Z', until: '2026-11-27T17:00:00.000Z' },
    });
    expect(readInboxQuery({ from: '28/11/2026', to: '27/11/2026' }).errors).toEqual({ to: QUERY_MESSAGES.order });
    expect(readInboxQuery({ status: 'vip', trang: '0' }).errors).toEqual({ status: QUERY_MESSAGES.status, trang: QUERY_MESSAGES.pageNumber });
    // A repeated parameter (an array) or an empty one counts as none.
    expect(readInboxQuery({ q: ['a', 'b'], campaign: '  ' }).query).toEqual({});
  });

  it('finds a phone number in any spelling, a name without its marks, an email in any case', () => {
    expect(['0912 345 678', '0912.345.678', '+84 912-345-678', '84912345678', '(+84) 912345678'].map(nationalPhone)).toEqual(Array(5).fill('0912345678'));
    expect(fold('Nguyễn Đức Thắng')).toBe('nguyen duc thang');
    const lead = { name: 'Nguyễn Đức Thắng', phone: '+84912345678', email: 'Thang@CongTy.vn' };
    for (const q of ['duc thang', 'ĐỨC', '0912 345', '+84 912', '345678', 'congty.VN']) expect([q, matchesSearch(lead, q)]).toEqual([q, true]);
    for (const q of ['0913', 'minh', '12']) expect([q, matchesSearch(lead, q)]).toEqual([q, false]);
  });

  it('cuts pages of PAGE_SIZE, keeping the page number within the pages', () => {
    const items = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => i);
    expect(pageOf(items, undefined)).toMatchObject({ page: 1, pages: 2 });
    expect(pageOf(items, '2')).toEqual({ items: [PAGE_SIZE], page: 2, pages: 2 });
    expect(pageOf(items, '9')).toMatchObject({ page: 2 });
    expect(pageOf([], '1')).toEqual({ items: [], page: 1, pages: 1 });
  });
});
