// The server as plain JavaScript for a production install without tsx: build/server/serve.js (the
// site server, `npm start`), leads.js (the lead export), admin.js (the admin server) and release.js
// (the releases folder's command), bundled by esbuild. Packages stay imports (they are production dependencies; better-sqlite3 is native), and
// src/server/serverContent.ts becomes the content values taken now (and the admin's
// src/admin/content/schemaDocuments.ts the schema documents), so pages/, the schemas and the
// validator are not needed at run time.
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { readSchemaDocuments } from '../../src/engine/schemaFiles.ts';
import type { ServerContent } from '../../src/server/serverContent.ts';

const ENTRIES = { serve: 'scripts/serve.ts', leads: 'scripts/leads.ts', admin: 'scripts/admin.ts', release: 'scripts/release.ts' };

/** Modules whose values are taken now: the server's content (from pages/) and the admin's schemas. */
export function bakedModules(projectRoot: string, content: ServerContent): Plugin {
  const schemas = Object.fromEntries(
    [...readSchemaDocuments(path.join(projectRoot, 'schema'), path.join(projectRoot, 'src/sections'))].map(([rel, { doc }]) => [rel, doc]),
  );
  const baked = new Map([
    [
      path.join(projectRoot, 'src/server/serverContent.ts'),
      `// Taken from pages/ by npm run build.\nexport function loadServerContent() { return ${JSON.stringify(content)}; }\n`,
    ],
    [
      path.join(projectRoot, 'src/admin/content/schemaDocuments.ts'),
      `// Taken from schema/ and src/sections/ by npm run build.\nexport function projectSchemaDocuments() { return ${JSON.stringify(schemas)}; }\n`,
    ],
  ]);
  return {
    name: 'baked-modules',
    setup(b) {
      b.onLoad({ filter: /(serverContent|schemaDocuments)\.ts$/ }, (args) => {
        const contents = baked.get(args.path);
        return contents === undefined ? undefined : { loader: 'js', contents };
      });
    },
  };
}

export async function buildServer({ projectRoot, outDir, content }: { projectRoot: string; outDir: string; content: ServerContent }): Promise<void> {
  await build({
    absWorkingDir: projectRoot,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bakedModules(projectRoot, content)],
    logLevel: 'warning',
    legalComments: 'none',
  });
}
