import { defineAppConfig } from '@doorloopjes/build-config/app-config';
import { APP_PORTS } from '@doorloopjes/build-config/federation';
import { FEDERATION_LIBRARY_GLOBALS } from '@doorloopjes/build-config/federation-globals';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pluginLoggedInFirstLoad } from './build/loggedInFirstLoad';
import { pluginServiceWorker } from './build/serviceWorker';
import { VISITOR_DIST } from './build/visitorDist';

/**
 * The host declares no build-time remotes: it reads its registry at start (see src/remotes). In development the
 * environment's files are served as the public folder; a build never bakes them in.
 */
const environment = process.env.APP_ENV ?? 'development';
const require = createRequire(import.meta.url);

/**
 * This build's identity (bootstrap.tsx: the persisted query cache's `buster`): a copy of the query
 * cache written by another shell build is dropped, not restored. SHELL_BUILD_ID if the release
 * pipeline sets one, else the commit built (the same commit builds the same files), else the time.
 */
function shellBuildId(): string {
  if (process.env.SHELL_BUILD_ID) return process.env.SHELL_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString();
  }
}
export const shellBuildDefine = { __SHELL_BUILD__: JSON.stringify(shellBuildId()) };

/**
 * The installable app: its web app manifest, icons and theme colour (files in static/). The tab's
 * icon is named, so browsers do not ask for a /favicon.ico that does not exist.
 */
const appTags = [
  { tag: 'link', attrs: { rel: 'icon', href: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' }, head: true, append: true },
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, head: true, append: true },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, head: true, append: true },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#b43c06' }, head: true, append: true },
];

const config = defineAppConfig({
  name: 'shell',
  port: APP_PORTS.shell,
  title: 'Doorloopjes',
  runtimePlugins: ['./src/remotes/manifestTimeoutPlugin.ts', './src/remotes/provideFederationLibrariesPlugin.ts'],
  // config.json is fetched by the first script; preloading starts it with the script. (The
  // registry comes from the content service it names; /remotes.json is only the fallback.)
  htmlTags: [
    ...['/config.json'].map((href) => ({
      tag: 'link',
      attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
      head: true,
      append: false,
    })),
    ...appTags,
  ],
  extra: {
    source: { define: shellBuildDefine },
    // The federation runtime core reads the CommonJS builds of its SDK and error texts: the shell's
    // plugin that hands them to remote entries (provideFederationLibrariesPlugin.ts) must read the
    // same copies, or the page would carry both builds.
    resolve: {
      alias: Object.fromEntries(Object.keys(FEDERATION_LIBRARY_GLOBALS).map((library) => [`${library}$`, require.resolve(library)])),
    },
    server: {
      port: APP_PORTS.shell,
      host: 'localhost',
      strictPort: true,
      historyApiFallback: true,
      publicDir: { name: `environments/${environment}`, copyOnBuild: false },
    },
    // The manifest and icons keep fixed names: the installed app refers to them.
    // The visitor's landing page entry (rsbuild.visitor.config.ts, built just before) goes along
    // under /visitor/, so the service worker precaches it like the shell's own files.
    output: {
      assetPrefix: '/',
      copy: [
        { from: 'static', to: '.', globOptions: { ignore: ['**/*.svg'] } },
        { from: VISITOR_DIST, to: 'visitor', noErrorOnMissing: true, globOptions: { ignore: ['**/*.html', '**/*.gz', '**/*.br', '**/*.LICENSE.txt'] } },
      ],
    },
  },
});

/**
 * The service worker is written after a production build; `pnpm dev` has none. So is what the
 * static server needs to start logged-in pages early (build/loggedInFirstLoad.ts).
 */
export default { ...config, plugins: [...(config.plugins ?? []), pluginLoggedInFirstLoad(), pluginServiceWorker()] };
