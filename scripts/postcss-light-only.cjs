// PostCSS plugin: drops Mantine's dark colour-scheme rules. The site and the editor render with
// forceColorScheme="light" (src/renderer/Document.tsx), so a selector that needs
// [data-mantine-color-scheme="dark"] never matches; those rules cost about 0.6 KB gzip of the
// 12 KB CSS budget. tests/browser/build-output.test.ts checks the shipped stylesheet has none.
const DARK = /data-mantine-color-scheme=["']?dark/;

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'mantine-light-only',
  Once(root, { result }) {
    if (!/[\\/]@mantine[\\/]/.test(result.opts.from ?? '')) return;
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !DARK.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  },
});
module.exports.postcss = true;
