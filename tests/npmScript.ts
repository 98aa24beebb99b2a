// Runs a command the way `npm run <name>` does (its command line from package.json), without npm's
// own start-up: the tests of a command then test what authors and CI run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommandOutcome } from '../src/engine/commandLine.ts';
import { PROJECT_ROOT } from '../src/engine/project.ts';

const scripts = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** `npm run <name> -- …args`, for a script that is `node …` with no shell syntax; waits for it to end. Its exit code and output, as the command's function returns them. */
export function runNpmScript(name: string, args: string[], env: NodeJS.ProcessEnv): CommandOutcome {
  const [program, ...scriptArgs] = scripts[name].split(' ');
  if (program !== 'node') throw new Error(`npm run ${name} is not a plain node command: ${scripts[name]}`);
  const run = spawnSync(process.execPath, [...scriptArgs, ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000, env });
  if (run.error) throw run.error;
  if (run.status === null) throw new Error(`npm run ${name} was ended by ${run.signal}`);
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
