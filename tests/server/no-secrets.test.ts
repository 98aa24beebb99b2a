// @vitest-environment node
// The registrar credentials, the admin's preview-link key and the releases feed's token live in the servers' environment only:
// a client build made while they are set contains none of them (source maps included).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

const SECRETS = {
  REGISTRAR_URL: 'https://registrar.example.test/api',
  REGISTRAR_USERNAME: 'secret-user-7c1e',
  REGISTRAR_API_KEY: 'secret-key-93fd',
  ADMIN_PREVIEW_SECRET: 'preview-secret-5b2a-0123456789abcdef0123456789',
  RELEASE_TOKEN: 'release-token-8e4c-0123456789abcdef0123456789',
};

const outDir = mkdtempSync(path.join(tmpdir(), 'no-secrets-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('keeps the registrar key, user name and host, the preview links’ key and the releases token out of the client build', { timeout: 120_000 }, async () => {
  const saved = Object.fromEntries(Object.keys(SECRETS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, SECRETS);
  try {
    await build({
      root: PROJECT_ROOT,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 5000,
        rolldownOptions: { input: 'src/entry.client.tsx', output: { codeSplitting: false } },
      },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }

  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const maps = files.filter((e) => e.name.endsWith('.js.map'));
  expect(files.filter((e) => e.name.endsWith('.js')).length).toBeGreaterThan(0);
  expect(maps.length).toBeGreaterThan(0);
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file).toString('latin1');
    for (const secret of [
      SECRETS.REGISTRAR_API_KEY,
      SECRETS.REGISTRAR_USERNAME,
      'registrar.example.test',
      SECRETS.ADMIN_PREVIEW_SECRET,
      SECRETS.RELEASE_TOKEN,
    ]) {
      expect(text.includes(secret), `${path.relative(outDir, file)} contains ${secret}`).toBe(false);
    }
  }
});
