// `npm run edit`: the dev server with the visual page editor, on loopback only. The token printed
// in the URL is created now and is needed by every API request (see src/editor/server/api.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createServer } from 'vite';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { EDITOR_BASE, editorPlugin } from '../src/editor/server/vitePlugin.ts';

const token = randomBytes(24).toString('base64url');
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({
  configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
  plugins: [editorPlugin({ token })],
  server: { host: '127.0.0.1', port, strictPort: true },
});
await server.listen();
const address = server.httpServer?.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Trình soạn thảo trang: http://127.0.0.1:${actualPort}${EDITOR_BASE}?token=${token}`);
console.log(`Trang web (dev server): http://127.0.0.1:${actualPort}/`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
