import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';

/** A plain (non-federated) production build of the benchmark page: the real canvas, 200 items. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [pluginReact()],
  source: { entry: { index: './bench/main.tsx' } },
  html: { title: 'mf-cluster drag benchmark' },
  output: { distPath: { root: 'bench/dist' }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
