import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * A production build of the list page alone (no federation), for the benchmark. The card module
 * is swapped for a counting copy so card renders can be measured without touching the app code.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './bench/entry.tsx' } },
  html: { title: 'mf-doorloopjes benchmark' },
  output: { distPath: { root: 'dist/bench' }, cleanDistPath: true },
  tools: {
    rspack: (config, { rspack }) => {
      // Only the list's own relative import is swapped; CountedCard imports the real module by another path.
      const countedCard = fileURLToPath(new URL('./CountedCard.tsx', import.meta.url));
      config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^\.\/DoorloopjeCard$/, countedCard));
    },
  },
});
