// V8's explicit compile hint (Chromium 136+): a file whose first line is this comment has all its
// functions compiled while it streams in, off the main thread, instead of each one on the main
// thread the first time it is called. For a file that mostly runs as soon as it loads.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the chunk whose entry module is `moduleId` (relative to the project).
 * After minification (generateBundle), which would drop the comment; the file name's hash is of
 * the content without it, which stays a hash of what the file holds.
 */
export function compileHintPlugin(moduleId: string): Plugin {
  return {
    name: 'agency:compile-hint',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${moduleId}`)) file.code = `${COMPILE_HINT}\n${file.code}`;
    },
  };
}
