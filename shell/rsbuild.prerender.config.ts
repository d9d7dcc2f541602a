import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rsbuild/core';
import { shellBuildDefine } from './rsbuild.config';

/**
 * The shell's server renders as Node modules in dist-prerender/, loaded by the static server: the
 * landing page (src/prerender/renderLanding.tsx, packages/static-server --prerender) and the
 * logged-in frame's skeleton (src/prerender/renderFrameSkeleton.tsx, --frame). A plain bundle
 * without Module Federation: they render only the shell's own components.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { renderLanding: './src/prerender/renderLanding.tsx', renderFrameSkeleton: './src/prerender/renderFrameSkeleton.tsx' }, define: shellBuildDefine },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-prerender' },
    minify: false,
    cleanDistPath: true,
  },
  performance: { printFileSize: false },
});
