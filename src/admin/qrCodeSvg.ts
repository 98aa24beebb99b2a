// A QR code as inline SVG, made with the html`…` tag from uqr's module grid: the same drawing as uqr's
// renderSVG (10-unit modules, white background, black path), without taking a library's markup on trust.
import { encode } from 'uqr';
import { html, type SafeHtml } from './html.ts';

const MODULE = 10;

/** `data` (an otpauth:// address) as a QR code with a quiet zone of `border` modules. */
export function qrCodeSvg(data: string, { border = 2 }: { border?: number } = {}): SafeHtml {
  const { size, data: dark } = encode(data, { border });
  const side = size * MODULE;
  const squares = dark.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x * MODULE},${y * MODULE}h${MODULE}v${MODULE}h-${MODULE}z`] : [])));
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect fill="white" width="${side}" height="${side}"/><path fill="black" d="${squares.join('')}"/></svg>`;
}
