// /services lists every service in groups; within a group no two cards share an icon, so an icon
// tells the services apart instead of repeating a megaphone or a pencil (issue 42 §11).
import { describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';

describe('/services icons', () => {
  it('differ within each group', () => {
    const page = validateProject(defaultDirs).model!.pages.find((p) => p.route === '/services')!;
    const grids = page.sections.filter((section) => section.type === 'serviceGrid') as unknown as {
      heading: string;
      services: { title: string; icon: string }[];
    }[];
    expect(grids.length).toBeGreaterThanOrEqual(4);
    for (const grid of grids) {
      const icons = grid.services.map((service) => service.icon);
      expect(new Set(icons).size, `${grid.heading}: ${icons.join(', ')}`).toBe(icons.length);
    }
  });
});
