import type { CSSProperties } from 'react';
import type { TemplateFile } from '../../model/generated.ts';

/**
 * The brand palette of a template's colour (shades 0–9 as Mantine's, from light to dark): a demo
 * page wears its template's colour. Shade 7 carries white button text at ≥ 5:1.
 */
export const DEMO_PALETTES: Record<TemplateFile['color'], readonly string[]> = {
  indigo: ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81'],
  violet: ['#f5f3ff', '#ede9fe', '#ddd6fe', '#c4b5fd', '#a78bfa', '#8b5cf6', '#7c3aed', '#6d28d9', '#5b21b6', '#4c1d95'],
  emerald: ['#ecfdf5', '#d1fae5', '#a7f3d0', '#6ee7b7', '#34d399', '#10b981', '#059669', '#047857', '#065f46', '#064e3b'],
  blue: ['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a'],
  slate: ['#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a'],
};

/**
 * Inline custom properties that repaint everything below in the template's colour: the site's CSS
 * reads the brand shades as var(--mantine-color-brand-N), resolved where they are used. Inline
 * (the page's HTML), so the shared stylesheet pays nothing for five palettes.
 */
export function paletteStyle(color: TemplateFile['color']): CSSProperties {
  const shades = DEMO_PALETTES[color];
  const style: Record<string, string> = { '--mantine-primary-color-filled': shades[7] };
  shades.forEach((shade, i) => (style[`--mantine-color-brand-${i}`] = shade));
  return style as CSSProperties;
}
