// The dev server's terminal stays free of "A PostCSS plugin did not pass the `from` option":
// a CSS module that composes from another one goes through Vite's real CSS pipeline (CSS
// Modules, then the project's PostCSS plugins) without that warning, and does warn without the
// plugin that fixes it (scripts/postcss-node-sources.cjs).
import { createRequire } from 'node:module';
import type { AcceptedPlugin } from 'postcss';
import { createLogger, createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

const require = createRequire(import.meta.url);
const config = require('../../postcss.config.cjs') as { plugins: Record<string, object> };
const plugins = Object.entries(config.plugins).map(([name, options]) =>
  (require(name.startsWith('.') ? `../../${name.slice(2)}` : name) as (o: object) => AcceptedPlugin)(options),
);

/** The warnings Vite logs while transforming a CSS module that uses `composes … from`. */
async function warningsWith(postcssPlugins: AcceptedPlugin[]): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = logger.warnOnce = (message: string) => void warnings.push(message);
  const server = await createServer({
    root: PROJECT_ROOT,
    configFile: false,
    customLogger: logger,
    appType: 'custom',
    css: { postcss: { plugins: postcssPlugins } },
    server: { middlewareMode: true, ws: false },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    await server.transformRequest('/src/sections/leadForm/LeadForm.module.css');
  } finally {
    await server.close();
  }
  return warnings;
}

describe('PostCSS node sources', () => {
  it('the project configuration transforms composing CSS modules without warnings', async () => {
    expect(await warningsWith(plugins)).toEqual([]);
  }, 60_000);

  it('without the last plugin Vite warns', async () => {
    expect((await warningsWith(plugins.slice(0, -1))).join('\n')).toContain('did not pass the `from` option');
  }, 60_000);
});
