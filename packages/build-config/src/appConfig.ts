import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, type HtmlConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import CompressionPlugin from 'compression-webpack-plugin';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, type BrotliOptions } from 'node:zlib';
import { federationShared, federationShareStrategy, remoteContract } from './federation';
import { FEDERATION_LIBRARY_GLOBALS } from './federationGlobals';

/** One HTML template for every app: Dutch page language, viewport for the 768 px layout. */
const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

export interface AppConfigOptions {
  /** Federation scope name, e.g. 'mf_content' or 'shell'. */
  name: string;
  port: number;
  title: string;
  exposes?: ModuleFederationOptions['exposes'];
  /** Extra Rsbuild settings (merged shallowly over the defaults). */
  extra?: RsbuildConfig;
  /** Runtime plugins (e.g. the shell's manifest-fetch timeout). */
  runtimePlugins?: string[];
  /** Extra tags in the HTML page (e.g. the shell's preloads). */
  htmlTags?: HtmlConfig['tags'];
  /**
   * false: a plain single bundle without Module Federation (the federation-cost benchmark's
   * build), with `replaceModules` swapping files (absolute path -> absolute path, no extension).
   */
  federation?: boolean;
  replaceModules?: Record<string, string>;
}

/** The one CSS chunk of a remote (see chunkSplit below). */
export const REMOTE_STYLES_CHUNK = 'remote-styles';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Every text asset is written next to itself as .br and .gz at build time, so the static server
 * sends compressed bytes without compressing per request (and at the highest levels).
 */
const precompressed = [
  new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
  new CompressionPlugin<BrotliOptions>({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 0,
    minRatio: 1,
  }),
];

/**
 * One Rsbuild config shape for the shell and every remote: React, Module Federation with the
 * shared singletons, a fixed port, and CORS so the shell can load remote chunks in development.
 */
export function defineAppConfig({ name, port, title, exposes, extra, runtimePlugins, htmlTags, federation = true, replaceModules = {} }: AppConfigOptions) {
  return defineConfig({
    plugins: [
      pluginReact(),
      federation &&
        pluginModuleFederation({
          name,
          ...(exposes ? { exposes } : {}),
          shared: federationShared,
          shareStrategy: federationShareStrategy,
          // Absolute: the shared tree-shaking build resolves them from another folder.
          ...(runtimePlugins ? { runtimePlugins: runtimePlugins.map((plugin) => resolve(plugin)) } : {}),
          // Generated @mf-types are not used: remote contracts are typed in @doorloopjes/platform-contract.
          dts: false,
          experiments: {
            // Browser-only apps: the runtime leaves out its Node loading code.
            optimization: { target: 'web' },
            // The federation runtime once per page: the shell (the one consumer, exposing nothing)
            // provides it, and a remote's production entry uses that copy instead of carrying its
            // own 17 kB gzip. A built remote therefore runs only under a shell of a compatible
            // Module Federation version (all apps pin the same one in packages/build-config/package.json); in
            // `pnpm dev` a remote keeps its own runtime, so its standalone harness still opens.
            ...(exposes ? { externalRuntime: process.env.NODE_ENV === 'production' } : { provideExternalRuntime: true }),
          },
        }),
    ],
    html: { title, template: HTML_TEMPLATE, ...(htmlTags ? { tags: htmlTags } : {}) },
    server: {
      port,
      host: 'localhost',
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
    },
    output: {
      // Remotes are loaded from another origin: their chunks must resolve against their own URL.
      assetPrefix: 'auto',
    },
    performance: {
      // The message catalogue and the platform rules are shared (federation.ts): an app's own
      // copy is the fallback a remote loads only when the page has no fitting version, kept in a
      // chunk of its own. The runtime's storage names go with the platform rules: the shell's own
      // code reads them as well as the runtime singleton, so one chunk keeps them from loading twice.
      chunkSplit: {
        strategy: 'split-by-experience',
        forceSplitting: {
          'lib-messages': /[\\/]packages[\\/]messages[\\/]/,
          'lib-platform-names': /[\\/]packages[\\/](platform-rules[\\/]|runtime[\\/]src[\\/](storage[\\/]keys|offline[\\/]storageNames)\.ts$)/,
        },
        // A remote's stylesheets (the shared ui.css and its own) in one CSS file per remote:
        // otherwise every exposed module gets a CSS file with the same rules, and the dashboard,
        // which renders two or three exposes of one remote, downloads them two or three times.
        // The shell's ui.css is in its entry's CSS already; its public pages keep their own files.
        ...(exposes ? { override: { cacheGroups: { [REMOTE_STYLES_CHUNK]: { name: REMOTE_STYLES_CHUNK, type: 'css/mini-extract', chunks: 'all', enforce: true } } } } : {}),
      },
      // The .br/.gz copies are the same files again: the build report lists each file once.
      printFileSize: { exclude: (asset) => /\.(br|gz|map)$/.test(asset.name) },
    },
    tools: {
      rspack: (config, { env, rspack }) => {
        const replacing = Object.entries(replaceModules).map(
          ([from, to]) =>
            new rspack.NormalModuleReplacementPlugin(/./, (resource: { context: string; request: string }) => {
              if (resolve(resource.context, resource.request) === from) resource.request = to;
            }),
        );
        // A remote's production entry takes the federation runtime's SDK and error texts from the
        // shell, like its runtime core (externalRuntime above): 4-5 kB gzip less per remote entry.
        const federationLibraries = federation && exposes && env === 'production' ? [new rspack.ExternalsPlugin('global', FEDERATION_LIBRARY_GLOBALS)] : [];
        config.plugins = [...(config.plugins ?? []), ...replacing, ...federationLibraries, ...(env === 'production' ? precompressed : [])];
        return config;
      },
    },
    ...extra,
  });
}

/**
 * A remote's Rsbuild config: its scope, port, title and exposed modules all come from its entry in
 * the platform contract, so the build cannot expose anything the shell does not expect.
 */
export function defineRemoteConfig(remote: Parameters<typeof remoteContract>[0]) {
  const { package: title, scope, port, exposes } = remoteContract(remote);
  const exposed = Object.fromEntries(Object.entries(exposes).map(([module, file]) => [`./${module}`, file]));
  return defineAppConfig({ name: scope, port, title, exposes: exposed });
}
