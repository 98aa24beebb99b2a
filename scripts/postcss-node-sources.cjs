// PostCSS plugin: gives every node that has no source the source of its nearest ancestor that
// has one. CSS Modules' `composes: x from './other.module.css'` makes postcss-modules add ICSS
// `:import` rules without a source; Vite needs every declaration's file (to resolve url()s) and
// otherwise prints "A PostCSS plugin did not pass the `from` option" on the dev server's terminal.
// Last in postcss.config.cjs: its OnceExit runs after the other plugins, before Vite's own.

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
