// Which test files run in which Vitest project of the fast tier (vite.config.ts). The `unit` and
// `component` projects load each module once per worker, for all their files (isolate: false): most
// of a file's cost was loading React, Mantine, jsdom and the compiled schemas again. Two things need
// modules of their own, and tests/unit/test-projects.test.ts keeps this list to exactly the files doing them:
// - vi.mock: a mock replaces a module only for files that load it after the mock;
// - rendering a whole document on the server (src/entry.server.tsx, React's streaming renderer): in
//   development React marks each context it renders and never clears the mark, and a later client
//   render of the same context (another file's) reports two renderers.
// It is here, not in tests/, because vite.config.ts imports it and a build loads vite.config.ts without the tests.

/** Component tests that run with modules of their own (the `isolated` project). */
export const ISOLATED_TESTS = [
  'src/app/Document.test.tsx',
  'src/renderer/Catalogue.test.tsx',
  'src/renderer/NotFound.test.tsx',
  'src/sections/templateGallery/TemplateGallery.test.tsx',
];

/** Pure tests: Node, no DOM (a file that needs one says `// @vitest-environment jsdom` on its first line). */
export const UNIT_TESTS = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/validator/**/*.test.ts'];

/** Tests of React components, in jsdom. */
export const COMPONENT_TESTS = ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'];
