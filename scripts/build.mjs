#!/usr/bin/env node
// `pnpm build`: builds every app and service. Two at a time: the machines have two cores.
import { ROOT } from './lib/apps.mjs';
import { run } from '@doorloopjes/dev-processes/processes';

await run('pnpm', ['-r', '--workspace-concurrency=2', '--if-present', '--filter', '!e2e', 'build'], { cwd: ROOT });
