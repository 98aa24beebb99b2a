// A new built site from changed content and the code build already there, without Vite: the code's
// files (build/client/assets, with their compressed copies) are copied, public/ is copied as Vite would,
// every route is rendered by the kept renderer (prerender.ts) and the new text files are compressed.
// The output is byte for byte what `npm run build` writes to build/client for the same content
// (tests/server/content-build.test.ts). Content whose schemas differ from the ones the code was built
// with is refused: the code must be built again (its renderer knows only its own section types).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentDirs } from '../engine/project.ts';
import { readSchemaDocuments } from '../engine/schemaFiles.ts';
import { formatReport, type SiteModel } from '../engine/validateProject.ts';
import type { ServerContent } from '../server/serverContent.ts';
import { serverContentOf } from '../server/serverContentOf.ts';
import type { CodeAssets } from './documentAssets.ts';
import { validateContent, type ContentValidation, type KeptValidation } from './keptValidation.ts';
import { copyTree } from './linkFiles.ts';
import { Precompressor } from './precompress.ts';
import { IMAGE_CACHE_DIR, ImagePipeline, type PipelineStats } from './images/imagePipeline.ts';
import { CODE_ASSETS_FILE, prerenderSite, RENDERER_FILE, type PrerenderResult, type Renderer } from './prerender.ts';

/** What a code build records beside its renderer (build/renderer/code-assets.json). */
export interface CodeBuild extends CodeAssets {
  /** sha256 of the schema documents the code was built with (schemaFingerprint). */
  schemas: string;
}

export class ContentBuildError extends Error {}

/** One hash of every schema document (schema/ and each section type's schema.json), names included. */
export function schemaFingerprint(schemaDir: string, sectionsDir?: string): string {
  const hash = createHash('sha256');
  for (const [name, { doc }] of [...readSchemaDocuments(schemaDir, sectionsDir)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(name).update('\0').update(JSON.stringify(doc)).update('\0');
  }
  return hash.digest('hex');
}

export interface ContentBuild {
  model: SiteModel;
  prerendered: PrerenderResult;
  /** What the site server's APIs take from this content (a release's server-content.json). */
  content: ServerContent;
  /** Its validation, for the next build to check its changes against; how it was made. */
  validation: KeptValidation;
  validated: ContentValidation['how'];
  /** The image copies this build encoded, and those it took from the cache. */
  images: PipelineStats;
}

/**
 * Writes the site for the content in `dirs` into `outDir` (a new folder), with the code of the build
 * in `buildDir` (its client/ and renderer/), reading the pages' schedules at `at`.
 */
export async function buildContent({
  dirs,
  buildDir,
  outDir,
  at = new Date(),
  previous,
  kept,
  imageCache = IMAGE_CACHE_DIR,
}: {
  dirs: Required<Pick<ContentDirs, 'pagesDir' | 'schemaDir' | 'publicDir' | 'displayRoot' | 'sectionsDir'>>;
  buildDir: string;
  outDir: string;
  at?: Date;
  /**
   * The built site this one follows (the release being served) and its render keys: the files of a route
   * whose key is unchanged, and the compressed copies of files whose bytes are unchanged, are reused.
   */
  previous?: { dir: string; renderKeys?: Record<string, string> };
  /**
   * The validation of an earlier build (any content with the same schemas): only the pages whose text
   * changed since and the files they reach are checked again (src/publish/keptValidation.ts).
   */
  kept?: KeptValidation;
  /** Where encoded image copies are kept between builds (default: this checkout's, IMAGE_CACHE_DIR). */
  imageCache?: string;
}): Promise<ContentBuild> {
  const rendererDir = path.join(buildDir, 'renderer');
  const codeFile = path.join(rendererDir, CODE_ASSETS_FILE);
  if (!existsSync(codeFile)) throw new ContentBuildError(`no code build in ${buildDir}: run npm run build`);
  const code = JSON.parse(readFileSync(codeFile, 'utf8')) as CodeBuild;
  const schemas = schemaFingerprint(dirs.schemaDir, dirs.sectionsDir);
  if (schemas !== code.schemas) {
    throw new ContentBuildError('the schemas changed since the code was built: the site needs a full build (npm run build)');
  }
  const validation = validateContent(dirs, { at, schemas, ...(kept ? { kept } : {}) });
  const { result } = validation;
  if (!result.model) throw new ContentBuildError(formatReport(result));

  mkdirSync(outDir, { recursive: true });
  // As Vite's build leaves them: public/ at the root, then the code's files (those the previous build has
  // with the same bytes are hard links to its files).
  if (existsSync(dirs.publicDir)) copyTree(dirs.publicDir, outDir, previous?.dir);
  copyTree(path.join(buildDir, 'client/assets'), path.join(outDir, 'assets'), previous && path.join(previous.dir, 'assets'));
  const renderer = (await import(pathToFileURL(path.join(rendererDir, RENDERER_FILE)).href)) as Renderer;
  // The routes rendered are compressed while the next ones render; the code's files came with their compressed copies.
  const compressor = new Precompressor();
  const images = new ImagePipeline({ publicDir: dirs.publicDir, outDir, cacheDir: imageCache });
  const prerendered = await prerenderSite({
    model: result.model,
    renderer,
    code,
    outDir,
    at,
    ...(previous?.renderKeys ? { previous: { dir: previous.dir, renderKeys: previous.renderKeys } } : {}),
    written: (file, rel) => compressor.add(file, rel),
    images,
  });
  await compressor.finish(outDir, { enter: (folder) => folder !== 'assets', ...(previous ? { previous: previous.dir } : {}) });
  return {
    model: result.model,
    prerendered,
    content: serverContentOf(result.model),
    validation: validation.kept,
    validated: validation.how,
    images: images.stats,
  };
}
