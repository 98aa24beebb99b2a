// The site server as a real child process on 127.0.0.1 with a port chosen by the system, for the
// tests that need the process itself (signals, exit codes, crashes): `scripts/serve.ts` through tsx
// by default, or another command such as the bundled `build/server/serve.js` of a production install.
import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { clientRoot } from './helpers.ts';

/** The environment of a child: this one's, without any LEADS_*, REGISTRAR_* or TRUST_PROXY setting of the machine. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(LEADS_|REGISTRAR_|TRUST_PROXY$)/.test(name)));
  return { ...env, ...extra };
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Where and how the server is started: by default the source through tsx in the project. */
export interface ServeCommand {
  cwd: string;
  /** Node's arguments, e.g. ['build/server/serve.js'] for the bundled server. */
  args: string[];
}

const SOURCE: ServeCommand = { cwd: PROJECT_ROOT, args: ['--import', 'tsx', 'scripts/serve.ts'] };

/** Starts the server with `env` added (PORT=0) and resolves once it has printed its address and where leads go. */
export async function startServeProcess(env: Record<string, string>, command: ServeCommand = SOURCE): Promise<ServeProcess> {
  if (command === SOURCE) clientRoot(); // a clear failure when the site is not built
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: childEnv({ PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Site: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (m && output.includes('Leads: ')) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
