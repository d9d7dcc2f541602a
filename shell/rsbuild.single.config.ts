import { defineAppConfig } from '@doorloopjes/build-config/app-config';
import { APP_PORTS } from '@doorloopjes/build-config/federation';
import { fileURLToPath } from 'node:url';
import { pluginLoggedInFirstLoad } from './build/loggedInFirstLoad';
import shellConfig, { shellBuildDefine } from './rsbuild.config';

/**
 * The same shell, with the remotes compiled in instead of federated: the federation-cost
 * benchmark (scripts/federation-cost.mjs) compares it with the federated platform. Built into
 * dist-single; never deployed.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config = defineAppConfig({
  name: 'shell',
  port: APP_PORTS.shell,
  title: 'Doorloopjes',
  federation: false,
  replaceModules: { [here('./src/remotes/loader')]: here('./single-bundle/loader.ts') },
  htmlTags: shellConfig.html?.tags,
  extra: { source: { define: shellBuildDefine }, output: { assetPrefix: '/', distPath: { root: 'dist-single' } } },
});

/** Logged-in pages start the same way as the federated shell's (a fair comparison). */
export default { ...config, plugins: [...(config.plugins ?? []), pluginLoggedInFirstLoad({ federated: false })] };
