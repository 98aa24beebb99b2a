// The security headers on every answer of the site server: helmet's (CSP, HSTS, nosniff, frame and
// referrer policies) and a Permissions-Policy turning off the browser features the site never uses.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { BOOTSTRAP_SCRIPT } from '../app/bootstrapScript.ts';
import { SPECULATION_RULES } from '../app/speculationRules.ts';

/** The CSP source allowing one inline script: the hash of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The policy allows the site's own script files and two inline scripts by the hash of their text:
 * the bootstrap that loads the entry after the first paint, and the speculation rules that fetch a
 * link's page on intent (no other inline script, no eval: the boot data is a
 * `<script type="application/json">` block, which is never executed); inline styles
 * are allowed because Mantine injects `<style>` elements.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHashSource(BOOTSTRAP_SCRIPT), scriptHashSource(SPECULATION_RULES)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Features no page uses, turned off for the site and anything it embeds. Only names Chromium knows:
 * an unknown one makes it log a warning on every page (Chromium 156 does not know ambient-light-sensor
 * or bluetooth; the browser tests fail on console warnings). Clipboard writing stays allowed (the section
 * catalogue's copy button), and so do fullscreen and autoplay (harmless, and embeds may want them).
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

const helmetHeaders = helmet({
  // useDefaults: false, so helmet adds no upgrade-insecure-requests (the site is also served over http locally).
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true, preload: false },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  helmetHeaders(req, res, next);
};
