// `npm run leads -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|csv|json] [--out file]`:
// the stored leads (DATABASE_URL's PostgreSQL, else LEADS_DB_PATH, default data/leads.sqlite) from `since` to `until` (days in
// Vietnam time, both included), as a table (default), CSV for Excel, or JSON. With --out the
// format follows the file's extension unless --format says otherwise.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readLeadsConfig } from '../src/server/leads/config.ts';
import { FORMATS, formatLeads, parseBound, UsageError, type ExportFormat } from '../src/server/leads/export.ts';
import { openLeadStore } from '../src/server/leads/openStore.ts';
import { reason } from '../src/server/domainCheck/upstream.ts';

const USAGE = 'Cách dùng: npm run leads -- [--since 2026-11-01] [--until 2026-11-30] [--format table|csv|json] [--out leads.csv]';

function options(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`Tùy chọn không hợp lệ: ${(error as Error).message}`);
  }
  if (values.help) return { help: true as const };
  const fromOut = values.out ? ({ '.csv': 'csv', '.json': 'json' } as Record<string, ExportFormat>)[path.extname(values.out).toLowerCase()] : undefined;
  const format = values.format ?? fromOut ?? 'table';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format: "${format}" không được hỗ trợ; chọn ${FORMATS.join(', ')}.`);
  const since = values.since === undefined ? undefined : parseBound(values.since, '--since');
  const until = values.until === undefined ? undefined : parseBound(values.until, '--until');
  if (since && until && since >= until) throw new UsageError('--until phải sau --since.');
  return { help: false as const, since, until, format: format as ExportFormat, out: values.out };
}

async function main(): Promise<number> {
  let opts;
  try {
    opts = options(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  const config = readLeadsConfig(process.env);
  const { dbPath } = config;
  if (!config.postgres && !existsSync(dbPath)) {
    console.error(`Chưa có cơ sở dữ liệu yêu cầu tại ${dbPath} (LEADS_DB_PATH). Máy chủ tạo tệp này khi khởi động lần đầu.`);
    return 1;
  }
  const store = openLeadStore(config);
  try {
    let leads;
    try {
      leads = await store.leads({ since: opts.since, until: opts.until });
    } catch (error) {
      console.error(`Không đọc được cơ sở dữ liệu yêu cầu ${store.label} (${reason(error)}).`);
      return 1;
    }
    const text = formatLeads(leads, opts.format);
    if (opts.out) {
      writeFileSync(opts.out, text);
      console.error(`Đã ghi ${leads.length} yêu cầu vào ${opts.out}`);
    } else {
      process.stdout.write(text);
      if (opts.format === 'table') console.error(`${leads.length} yêu cầu`);
    }
  } finally {
    await store.close();
  }
  return 0;
}

process.exitCode = await main();
