// `npm run new-page` (scripts/new-page.ts) as a function: its options, what it prints and its exit code
// (0 created or --help, 1 the new page did not validate and was removed again, 2 a usage mistake or a refused route).
// Tests run it in-process; the script prints it.
import { parseArgs } from 'node:util';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, langFromArgs, withUsageRefusal, type CommandEnv, type CommandOutcome } from '../commandLine.ts';
import { isLang } from '../messages/messageTable.ts';
import { createPage, NewPageRefusal, outcomeLines, templateNamed } from './newPage.ts';
import { NEW_PAGE_TEXT } from './newPageText.ts';
import { TEMPLATE_NAMES } from './pageTemplates.ts';

/** `npm run new-page -- …args`: what it prints and its exit code. */
export function newPageCommand(args: string[], env: CommandEnv): CommandOutcome {
  const lang = langFromArgs(args, env);
  // One line per refusal; the usage line only when the route is missing.
  return withUsageRefusal(
    lang,
    (message) => `new-page: ${message}`,
    () => {
      const { values, positionals } = parseArgs({
        args,
        options: { from: { type: 'string', default: 'landing' }, lang: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...CONTENT_DIR_OPTIONS },
        allowPositionals: true,
      });
      // An unknown --lang is refused in the locale's language.
      if (values.lang !== undefined && !isLang(values.lang)) throw new NewPageRefusal({ code: 'LANG_UNKNOWN', value: values.lang }, lang);
      if (values.help === true) {
        const text = NEW_PAGE_TEXT[lang];
        return { status: 0, stdout: `${text.help(TEMPLATE_NAMES, text.templates).join('\n')}\n`, stderr: '' };
      }
      if (positionals.length === 0) throw new NewPageRefusal({ code: 'ROUTE_MISSING', names: TEMPLATE_NAMES }, lang);
      // Words typed without quotes (npm run new-page -- Dịch vụ SEO) are one route: the check suggests its slug.
      const route = positionals.join(' ');
      const template = templateNamed(values.from, lang);
      const result = { template, ...createPage({ route, template, dirs: contentDirsFrom(values, lang), lang }) };
      const lines = `${outcomeLines(result, lang).join('\n')}\n`;
      return result.ok ? { status: 0, stdout: lines, stderr: '' } : { status: 1, stdout: '', stderr: lines };
    },
  );
}
