import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_ROUTE } from './src/engine/project.ts';
import { formatReport, validateProject } from './src/engine/validateProject.ts';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // Static site: every route is prerendered to HTML at build time from pages/*.json.
  ssr: false,
  async prerender() {
    // The build fails on any invalid page file, with the same report as `npm run validate`.
    const result = validateProject();
    if (!result.model) {
      console.error(formatReport(result));
      throw new Error('page validation failed (see above)');
    }
    return [...result.model.pages.map((p) => p.route), NOT_FOUND_ROUTE];
  },
} satisfies Config;
