// axe-core in the page as it is now: the serious and critical violations, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
