// A site server for the benchmarks in a process of its own (scripts/lib/benchSiteProcess.ts), so its
// memory and CPU are its own: started with `env` added, stopped gracefully.
import { fork } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

export interface Instance {
  url: string;
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/** One site server in a process of its own (scripts/lib/benchSiteProcess.ts) with `env` added. */
export async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = fork(path.join(PROJECT_ROOT, 'scripts/lib/benchSiteProcess.ts'), { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const reply = <T>(key: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: Record<string, T>) => {
        if (!(key in message)) return;
        child.off('message', onMessage);
        resolve(message[key]);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`the bench server exited (${child.exitCode})`)));
    });
  const port = await reply<number>('port');
  return {
    url: `http://127.0.0.1:${port}`,
    rss: () => {
      child.send('rss');
      return reply<number>('rss');
    },
    stop: async () => {
      if (child.exitCode === null) child.send('stop');
      await exited;
    },
  };
}
