// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default: each problem with its code frame), github (Actions annotations), json.
// Options (all optional; the defaults are the project's own folders):
//   --format human|github|json
//   --lang vi|en     language of the messages (default Vietnamese; LANG=en… also gives English)
//   --pages <dir>    the pages folder to check (tests point this at fixture projects: tests/fixtures/valid/pages)
//   --public <dir>   static files folder (default: the "public" folder next to --pages)
//   --schema <dir>   JSON Schemas folder (default: the project's schema/)
//   --help, -h       what the command does and its options
// File paths in messages are shown relative to the folder that holds --pages.
import { printOutcome } from '../src/engine/commandLine.ts';
import { validateCommand } from '../src/engine/validateCommand.ts';

printOutcome(validateCommand(process.argv.slice(2), process.env));
