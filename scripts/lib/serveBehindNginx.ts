// A built site served as in production: docs/nginx.conf in Debian's nginx on 127.0.0.1, over TLS
// with HTTP/2 (as its `listen 443 ssl http2` block), static files from the build folder and the
// rest from the site server behind it. For `npm run lighthouse -- --behind-nginx`: a browser loads
// a page over one HTTP/2 connection there, against up to six HTTP/1.1 connections to the site
// server alone, and Lighthouse's simulation follows the protocol it saw. The certificate is a
// throw-away self-signed one (openssl), so the browser must be told to accept it
// (BEHIND_NGINX_CHROMIUM_FLAGS).
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/browser/harness.ts';
// The tests' starter of Debian's nginx with docs/nginx.conf (as `npm run bench:server -- --behind-nginx`).
import { documentedSite, startNginx } from '../../tests/server/nginx.ts';
import { serveBuilt, type ServedBuild } from './serveBuilt.ts';

export const BEHIND_NGINX_CHROMIUM_FLAGS = ['--ignore-certificate-errors'];

export async function serveBehindNginx(builtRoot: string): Promise<ServedBuild> {
  // nginx's worker runs as nobody when nginx is started as root: it may not reach a checkout under
  // /root or a mkdtemp folder (0700). It serves a copy in a folder anyone can read (as the tests' siteCopy).
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'served-nginx-'));
  chmodSync(scratch, 0o755);
  const root = path.join(scratch, 'client');
  cpSync(builtRoot, root, { recursive: true });
  const key = path.join(scratch, 'key.pem');
  const cert = path.join(scratch, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  const siteServer = await serveBuilt(root, { trustProxy: '127.0.0.1' });
  const config = documentedSite({ servers: [siteServer.base], root });
  const port = await freePort();
  // Beside the plain listener the helper adds: the TLS one, as docs/nginx.conf's (nginx 1.22 syntax).
  config.server = `    listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key};\n${config.server}`;
  const nginx = await startNginx(config);
  return {
    base: `https://127.0.0.1:${port}`,
    close: async () => {
      await nginx.close();
      await siteServer.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
