import type { CSSProperties } from 'react';

// Inline styles, not a CSS module: the site's one stylesheet is at its 12 KB budget and every page
// loads it, while these few rules matter on the catalogue's pages only.
export const catalogueStyles = {
  trail: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' },
  types: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))', gap: '1rem', margin: '1rem 0 0', padding: 0, listStyle: 'none' },
  type: { padding: '1rem', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', scrollMarginTop: '4.5rem' },
  typeName: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 },
  part: { paddingBlock: '2rem', borderTop: '1px solid var(--mantine-color-gray-3)' },
  // Framed, so where the example starts and ends stays visible against white sections.
  example: { marginBlock: '1rem', borderBlock: '1px dashed var(--mantine-color-gray-4)' },
  json: {
    maxHeight: '32rem',
    margin: 0,
    padding: '1rem',
    overflow: 'auto',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-gray-0)',
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: 'var(--mantine-font-size-sm)',
  },
  copy: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem', marginTop: '0.75rem' },
  neighbours: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '1rem', marginTop: '2rem' },
  icons: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: '0.75rem', margin: '1rem 0 0', padding: 0, listStyle: 'none' },
  icon: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.25rem',
    padding: '0.75rem 0.25rem',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-gray-0)',
  },
} satisfies Record<string, CSSProperties>;
