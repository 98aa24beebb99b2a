// PostCSS plugin: drops the CSS variables of Mantine colour palettes this site never uses from
// @mantine/core/styles/default-css-variables.css (about 2 KB gzip of the 12 KB CSS budget).
// The site's colours are its own "brand" palette (set by the theme at runtime) and these:
const USED_PALETTES = ['dark', 'gray', 'green', 'yellow'];
// tests/browser/build-output.test.ts checks that no shipped file refers to a dropped palette.

const palette = /^--mantine-color-([a-z]+)-/;

/** @type {import('postcss').PluginCreator<{ keep?: string[] }>} */
module.exports = (options = {}) => {
  const keep = new Set(options.keep ?? USED_PALETTES);
  return {
    postcssPlugin: 'unused-mantine-palettes',
    Once(root, { result }) {
      if (!/default-css-variables\.css$/.test(result.opts.from ?? '')) return;
      root.walkDecls(palette, (decl) => {
        const family = palette.exec(decl.prop)[1];
        // Only palettes: "default", "disabled", "anchor"… are not colour families.
        if (KNOWN_PALETTES.has(family) && !keep.has(family)) decl.remove();
      });
    },
  };
};
module.exports.postcss = true;
module.exports.USED_PALETTES = USED_PALETTES;

// Mantine's default colour palettes.
const KNOWN_PALETTES = new Set(['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange']);
module.exports.DROPPED_PALETTES = [...KNOWN_PALETTES].filter((p) => !USED_PALETTES.includes(p));
