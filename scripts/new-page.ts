// `npm run new-page -- <route> [--from <template>]`: creates pages/<route>.json from a starter
// template, never over an existing page, and validates the project with it.
// Exit codes: 0 created, 1 the new page did not validate (the file is removed again), 2 usage.
// Options:
//   --from <template>   landing (default), service, pricing, promo, article
//   --pages <dir>       the pages folder to add to (tests use a temporary copy), with --public and
//   --schema <dir>      --schema as in `npm run validate`
import { parseArgs } from 'node:util';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, orUsageExit, UsageError } from './lib/commandLine.ts';
import { createPage, templateNamed, whereItAppears } from './lib/newPage.ts';
import { TEMPLATE_NAMES, TEMPLATES } from './lib/pageTemplates.ts';

const usage = `a route is needed: npm run new-page -- <route> [--from ${TEMPLATE_NAMES.join('|')}] [--pages <dir>] [--public <dir>] [--schema <dir>]`;

// One line per refusal; the usage line only when the route is missing.
const result = orUsageExit((message) => `new-page: ${message}`, () => {
  const { values, positionals } = parseArgs({ options: { from: { type: 'string', default: 'landing' }, ...CONTENT_DIR_OPTIONS }, allowPositionals: true });
  if (positionals.length === 0) throw new UsageError(usage);
  // Words typed without quotes (npm run new-page -- Dịch vụ SEO) are one route: the check suggests its slug.
  const route = positionals.join(' ');
  const template = templateNamed(values.from);
  return { template, ...createPage({ route, template, dirs: contentDirsFrom(values) }) };
});

if (!result.ok) {
  console.error(`${result.report}\n\n✗ the "${result.template}" template gave an invalid page for ${result.route}; ${result.file} was not kept`);
  process.exitCode = 1;
} else {
  console.log(`✓ created ${result.file} (${result.template}: ${TEMPLATES[result.template].summary})`);
  console.log(`  next: npm run dev, then open ${result.url} and replace the placeholder texts`);
  for (const line of whereItAppears(result)) console.log(`  ${line}`);
  if (result.problemsElsewhere > 0) console.log(`  note: ${result.problemsElsewhere} problem(s) in other files; npm run validate lists them`);
}
