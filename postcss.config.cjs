module.exports = {
  plugins: {
    './scripts/postcss-unused-palettes.cjs': {},
    './scripts/postcss-light-only.cjs': {},
    './scripts/postcss-unused-mantine.cjs': {},
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
    './scripts/postcss-node-sources.cjs': {},
  },
};
