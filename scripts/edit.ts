// `npm run edit`: the dev server with the visual page editor, on loopback only. The token printed
// in the URL is created now and is needed by every API request (see src/editor/server/api.ts).
// Options: --pages <dir> (with --public, --schema) edits another folder (the browser tests use a
// throw-away copy); PORT chooses the port (default 5173, the dev server's).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { createServer } from 'vite';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { EDITOR_BASE, editorPlugin } from '../src/editor/server/vitePlugin.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, orUsageExit } from '../src/engine/commandLine.ts';

// The editor speaks Vietnamese.
const dirs = orUsageExit(
  'vi',
  (message) => `edit: ${message}`,
  () => contentDirsFrom(parseArgs({ options: CONTENT_DIR_OPTIONS }).values, 'vi'),
);
const token = randomBytes(24).toString('base64url');
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({
  configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
  plugins: [editorPlugin({ token, dirs })],
  // Loopback only, whatever the config says: the editor writes files.
  // EDITOR_HMR=off (the browser tests): a source file saved meanwhile does not reload the page under test.
  server: { host: '127.0.0.1', port, strictPort: true, ...(process.env.EDITOR_HMR === 'off' ? { hmr: false, watch: null } : {}) },
});
await server.listen();
const address = server.httpServer?.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Trình soạn thảo trang: http://127.0.0.1:${actualPort}${EDITOR_BASE}?token=${token}`);
console.log(`Trang web (dev server): http://127.0.0.1:${actualPort}/`);
if (dirs.pagesDir !== path.join(PROJECT_ROOT, 'pages')) console.log(`Sửa các trang trong ${dirs.pagesDir}`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
