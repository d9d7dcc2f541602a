import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

/**
 * The host declares no build-time remotes: it reads its registry at start (see src/remotes). In development the
 * environment's files are served as the public folder; a build never bakes them in.
 */
const environment = process.env.APP_ENV ?? 'development';

export default defineAppConfig({
  name: 'shell',
  port: APP_PORTS.shell,
  title: 'Doorloopjes',
  runtimePlugins: ['./src/remotes/manifestTimeoutPlugin.ts'],
  // config.json is fetched by the first script; preloading starts it with the script. (The
  // registry comes from the content service it names; /remotes.json is only the fallback.)
  htmlTags: ['/config.json'].map((href) => ({
    tag: 'link',
    attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
    head: true,
    append: false,
  })),
  extra: {
    server: {
      port: APP_PORTS.shell,
      host: 'localhost',
      strictPort: true,
      historyApiFallback: true,
      publicDir: { name: `environments/${environment}`, copyOnBuild: false },
    },
    output: { assetPrefix: '/' },
  },
});
