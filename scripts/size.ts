// `npm run size [-- --dir <built site>]`: first-load JS and CSS per route (gzip) against the budget. Run
// after a build; `--dir` measures another built site (e.g. one made by `npm run scale-site`).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { BUDGET, jsBudgetKb, kb, measureSite } from './lib/routeWeight.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: path.join(PROJECT_ROOT, 'build/client') } } });
const rows = measureSite(path.resolve(values.dir));
if (rows.length === 0) {
  console.error(`no prerendered HTML in ${values.dir}: run \`npm run build\` first`);
  process.exit(1);
}
console.log(`${'route'.padEnd(28)} ${'JS gz KB'.padStart(9)} ${'budget'.padStart(7)} ${'CSS gz KB'.padStart(10)} ${'HTML gz KB'.padStart(11)}`);
let over = 0;
for (const row of rows) {
  const budget = jsBudgetKb(row);
  const flag = row.jsGzip / 1024 > budget || row.cssGzip / 1024 > BUDGET.cssKb ? '  ✗ over budget' : '';
  if (flag) over++;
  console.log(
    `${row.route.padEnd(28)} ${kb(row.jsGzip).padStart(9)} ${String(budget).padStart(7)} ${kb(row.cssGzip).padStart(10)} ${kb(row.htmlGzip).padStart(11)}${flag}`,
  );
}
console.log(
  `budget (gzip): JS ≤ ${BUDGET.contentJsKb} KB on content pages (shell islands only), ≤ ${BUDGET.jsKb} KB with interactive sections; CSS ≤ ${BUDGET.cssKb} KB; ${over === 0 ? 'all routes within budget' : `${over} route(s) over`}`,
);
process.exitCode = over === 0 ? 0 : 1;
