import type { RsbuildPlugin } from '@rsbuild/core';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { OFFLINE_PAGE, runtimeCaching } from './serviceWorkerRoutes';

/** Writes sw.js (routes and caches: serviceWorkerRoutes.ts) into a production build once it is done. */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'doorloopjes:service-worker',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        await copyFile(join(dist, 'index.html'), join(dist, OFFLINE_PAGE));
        const { count, size, warnings } = await generateSW({
          swDest: join(dist, 'sw.js'),
          globDirectory: dist,
          // index.html itself is not precached: the HTML goes to the network first (see above).
          globPatterns: ['**/*.{js,css,png,svg,webmanifest}', OFFLINE_PAGE],
          // independent-packages: the whole builds of tree-shaken shared packages (the router), a
          // fallback the shell's own pages never load (an e2e guard checks): not worth 60 kB per install.
          globIgnores: ['sw.js', '**/*.br', '**/*.gz', 'mf-*', '**/*.map', 'independent-packages/**'],
          dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          mode: 'production',
          runtimeCaching,
        });
        for (const warning of warnings) api.logger.warn(warning);
        api.logger.info(`service worker: ${count} files precached (${Math.round(size / 1024)} kB)`);
      });
    },
  };
}
