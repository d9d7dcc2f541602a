import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const exec = promisify(execFile);

/** Runs `pnpm <args>` at the repository root, as a team's pipeline would; returns stdout. */
export async function pnpm(...args: string[]): Promise<string> {
  const { stdout } = await exec('pnpm', ['--silent', ...args], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** `pnpm registry <args>` and how long the command took, in ms. */
export async function registry(...args: string[]): Promise<{ output: string; ms: number }> {
  const started = performance.now();
  const output = await pnpm('registry', ...args);
  return { output, ms: performance.now() - started };
}
