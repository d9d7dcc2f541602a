import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_DIR } from '../scripts/lib/strapi-process.mjs';

/**
 * Runs one of the content service's scripts (`scripts/<script>`) in the app folder and resolves
 * the last line it printed, its JSON summary; rejects with the end of its error output when it
 * exits with an error.
 */
export function lastLineOfScript(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(APP_DIR, 'scripts', script)], { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${err.slice(-2000)}`));
      resolve(out.trim().split('\n').pop() ?? '');
    });
  });
}
