import { defineAppConfig } from '@doorloopjes/build-config/app-config';
import { APP_PORTS } from '@doorloopjes/build-config/federation';
import { VISITOR_DIST } from './build/visitorDist';
import { shellBuildDefine } from './rsbuild.config';

/**
 * A visitor's landing page as a plain bundle without Module Federation (src/visitor): the first
 * load of someone who is not logged in pays for React and the landing page, not for the platform.
 * Built into dist-visitor before the shell, whose build copies it to /visitor/ (so the service
 * worker precaches it); the static server's landing page render names its entry files and its
 * loader's from manifest.json.
 */
export default defineAppConfig({
  name: 'shell-visitor',
  port: APP_PORTS.shell,
  title: 'Doorloopjes',
  federation: false,
  extra: {
    // The loader is the landing page's only script before the first paint; it starts the visitor's entry after it.
    source: { entry: { loader: './src/visitor/loaderEntry.ts', visitor: './src/visitor/visitorEntry.tsx' }, define: shellBuildDefine },
    output: { assetPrefix: '/visitor/', distPath: { root: VISITOR_DIST }, manifest: true, cleanDistPath: true },
  },
});
