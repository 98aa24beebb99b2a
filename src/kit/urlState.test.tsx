import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQueryParam } from './useQueryParam.ts';
import { urlCarriesSectionState } from './urlState.ts';

describe('urlCarriesSectionState', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['', '#'],
    ['?utm_source=zalo&utm_medium=oa&utm_campaign=tet', ''],
    ['?fbclid=IwAR0abc', ''],
    ['?gclid=Cj0K&gbraid=x&wbraid=y&msclkid=z&ttclid=t&dclid=d', ''],
    ['?zarsrc=30&_gl=1*abc', ''],
    ['?UTM_SOURCE=x', ''],
  ])('no section state in %j %j', (search, hash) => {
    expect(urlCarriesSectionState(search, hash)).toBe(false);
  });

  it.each([
    ['?tab=library', ''],
    ['?danh-muc=blog&fbclid=x', ''],
    ['?utm_source=zalo&template=agency-marketing', ''],
    ['?q=', ''],
    ['', '#bang-gia'],
    ['?utm_source=x', '#thu-vien'],
    // Not a campaign parameter, however close its name.
    ['?utm=x', ''],
    ['?fbclid2=x', ''],
  ])('section state in %j %j', (search, hash) => {
    expect(urlCarriesSectionState(search, hash)).toBe(true);
  });
});

describe('useQueryParam and campaign parameters', () => {
  it('refuses to read one: a section sleeping on such a URL would show stale state', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Reads() {
      useQueryParam('utm_source');
      return null;
    }
    expect(() => render(<Reads />)).toThrow(/campaign parameter/);
    vi.restoreAllMocks();
  });
});
