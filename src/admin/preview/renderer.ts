// A draft as the site will show it: the draft's commit exported (its pages/ with the shared data of
// its branch, public/, schema/, src/sections/), checked by the project's validator exactly as
// `npm run build` checks it, and its page rendered to HTML by the site's own renderer — the SSR
// bundle `npm run build` keeps in build/renderer/ (src/entry.server.tsx, the code that prerenders
// every page; src/publish/prerender.ts) with the site's built stylesheet (code-assets.json). The preview is static: the page as prerendered,
// without the islands' scripts (a form shows but sends nothing; content that opens on a click is
// shown open, as with JavaScript off). An invalid draft gives its problems instead.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateProject } from '../../engine/validateProject.ts';
import { toPageData, type DocumentAssets } from '../../model/boot.ts';
import { pagesOfListing } from '../../engine/listingPages.ts';
import { schemaFingerprint, type CodeBuild } from '../../publish/contentBuild.ts';
import { CODE_ASSETS_FILE, RENDERER_FILE, type Renderer } from '../../publish/prerender.ts';
import type { ContentRepo } from '../content/contentRepo.ts';
import type { PublishProblem } from '../content/publishing.ts';

/** The site's renderer is not built (development without `npm run build`). */
export class PreviewUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewUnavailable';
  }
}

export type DraftRender =
  /** The page's HTML, as the site would serve it, and the site's address in the draft's site file. */
  | { html: string; siteUrl: string }
  /** The draft's branch does not pass the project's check: what to fix. */
  | { problems: PublishProblem[] }
  /** The file is not a page at that commit (a shared data file, or gone). */
  | { missing: true }
  /** The draft's schemas (section types) are not the ones the renderer was built with: the admin's build is older. */
  | { outdated: true };

export interface PreviewRenderer {
  /** The built site (build/client): its stylesheet, fonts, icons and images are served for the preview. */
  readonly clientDir: string;
  /** Throws PreviewUnavailable when the renderer is not built. */
  ready(): Promise<void>;
  render(repo: ContentRepo, commit: string, file: string): Promise<DraftRender>;
}

/** The folders a checkout needs for `npm run validate`, as the publish check exports them. */
const CHECKOUT = ['pages', 'public', 'schema', 'src/sections'];
/** Renders kept, by commit and file (a commit never changes): a link opened again answers at once. */
const CACHED = 16;

/** Content hidden until a click is shown, as without JavaScript (src/renderer/Document.tsx's REVEAL_WITHOUT_JS, in <noscript>). */
const revealWithoutScript = (html: string) => html.replace(/<noscript><style>([^<]*)<\/style><\/noscript>/, (_all, css: string) => `<style>${css}</style>`);
/** The boot data is for the islands' scripts, which the preview does not load. */
const withoutBootData = (html: string) => html.replace(/<script type="application\/json" id="boot-data">[^<]*<\/script>/, '');

/** The renderer of `buildDir` (the project's build/ folder: renderer/ and client/). */
export function previewRenderer(buildDir: string): PreviewRenderer {
  const rendererDir = path.join(buildDir, 'renderer');
  let loaded: Promise<{ module: Renderer; styles: string[]; schemas: string }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const entry = path.join(rendererDir, RENDERER_FILE);
      const info = path.join(rendererDir, CODE_ASSETS_FILE);
      if (!existsSync(entry) || !existsSync(info))
        throw new PreviewUnavailable(`${entry} is missing: run npm run build first (preview links render drafts with the site's built renderer)`);
      const { stylesheet, schemas } = JSON.parse(readFileSync(info, 'utf8')) as CodeBuild;
      const module = (await import(pathToFileURL(entry).href)) as Renderer;
      return { module, styles: [stylesheet], schemas };
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));

  async function renderNow(repo: ContentRepo, commit: string, file: string): Promise<DraftRender> {
    const { module, styles, schemas } = await load();
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-preview-'));
    try {
      await repo.exportTree(scratch, CHECKOUT, commit);
      // The renderer knows only the section types it was built with (as a content build, src/publish/contentBuild.ts).
      if (schemaFingerprint(path.join(scratch, 'schema'), path.join(scratch, 'src/sections')) !== schemas) return { outdated: true };
      // Without `at`: a campaign page scheduled for later is previewed as it will be.
      const result = validateProject({
        pagesDir: path.join(scratch, 'pages'),
        schemaDir: path.join(scratch, 'schema'),
        publicDir: path.join(scratch, 'public'),
        sectionsDir: path.join(scratch, 'src/sections'),
        displayRoot: scratch,
      });
      if (!result.model) return { problems: result.issues.map(({ file: where, position, message, hint }) => ({ file: where, position, message, hint })) };
      const { site, pages } = result.model;
      // A listing is previewed as its first page (the first of its pages with the file).
      const model = pages.flatMap(pagesOfListing).find((page) => page.file === file);
      if (!model) return { missing: true };
      // Kept out of search results by the page itself too (<meta name="robots" content="noindex">).
      const page = { ...(await module.prerenderStaticSections(toPageData(model), site)), noindex: true };
      const assets: DocumentAssets = { entry: '', app: '', preload: [], styles };
      const { html } = await module.renderDocument({ path: page.route, site, assets, findPage: (route) => (route === page.route ? page : null) });
      return { html: withoutBootData(revealWithoutScript(html)), siteUrl: site.siteUrl };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  const cache = new Map<string, Promise<DraftRender>>();
  return {
    clientDir: path.join(buildDir, 'client'),
    ready: async () => void (await load()),
    render(repo, commit, file) {
      const key = `${commit}\n${file}`;
      let rendered = cache.get(key);
      if (!rendered) {
        rendered = renderNow(repo, commit, file);
        cache.set(key, rendered);
        rendered.catch(() => cache.delete(key));
        if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
      }
      return rendered;
    },
  };
}
