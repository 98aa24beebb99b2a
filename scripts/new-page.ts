// `npm run new-page -- <route> [--from <template>]`: creates pages/<route>.json from a starter
// template, never over an existing page, and validates the project with it.
// Exit codes: 0 created, 1 the new page did not validate (the file is removed again), 2 usage.
// Options:
//   --from <template>   landing (default), service, pricing, promo, article
//   --lang vi|en        language of everything it prints (default Vietnamese; LANG=en… also gives English)
//   --pages <dir>       the pages folder to add to (tests use a temporary copy), with --public and
//   --schema <dir>      --schema as in `npm run validate`
// Its sentences are in src/engine/pageCreation/newPageText.ts.
import { parseArgs } from 'node:util';
import { isLang } from '../src/engine/messages/messageTable.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, langFromArgs, orUsageExit } from '../src/engine/commandLine.ts';
import { createPage, NewPageRefusal, outcomeLines, templateNamed } from '../src/engine/pageCreation/newPage.ts';
import { TEMPLATE_NAMES } from '../src/engine/pageCreation/pageTemplates.ts';

const lang = langFromArgs(process.argv.slice(2), process.env);

// One line per refusal; the usage line only when the route is missing.
const result = orUsageExit(
  lang,
  (message) => `new-page: ${message}`,
  () => {
    const { values, positionals } = parseArgs({
      options: { from: { type: 'string', default: 'landing' }, lang: { type: 'string' }, ...CONTENT_DIR_OPTIONS },
      allowPositionals: true,
    });
    // An unknown --lang is refused in the locale's language.
    if (values.lang !== undefined && !isLang(values.lang)) throw new NewPageRefusal({ code: 'LANG_UNKNOWN', value: values.lang }, lang);
    if (positionals.length === 0) throw new NewPageRefusal({ code: 'ROUTE_MISSING', names: TEMPLATE_NAMES }, lang);
    // Words typed without quotes (npm run new-page -- Dịch vụ SEO) are one route: the check suggests its slug.
    const route = positionals.join(' ');
    const template = templateNamed(values.from, lang);
    return { template, ...createPage({ route, template, dirs: contentDirsFrom(values, lang), lang }) };
  },
);

const lines = outcomeLines(result, lang).join('\n');
if (result.ok) console.log(lines);
else {
  console.error(lines);
  process.exitCode = 1;
}
