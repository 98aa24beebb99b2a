// `npm run new-page -- <route> [--from <template>]`: creates pages/<route>.json from a starter
// template, never over an existing page, and validates the project with it.
// Exit codes: 0 created, 1 the new page did not validate (the file is removed again), 2 usage.
// Options:
//   --from <template>   landing (default), service, pricing, article
//   --pages <dir>       the pages folder to add to (tests use a temporary copy), with --public and
//   --schema <dir>      --schema as in `npm run validate`
import { parentRoute } from '../src/engine/pageCards.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, orUsageExit, parseCliArgs, UsageError } from './lib/cliArgs.ts';
import { createPage, templateNamed } from './lib/newPage.ts';
import { TEMPLATE_NAMES, TEMPLATES } from './lib/pageTemplates.ts';

const usage = `a route is needed: npm run new-page -- <route> [--from ${TEMPLATE_NAMES.join('|')}] [--pages <dir>] [--public <dir>] [--schema <dir>]`;

// One line per refusal; the usage line only when the route is missing.
const result = orUsageExit((message) => `new-page: ${message}`, () => {
  const { options, positionals } = parseCliArgs(process.argv.slice(2), ['from', ...CONTENT_DIR_OPTIONS]);
  if (positionals.length === 0) throw new UsageError(usage);
  // Words typed without quotes (npm run new-page -- Dịch vụ SEO) are one route: the check suggests its slug.
  const route = positionals.join(' ');
  const template = templateNamed(options.get('from') ?? 'landing');
  return { template, ...createPage({ route, template, dirs: contentDirsFrom(options) }) };
});

if (!result.ok) {
  console.error(`${result.report}\n\n✗ the "${result.template}" template gave an invalid page for ${result.route}; ${result.file} was not kept`);
  process.exitCode = 1;
} else {
  console.log(`✓ created ${result.file} (${result.template}: ${TEMPLATES[result.template].summary})`);
  console.log(`  next: npm run dev, then open ${result.url} and replace the placeholder texts`);
  if (result.template === 'article') console.log(`  its "card" puts it in the list of ${parentRoute(result.route)} (a pageList section with "pages": "${parentRoute(result.route)}")`);
  if (result.problemsElsewhere > 0) console.log(`  note: ${result.problemsElsewhere} problem(s) in other files; npm run validate lists them`);
}
