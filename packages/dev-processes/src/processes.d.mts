import type { ChildProcess } from 'node:child_process';

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string>; quiet?: boolean },
): ChildProcess;
export function stopProcess(child: ChildProcess): Promise<void>;
export function stopAll(): Promise<void>;
export function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }): Promise<void>;
export { answers, waitFor } from './health.mjs';
