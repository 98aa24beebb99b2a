// @vitest-environment node
// `npm run lighthouse -- --behind-nginx` serves the build as in production: docs/nginx.conf over
// TLS and HTTP/2 (scripts/lib/serveBehindNginx.ts). Checked with Node's HTTP/2 client: the page
// from nginx's static files (also when the build is in a folder nginx's worker cannot enter) and
// an API answer from the site server behind it, both over h2.
import { cpSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBehindNginx } from '../../scripts/lib/serveBehindNginx.ts';
import type { ServedBuild } from '../../scripts/lib/serveBuilt.ts';
import { CLIENT_DIR, tempDir } from './helpers.ts';

let served: ServedBuild;
let unreadable: string;
beforeAll(async () => {
  // The build in a folder only its owner may enter (a mkdtemp folder, a checkout under /root):
  // nginx's worker (nobody, under root) could not read it there.
  unreadable = tempDir('behind-nginx-build-');
  cpSync(CLIENT_DIR, path.join(unreadable, 'client'), { recursive: true });
  served = await serveBehindNginx(path.join(unreadable, 'client'));
}, 60_000);
afterAll(async () => {
  await served?.close();
  rmSync(unreadable, { recursive: true, force: true });
}, 60_000);

function get(path: string): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; protocol: string | undefined }> {
  return new Promise((resolve, reject) => {
    // The certificate is the throw-away self-signed one: accepted here as the browser is told to.
    const session = http2.connect(served.base, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': 'identity' });
    let body = '';
    let headers: http2.IncomingHttpHeaders = {};
    request.setEncoding('utf8');
    request.on('response', (h) => (headers = h));
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body, protocol });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveBehindNginx', () => {
  it('serves https on 127.0.0.1', () => {
    expect(served.base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers a page over HTTP/2 with the documented headers', async () => {
    const page = await get('/hosting');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="vi"');
  });

  it('passes API requests to the site server behind it', async () => {
    const health = await get('/healthz');
    expect(health.protocol).toBe('h2');
    expect(health.status).toBe(200);
  });
});
