// PostCSS plugin: drops the parts of Mantine's CSS the site cannot reach (about 0.7 KB gzip of the
// 12 KB CSS budget). The site uses only the components whose CSS src/styles/mantine.ts imports, with
// props that tests/unit/mantineUsage.test.ts pins; the editor loads Mantine's full styles.css, which
// this plugin leaves alone. tests/browser/build-output.test.ts checks no shipped file refers to
// anything dropped.

// Root variables that only components the site does not load, or props it never passes, read.
const DROPPED_VARIABLES = [
  // z-index of overlays (Modal, Popover…): the site's dialogs are native <dialog> elements.
  /^--mantine-z-index-/,
  // Breakpoints: media queries get them from postcss-simple-vars at build time, Mantine's JS from the theme.
  /^--mantine-breakpoint-/,
  // Shadows other than md and xl (Paper's `shadow` prop is never passed; the CSS modules use md and xl).
  /^--mantine-shadow-(xs|sm|lg)$/,
  // h4–h6: Title's order is typed 1 | 2 | 3 in every section.
  /^--mantine-h[456]-/,
  // Variant colours of the default palettes (Button/Badge variants, `c="green"` without a shade):
  // the site's Mantine components take colours with a shade only (`c="gray.7"`).
  /^--mantine-color-(dark|gray|green|yellow)-(text|filled-hover|light|light-hover|light-color|outline|outline-hover)$/,
  // Input states: the site's form controls are its own (src/sections/shared/FormControl.module.css).
  /^--mantine-color-(disabled|disabled-color|disabled-border|placeholder)$/,
  // Container sizes the site never asks for (it uses sm, md and lg).
  /^--container-size-(xs|xl)$/,
];

// Rules for props the site never passes: Container strategy="grid", Text/Anchor truncate, lineClamp,
// inherit, inline and the gradient variant, Anchor underline other than "hover", SimpleGrid autoCols;
// and right-to-left rules (the site is Vietnamese, left to right).
const UNUSED_ATTRIBUTE =
  /\[data-(strategy=["']?grid|truncate|line-clamp|inherit|inline|variant=["']?gradient|underline=["']?(not-hover|always)|auto-cols)\b|\[dir=["']?rtl/;

// The site is no web component: `:host` copies of `:root` rules never match.
const HOST = /^:host\b/;

// Helper classes of components and theme settings the site does not use: lightHidden, the focus
// ring settings other than the default "auto", Mantine buttons' active class, respectReducedMotion,
// Container's fluid prop.
const UNUSED_HELPER = /\.mantine-(light-hidden|dark-hidden|focus-always|focus-never|active)\b|\[data-respect-reduced-motion\]|\[data-fluid\]/;

const isDropped = (prop) => DROPPED_VARIABLES.some((pattern) => pattern.test(prop));

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'unused-mantine',
  Once(root, { result }) {
    const from = result.opts.from ?? '';
    // Per-component files only: the editor's all-in-one styles.css keeps everything.
    if (!/[\\/]@mantine[\\/]core[\\/]styles[\\/][^\\/]+\.css$/.test(from)) return;
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !HOST.test(selector) && !UNUSED_ATTRIBUTE.test(selector) && !UNUSED_HELPER.test(selector));
      if (kept.length === 0) return rule.remove();
      if (kept.length < rule.selectors.length) rule.selectors = kept;
      rule.walkDecls((decl) => {
        if (isDropped(decl.prop)) decl.remove();
      });
      if (rule.nodes.length === 0) rule.remove();
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
  },
});
module.exports.postcss = true;
module.exports.DROPPED_VARIABLES = DROPPED_VARIABLES;
module.exports.UNUSED_ATTRIBUTE = UNUSED_ATTRIBUTE;
module.exports.UNUSED_HELPER = UNUSED_HELPER;
