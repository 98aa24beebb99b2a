// After `react-router build`: turns the prerendered /404 into 404.html, writes sitemap.xml and
// robots.txt from the validated pages, and precompresses text files (gzip + brotli).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NOT_FOUND_ROUTE, PROJECT_ROOT } from '../src/engine/project.ts';
import { validateProject } from '../src/engine/validateProject.ts';

const client = path.join(PROJECT_ROOT, 'build/client');
const notFoundDir = path.join(client, NOT_FOUND_ROUTE.slice(1));

renameSync(path.join(notFoundDir, 'index.html'), path.join(client, '404.html'));
rmSync(notFoundDir, { recursive: true, force: true });
rmSync(path.join(client, `${NOT_FOUND_ROUTE.slice(1)}.data`), { force: true });
rmSync(path.join(client, '__spa-fallback.html'), { force: true });

const { model } = validateProject();
if (!model) throw new Error('pages became invalid during the build; run npm run validate');
const { siteUrl } = model.site;
const urls = model.pages
  .filter((page) => !page.meta.canonical || page.meta.canonical === page.route)
  .map((page) => `  <url><loc>${siteUrl}${page.route === '/' ? '/' : page.route}</loc></url>`);
writeFileSync(path.join(client, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
writeFileSync(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

const compressible = /\.(html|js|css|svg|xml|txt|json|data)$/;
const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
let count = 0;
for (const file of walk(client)) {
  if (!compressible.test(file) || existsSync(`${file}.gz`)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`postbuild: 404.html, sitemap.xml (${urls.length} URLs), robots.txt, ${count} files precompressed`);
