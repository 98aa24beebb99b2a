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
      const dropped = [...KNOWN_PALETTES].filter((p) => !keep.has(p));
      const usesDropped = new RegExp(`var\\(--mantine-color-(${dropped.join('|')})-`);
      root.walkDecls((decl) => {
        const family = palette.exec(decl.prop)?.[1];
        // A dropped palette's own variables, and defaults pointing into one (the primary colour
        // defaults to blue; the theme sets it to "brand" at runtime, in the prerendered HTML too).
        // "default", "disabled", "anchor"… are not palettes.
        if ((family && dropped.includes(family)) || usesDropped.test(decl.value)) decl.remove();
      });
    },
  };
};
module.exports.postcss = true;
module.exports.USED_PALETTES = USED_PALETTES;

// Mantine's default colour palettes.
const KNOWN_PALETTES = new Set(['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange']);
module.exports.DROPPED_PALETTES = [...KNOWN_PALETTES].filter((p) => !USED_PALETTES.includes(p));
