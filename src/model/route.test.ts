import { describe, expect, it } from 'vitest';
import { routeOfPath } from './route.ts';

describe('routeOfPath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(routeOfPath('/pricing/seo/')).toBe('/pricing/seo');
    expect(routeOfPath('/pricing/seo')).toBe('/pricing/seo');
    expect(routeOfPath('/')).toBe('/');
    expect(routeOfPath('//')).toBe('/');
  });
});
