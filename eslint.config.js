// Flat ESLint config for the whole workspace. The import-boundary rules enforce the federation
// rules of docs/architecture.md: a remote never imports another remote or the shell; shared code
// goes through the workspace packages (@doorloopjes/runtime, @doorloopjes/shared and the plain
// libraries beside them), by package name.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import contract from '@doorloopjes/platform-contract/platform-contract.json' with { type: 'json' };

/** The shell and every remote of the platform contract: each is its own import zone. */
const APPS = [contract.shell.package, ...Object.values(contract.remotes).map((remote) => remote.package)];

/** Patterns that reach into another app's folder, whether by relative path or package name. */
function foreignAppPatterns(self) {
  return APPS.filter((app) => app !== self).flatMap((app) => [`**/${app}/**`, `${app}`, `${app}/*`]);
}

const boundaryRules = APPS.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: foreignAppPatterns(app), message: 'Apps never import each other: go through @doorloopjes/shared or @doorloopjes/runtime.' },
          { group: ['**/packages/*/src/**'], message: 'Import the package (@doorloopjes/shared, @doorloopjes/runtime...), not its files.' },
        ],
      },
    ],
  },
}));

// --- Inside the frontends: hooks, import cycles, the zones within an app, Testing Library -----
// Kept apart from the cross-app boundary block above, which the platform contract feeds.

/** The browser packages: every app, the page-wide runtime and the plain libraries. */
const FRONTEND_PACKAGES = [...APPS, 'packages/shared', 'packages/platform-contract', 'packages/runtime', 'packages/messages', 'packages/content-types'];
const frontendFiles = (pattern) => FRONTEND_PACKAGES.map((pkg) => `${pkg}/${pattern}`);

/** Test files and the helpers only tests use (renderers, fixtures, mock servers). */
const TEST_SUPPORT = ['src/**/*.test.{ts,tsx}', 'src/test/**'];

/** The classic hook rules are the contract; the React Compiler rules are advisory here. */
const hookRules = {
  ...reactHooks.configs.recommended.rules,
  'react-hooks/refs': 'off',
  'react-hooks/set-state-in-effect': 'off',
  'react-hooks/immutability': 'off',
  'react-hooks/purity': 'off',
  'react-hooks/static-components': 'off',
};

/**
 * Zones inside one app: only the federation config (and the stand-alone dev entry) may use
 * `src/exposes/`, which holds thin adapters; feature code never imports test code.
 */
const innerZoneRules = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  ignores: [`${app}/src/exposes/**`, `${app}/src/bootstrap.tsx`, ...TEST_SUPPORT.map((glob) => `${app}/${glob}`)],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `./${app}/src`, from: `./${app}/src/exposes`, message: 'Exposes are adapters for the federation config only: import the feature module instead.' },
          { target: `./${app}/src`, from: TEST_SUPPORT.map((glob) => `./${app}/${glob}`), message: 'Feature code never imports test code.' },
          { target: `./${app}/src`, from: './packages/runtime/src/test', message: 'Feature code never imports @doorloopjes/runtime/testing.' },
          // Layers of a feature (docs/layout-and-lint.md, 'Layout of a remote'): api <- model <- hooks <- components.
          { target: `./${app}/src/**/api/**`, from: [`./${app}/src/**/model/**`, `./${app}/src/**/hooks/**`, `./${app}/src/**/components/**`], message: 'An api file is the bottom layer: it never imports model, hooks or components.' },
          { target: `./${app}/src/**/hooks/**`, from: `./${app}/src/**/components/**`, message: 'A hook never imports components.' },
          { target: `./${app}/src/**/model/**`, from: [`./${app}/src/**/hooks/**`, `./${app}/src/**/components/**`], message: 'A model module holds state and logic without React: it never imports hooks or components.' },
          // The shell's composition root (docs/layout-and-lint.md) imports the features, never the reverse.
          ...(app === contract.shell.package ? [{ target: `./${app}/src/!(app)/**`, from: `./${app}/src/app`, message: 'src/app is the composition root: features never import it (put what they share in a leaf folder such as src/scheduling).' }] : []),
        ],
      },
    ],
  },
}));

const lintWhatMatters = [
  {
    // Hooks live in .ts files too.
    files: frontendFiles('**/*.ts'),
    plugins: { 'react-hooks': reactHooks },
    rules: hookRules,
  },
  {
    files: frontendFiles('**/*.{ts,tsx}'),
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: frontendFiles('tsconfig.json'), noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...innerZoneRules,
  {
    files: frontendFiles('src/**/*.test.{ts,tsx}'),
    ...testingLibrary.configs['flat/react'],
  },
];

export default tseslint.config(
  {
    // Build output only: source folders named build (shell/build) are linted. services/cms/build
    // is the content service's admin panel as Strapi builds it.
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-single/**', '**/dist-prerender/**', '**/dist-visitor/**', 'services/cms/build/**', '**/.strapi/**', '**/.tmp/**', '**/@mf-types/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/types/generated/**', '**/release-store/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...hookRules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaryRules,
  {
    // Each package is reached by its name, never by a relative path into its folder: a package's
    // exports are its interface (docs/layout-and-lint.md). Every file, build configs and scripts too.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-relative-packages': ['error', { commonjs: true }] },
  },
  ...lintWhatMatters,
  {
    // The content service is Strapi: CommonJS modules, loaded by Node, with the `strapi` global
    // Strapi installs at boot (config files and lifecycles use it without an import).
    files: ['services/cms/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.node, strapi: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` is the usual way to name a Node module.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    // Every content-service read is a ContentQuery object in an `api/*Requests.ts` file, sent with
    // getContent: the content service's contract test runs each of those files' exports against
    // the seeded service, so a read defined anywhere else would escape it.
    files: frontendFiles('src/**/*.{ts,tsx}'),
    ignores: ['packages/runtime/src/api/getContent.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='apiClient'][callee.property.name='get']",
          message: 'Define the read as a ContentQuery in an api/*Requests.ts file and send it with getContent (the contract test runs it).',
        },
        {
          selector: "CallExpression[callee.name='getContent'] > ObjectExpression.arguments",
          message: 'Define the read as a ContentQuery in an api/*Requests.ts file (the contract test runs it), not inline.',
        },
      ],
    },
  },
  {
    // The federation-cost benchmark's single bundle compiles the remotes into the shell: the one
    // place that imports them directly, on purpose (never part of the federated build).
    files: ['shell/single-bundle/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
