// docs/nginx/*.conf, the security headers and content types nginx sends when it serves the built
// site itself, are what `npm run gen:nginx` (and `npm run build`, into build/nginx/) writes now
// from the site server's code, and docs/nginx.conf includes them wherever it serves files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_NGINX_DIR, NGINX_INCLUDES, securityHeaderList } from '../../scripts/gen-nginx.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../src/server/securityHeaders.ts';

const siteConfig = readFileSync(path.join(PROJECT_ROOT, 'docs/nginx.conf'), 'utf8');
const docsCopy = (name: string) => readFileSync(path.join(DOCS_NGINX_DIR, name), 'utf8');

describe('nginx includes', () => {
  it.each(Object.entries(NGINX_INCLUDES))('docs/nginx/%s is what the generator writes now (run `npm run gen:nginx`)', (name, generate) => {
    expect(docsCopy(name), `docs/nginx/${name} is stale: run \`npm run gen:nginx\``).toBe(generate());
  });

  it('holds the site server’s policies', () => {
    const headers = new Map(securityHeaderList());
    expect(headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    for (const [directive, sources] of Object.entries(CONTENT_SECURITY_POLICY))
      expect(headers.get('Content-Security-Policy')).toContain(`${directive} ${sources.join(' ')}`);
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const include = docsCopy('security-headers.conf');
    for (const [name] of headers) expect(include).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
  });

  it('gives scripts and pages the site server’s types', () => {
    const types = docsCopy('mime-types.conf');
    expect(types).toMatch(/^ {4}text\/javascript +js mjs;$/m);
    expect(types).toMatch(/^ {4}text\/html +htm html/m);
    expect(types).toMatch(/^charset_types text\/html;$/m);
  });

  it('is included by docs/nginx.conf in every location that serves files', () => {
    const checkout = '/srv/amdigital/build/nginx/';
    expect(siteConfig).toContain(`include ${checkout}mime-types.conf;`);
    // location /, /assets/, the search index's files, the 404 page and the 405 answer.
    expect(siteConfig.split(`include ${checkout}security-headers.conf;`)).toHaveLength(6);
  });
});
