import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rsbuild/core';
import { shellBuildDefine } from './rsbuild.config';

/**
 * The landing page's server render (src/prerender/renderLanding.tsx) as a Node module in
 * dist-prerender/, loaded by the static server (scripts/serve-static.mjs --prerender). A plain
 * bundle without Module Federation: it renders only the shell's own landing page.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { renderLanding: './src/prerender/renderLanding.tsx' }, define: shellBuildDefine },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-prerender' },
    minify: false,
    cleanDistPath: true,
  },
  performance: { printFileSize: false },
});
