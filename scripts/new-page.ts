// `npm run new-page -- <route> [--from <template>]`: creates pages/<route>.json from a starter
// template, never over an existing page, and validates the project with it.
// Exit codes: 0 created, 1 the new page did not validate (the file is removed again), 2 usage.
// Options:
//   --from <template>   landing (default), service, pricing, promo, article
//   --lang vi|en        language of everything it prints (default Vietnamese; LANG=en… also gives English)
//   --pages <dir>       the pages folder to add to (tests use a temporary copy), with --public and
//   --schema <dir>      --schema as in `npm run validate`
//   --help, -h          what the command does, its options and templates
// Its sentences are in src/engine/pageCreation/newPageText.ts; what it does, in src/engine/pageCreation/newPageCommand.ts.
import { printOutcome } from '../src/engine/commandLine.ts';
import { newPageCommand } from '../src/engine/pageCreation/newPageCommand.ts';

printOutcome(newPageCommand(process.argv.slice(2), process.env));
