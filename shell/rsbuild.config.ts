import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

/**
 * The host declares no build-time remotes: it reads /remotes.json at start. In development the
 * environment's files are served as the public folder; a build never bakes them in.
 */
const environment = process.env.APP_ENV ?? 'development';

export default defineAppConfig({
  name: 'shell',
  port: APP_PORTS.shell,
  title: 'Doorloopjes',
  runtimePlugins: ['./src/remotes/manifestTimeoutPlugin.ts'],
  // The environment's files are fetched by the first script; preloading starts them with it.
  htmlTags: ['/config.json', '/remotes.json'].map((href) => ({
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
