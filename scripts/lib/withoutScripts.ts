// A copy of the built site with every page's scripts removed: the physical limit of its HTML and
// CSS, against which `npm run lighthouse` measures what JavaScript costs the first paint.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './routeWeight.ts';
import { precompress } from '../../src/publish/precompress.ts';

/** The document without <script> elements and module preloads (the boot JSON goes too: nothing reads it). */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Copies `clientDir` to `targetDir` with the scripts stripped from every HTML file (precompressed again). */
export async function copyWithoutScripts(clientDir: string, targetDir: string): Promise<void> {
  rmSync(targetDir, { recursive: true, force: true });
  cpSync(clientDir, targetDir, { recursive: true });
  for (const file of htmlFiles(targetDir)) {
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
    writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  }
  await precompress(targetDir);
}
