// PostCSS plugin: gives the rules and declarations that Mantine's mixins (postcss-mixins builds
// them from JS objects and sets a source on the top-level nodes only) and light-dark() add the
// source of the nearest ancestor that has one. Vite needs every declaration's file to resolve
// url()s, and without it prints "A PostCSS plugin did not pass the `from` option" on every start.
// Last in postcss.config.cjs, so it runs after the plugins that add nodes.

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'node-sources',
  OnceExit(root) {
    root.walk((node) => {
      if (node.source?.input?.file) return;
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.source?.input?.file) {
          node.source = parent.source;
          return;
        }
      }
    });
  },
});
module.exports.postcss = true;
