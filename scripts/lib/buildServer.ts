// The server as plain JavaScript for `npm start`: build/server/serve.js (the site server) and
// build/server/leads.js (the lead export, for a production install without tsx), bundled by
// esbuild. Packages stay imports (they are production dependencies; better-sqlite3 is native), and
// src/server/serverContent.ts becomes the content values taken now, so pages/, the schemas and the
// validator are not needed at run time.
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { ServerContent } from '../../src/server/serverContent.ts';

const ENTRIES = { serve: 'scripts/serve.ts', leads: 'scripts/leads.ts', admin: 'scripts/admin.ts' };

function bakedContent(projectRoot: string, content: ServerContent): Plugin {
  const module = path.join(projectRoot, 'src/server/serverContent.ts');
  return {
    name: 'baked-server-content',
    setup(b) {
      b.onLoad({ filter: /serverContent\.ts$/ }, (args) =>
        args.path === module
          ? { loader: 'js', contents: `// Taken from pages/ by npm run build.\nexport function loadServerContent() { return ${JSON.stringify(content)}; }\n` }
          : undefined,
      );
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
    plugins: [bakedContent(projectRoot, content)],
    logLevel: 'warning',
    legalComments: 'none',
  });
}
