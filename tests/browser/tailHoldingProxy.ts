// A loopback proxy in front of the site server that holds back the end of each document, as a slow
// phone connection does: the browser paints the page before the script that asks for its code
// arrives (tests/browser/boot-order.test.ts, first-intent.test.ts).
import http from 'node:http';
import { BOOT_ELEMENT_ID } from '../../src/model/boot.ts';

/**
 * Forwards every request to the site server. An HTML answer goes out uncompressed and without
 * validators (so each load gets the whole document, never a 304), all of it at once except the
 * part from the boot data on, which follows after `hold()`: a number of milliseconds, or a promise
 * the test settles when the tail may go (an order that must not depend on this machine's speed).
 */
export function startTailHoldingProxy(upstream: string, hold: () => number | Promise<unknown>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(upstream).host };
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(`${upstream}${req.url}`, { method: req.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const tailAt = html.indexOf(`<script type="application/json" id="${BOOT_ELEMENT_ID}"`);
        const cut = tailAt > 0 ? tailAt : html.length - 64;
        const outHeaders: http.OutgoingHttpHeaders = { ...answer.headers, 'cache-control': 'no-store' };
        for (const name of ['content-length', 'etag', 'last-modified', 'content-encoding']) delete outHeaders[name];
        res.writeHead(answer.statusCode ?? 502, outHeaders);
        res.write(html.slice(0, cut));
        const sendTail = () => res.end(html.slice(cut));
        const held = hold();
        if (typeof held === 'number') setTimeout(sendTail, held);
        else void held.then(sendTail, sendTail);
      });
    });
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
