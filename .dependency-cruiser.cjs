// The layers of src/ and the direction of their imports (docs/architecture.md#layers), checked by
// `npm run lint` (dependency-cruiser). Test files (*.test.ts[x]) may reach across layers.
//
//   node:    lib, model ← engine ← dev, server, editor, admin, publish, scripts
//            lib, model ← content (pages as staff edit them) ← editor, admin, publish
//            editor's server and contract ← admin (never the editor's browser code; never the other way)
//   client:  lib, model ← kit ← sections ← renderer ← app ← entries (src/entry.*.tsx)
//                         kit ← shell (beside sections) ← renderer, app
const TEST = '\\.test\\.tsx?$';
// The site client: what the browser runs, its entry, styles and theme included.
const CLIENT = '^src/((app|renderer|sections|kit|shell|styles)/|entry\\.client\\.tsx$|theme\\.ts$)';
const NODE_SIDE = '^(src/(engine|server|editor|dev|admin|publish)/|scripts/|tests/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-node',
      comment:
        'Site client code (what the browser runs) never imports the engine, the server, the editor, the admin, the publishing code, the dev tools, scripts or tests.',
      severity: 'error',
      from: { path: CLIENT, pathNot: TEST },
      to: { path: NODE_SIDE },
    },
    {
      name: 'model-and-lib-at-the-bottom',
      comment: 'src/model (the data shapes) and src/lib (rules shared by browser and server) import only each other.',
      severity: 'error',
      from: { path: '^src/(model|lib)/', pathNot: TEST },
      to: { path: '^(src/(?!model/|lib/)|scripts/|tests/)' },
    },
    {
      name: 'engine-below-its-users',
      comment: 'src/engine (Node: validation, page model, page creation) imports only src/model and src/lib besides itself.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: TEST },
      to: { path: '^(src/(?!engine/|model/|lib/)|scripts/|tests/)' },
    },
    {
      name: 'content-below-its-users',
      comment:
        'src/content (pages as staff edit them: the schema set, field labels and paths, the page diff, the three-way merge) ' +
        'is shared by the editor, the admin and publishing, and imports only src/model and src/lib besides itself.',
      severity: 'error',
      from: { path: '^src/content/', pathNot: TEST },
      to: { path: '^(src/(?!content/|model/|lib/)|scripts/|tests/)' },
    },
    {
      name: 'editor-below-admin',
      comment: 'The admin hosts the editor; the editor, which also runs on its own (npm run edit), never imports src/admin.',
      severity: 'error',
      from: { path: '^src/editor/', pathNot: TEST },
      to: { path: '^src/admin/' },
    },
    {
      name: 'admin-beside-the-editor-server',
      comment:
        'The admin reaches the editor only through its server and its HTTP contract (src/editor/server, src/editor/contract); ' +
        "what both need of pages is src/content, never the editor's browser code.",
      severity: 'error',
      from: { path: '^(src/(admin|publish|server)/|scripts/)', pathNot: TEST },
      to: { path: '^src/editor/(?!server/|contract/)' },
    },
    {
      name: 'server-below-publish-and-admin',
      comment:
        "The Node side in layers: src/server (the site server) < src/publish (builds and releases) < src/admin (and the editor's server beside it). The site server imports neither above it.",
      severity: 'error',
      from: { path: '^src/server/', pathNot: TEST },
      to: { path: '^src/(publish|admin|editor)/' },
    },
    {
      name: 'publish-below-admin',
      comment: "Publishing (the build's content half, releases) is used by the admin and the editor's server, never the other way.",
      severity: 'error',
      from: { path: '^src/publish/', pathNot: TEST },
      to: { path: '^src/(admin|editor)/' },
    },
    {
      name: 'editor-browser-not-its-server',
      comment:
        "The editor's browser code (ui, form, api, state, schema, preview) never imports its server, types included: " +
        "the HTTP contract's shapes are in src/editor/contract/ (one dropped `type` would put node:fs in the bundle).",
      severity: 'error',
      from: { path: '^src/editor/(?!server/|contract/)', pathNot: TEST },
      to: { path: '^src/editor/server/' },
    },
    {
      name: 'kit-below-sections',
      comment: 'src/kit (links, icons, navigation, contexts, island markers) is what sections and the shell use: it imports neither.',
      severity: 'error',
      from: { path: '^src/kit/', pathNot: TEST },
      to: { path: '^src/(?!kit/|model/|lib/)' },
    },
    {
      name: 'sections-below-renderer',
      comment: 'Sections import the kit, the model and lib (nested sections render through SectionListContext, not PageView).',
      severity: 'error',
      from: { path: '^src/sections/', pathNot: TEST },
      to: { path: '^src/(?!sections/|kit/|model/|lib/)' },
    },
    {
      name: 'shell-beside-sections',
      comment: 'The shell (header, footer, dock…) imports the kit, the model and lib, not sections, the renderer or the app.',
      severity: 'error',
      from: { path: '^src/shell/', pathNot: TEST },
      to: { path: '^src/(?!shell/|kit/|model/|lib/)' },
    },
    {
      name: 'renderer-below-app',
      comment: 'src/renderer (page view, islands, not-found and catalogue views) never imports src/app.',
      severity: 'error',
      from: { path: '^src/renderer/', pathNot: TEST },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-router-in-islands',
      comment:
        'The site client has no router (links to other pages load documents): the app, the kit, the renderer, ' +
        'the shell and the sections use src/kit/navigation.ts; only the editor preview hands a router to them.',
      severity: 'error',
      from: { path: CLIENT, pathNot: TEST },
      to: { path: '(^|/)node_modules/react-router(-dom)?/' },
    },
    {
      name: 'build-without-tests',
      comment:
        'The build config and the app (vite.config.ts, src/) never import tests/: a project can be built without its tests ' +
        '(tests/browser/editor-author.test.ts builds a copy that has none). The benchmark scripts may reuse the test harness.',
      severity: 'error',
      from: { path: '^(vite\\.config\\.ts$|src/)', pathNot: TEST },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: client, server, admin, editor, scripts (types count: a cycle of types is a design knot too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
