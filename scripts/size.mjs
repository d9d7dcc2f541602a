#!/usr/bin/env node
// `pnpm size`: gzip sizes of what a first visit downloads: the shell's initial JS (the scripts
// index.html references) and each remote's entry (from its mf-manifest.json), plus each
// build's JS in total. Builds what is not built first.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONTENDS, ROOT, isBuilt } from './lib/apps.mjs';
import { run } from './lib/processes.mjs';

for (const app of FRONTENDS) if (!isBuilt(app.name)) await run('pnpm', ['--filter', app.name, 'build'], { cwd: ROOT });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const rows = [];

const shellDist = join(ROOT, 'shell/dist');
const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
const initialScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
const shellInitial = initialScripts.reduce((sum, src) => sum + gzipOf(join(shellDist, src)), 0);
rows.push(['shell', 'initial JS', initialScripts.length, shellInitial]);

for (const app of FRONTENDS.filter((candidate) => candidate.name !== 'shell')) {
  const dist = join(ROOT, app.name, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  rows.push([app.name, 'remote entry', 1, gzipOf(join(dist, manifest.metaData.remoteEntry.name))]);
}

// Everything each app could ever send (shared-module fallbacks included, which a page that
// already has the shell's copies never downloads).
for (const app of FRONTENDS) {
  const dist = join(ROOT, app.name, 'dist');
  const files = readdirSync(join(dist, 'static/js'), { recursive: true }).filter((file) => String(file).endsWith('.js'));
  rows.push([app.name, 'all JS in the build', files.length, files.reduce((sum, file) => sum + gzipOf(join(dist, 'static/js', String(file))), 0)]);
}

console.log('app'.padEnd(16), 'what'.padEnd(28), 'files'.padStart(5), 'gzip'.padStart(10));
for (const [app, what, files, bytes] of rows) console.log(app.padEnd(16), what.padEnd(28), String(files).padStart(5), kb(bytes).padStart(10));
