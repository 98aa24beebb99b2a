import { describe, expect, it } from 'vitest';
import { pageNavigation } from './navigation.ts';

describe('pageNavigation on the server', () => {
  it("has the home page's location (no window), the same object every time", () => {
    const location = pageNavigation.location();
    expect(location).toEqual({ pathname: '/', search: '', hash: '', key: 'default' });
    expect(pageNavigation.location()).toBe(location);
    const unsubscribe = pageNavigation.subscribe(() => {});
    unsubscribe();
  });
});
