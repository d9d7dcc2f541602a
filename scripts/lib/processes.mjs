// Child-process helpers for the start and test scripts: prefixed output, process-group kill, and
// waiting until a URL answers (health.mjs).
import { spawn } from 'node:child_process';

const children = new Set();

/** Starts a long-running command in its own process group, prefixing its output. */
export function startProcess(name, command, args, { cwd, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(14);
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`${prefix} stopped (${signal ?? `exit ${code}`})`);
  });
  return child;
}

let stopping = false;

/** Stops every started process group: SIGTERM, then SIGKILL for stragglers. */
export async function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 8000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Runs a command to completion (inherits output); rejects on a non-zero exit. */
export function run(command, args, { cwd, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

// Waiting for a started server is health.mjs's job; re-exported for the scripts that start them.
export { answers, waitFor } from './health.mjs';
