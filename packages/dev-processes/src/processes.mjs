// @ts-check
// Child processes for the start and test scripts: prefixed output, each in its own process group
// (so stopping one stops what it started), stopped together on Ctrl-C.
import { spawn } from 'node:child_process';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @type {Set<ChildProcess>} */
const children = new Set();
let stopping = false;

/**
 * Starts a long-running command in its own process group, prefixing its output.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, quiet?: boolean }} [options]
 * @returns {ChildProcess}
 */
export function startProcess(name, command, args, { cwd, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(14);
  /** @param {import('node:stream').Readable | null} stream @param {NodeJS.WriteStream} target */
  const forward = (stream, target) =>
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !stoppedOnPurpose.has(child)) console.error(`${prefix} stopped (${signal ?? `exit ${code}`})`);
  });
  return child;
}

/** @type {WeakSet<ChildProcess>} */
const stoppedOnPurpose = new WeakSet();

/** @param {ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops one started process group: SIGTERM, then SIGKILL after eight seconds.
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  stoppedOnPurpose.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

/** Stops every started process group: SIGTERM, then SIGKILL for stragglers. */
export async function stopAll() {
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + 8000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children) signalGroup(child, 'SIGKILL');
}

/**
 * Runs a command to completion (inherits output); rejects on a non-zero exit.
 * @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, { cwd, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

// Waiting for a started server is health.mjs's job; re-exported for the scripts that start them.
export { answers, waitFor } from './health.mjs';
