// What the dev server (`npm run dev`, and `npm run edit`, which loads the same config) never serves,
// whatever the URL (/data/…, /@fs/<absolute path>, percent-encoded, "?raw" imports): the leads
// database in data/ and its -wal/-shm files, SQLite files anywhere, .env files and the built server.
// Vite's server.fs.deny (picomatch; a pattern without "/" matches the file name in any folder) also
// guards its import and /@fs/ paths. Setting it replaces Vite's own list, so that list comes first.
// Files in public/ are served as they are (Vite does not check them): nothing private belongs there.
import { normalizePath } from 'vite';

const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/** A literal path inside a glob: picomatch's special characters escaped. */
const literal = (text: string) => text.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/** server.fs.deny for the project at `root`. */
export function privateFiles(root: string): string[] {
  const inRoot = (rel: string) => `${literal(normalizePath(root))}/${rel}`;
  return [...VITE_DEFAULT_DENY, '*.sqlite*', inRoot('data'), inRoot('data/**'), inRoot('build/server/**')];
}
