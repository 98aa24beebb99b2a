import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { shortScopedNames } from './scripts/lib/cssClassNames.ts';
import { privateFiles } from './scripts/lib/privateFiles.ts';
import { COMPONENT_TESTS, ISOLATED_TESTS, UNIT_TESTS } from './scripts/lib/testProjects.ts';
import { devRenderPlugin } from './src/dev/devRenderPlugin.ts';
import { pageValidationPlugin } from './src/dev/vitePlugin.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** What the fast tier's projects share. */
const FAST_TIER: InlineConfig = {
  setupFiles: ['tests/setup.ts'],
  // Worker threads start faster than child processes: about a tenth off this tier, measured side by side.
  pool: 'threads',
  // Mantine and the icons are hundreds of small modules each: bundled once (esbuild, cached in
  // node_modules/.vite), a test file imports them in a third of the time. Not React Router: a bundled
  // copy beside the one the editor's RouterNavigation imports gives two routers (src/kit/navigation.test.tsx fails).
  deps: { optimizer: { client: { enabled: true, include: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'] } } },
  // Sized for a loaded machine (2 cores shared, load 10+), where CPU-bound tests (schema
  // compilation, rendering every section type) run several times slower than on a quiet one.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig(({ command }) => ({
  plugins: [react(), ...(process.env.VITEST ? [] : [pageValidationPlugin(), devRenderPlugin()])],
  server: { host: '127.0.0.1', fs: { deny: privateFiles(ROOT) } },
  // The document is rendered by src/entry.server.tsx (build: scripts/build.ts; dev: devRenderPlugin).
  appType: 'custom',
  // Built site: one- or two-letter class names (scripts/lib/cssClassNames.ts); dev and tests keep Vite's readable ones.
  css: command === 'build' ? { modules: { generateScopedName: shortScopedNames(ROOT) } } : {},
  test: {
    projects: [
      // The fast tier (npm run test:fast): no build, no services. Which file runs where: scripts/lib/testProjects.ts.
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: UNIT_TESTS, isolate: false, ...FAST_TIER },
      },
      {
        extends: true,
        test: { name: 'component', environment: 'jsdom', include: COMPONENT_TESTS, exclude: ISOLATED_TESTS, isolate: false, ...FAST_TIER },
      },
      {
        extends: true,
        test: { name: 'isolated', environment: 'jsdom', include: ISOLATED_TESTS, ...FAST_TIER },
      },
      {
        extends: true,
        test: {
          // The site server against the build, with real PostgreSQL, Redis, nginx and SMTP on loopback.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // A loaded machine: waits are on readiness (hydration, see harness.ts), up to 60 s each.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
