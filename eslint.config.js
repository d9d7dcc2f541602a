// Flat ESLint config for the whole workspace. The import-boundary rules enforce ARCHITECTURE.md:
// a remote never imports another remote or the shell; shared code goes through @doorloopjes/shared.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The shell and every remote of the platform contract: each is its own import zone. */
const contract = JSON.parse(readFileSync(new URL('./shared/src/contracts/platform-contract.json', import.meta.url), 'utf8'));
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
          { group: foreignAppPatterns(app), message: 'Apps never import each other: go through @doorloopjes/shared.' },
          { group: ['**/shared/src/**', '../shared/**', '../../shared/**'], message: 'Import @doorloopjes/shared, not its files.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-single/**', '**/build/**', '**/.strapi/**', '**/.tmp/**', '**/@mf-types/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'services/cms/**', '**/types/generated/**', '**/release-store/**'],
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
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules are advisory here; the classic hook rules are the contract.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/static-components': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaryRules,
  {
    // The federation-cost benchmark's single bundle compiles the remotes into the shell: the one
    // place that imports them directly, on purpose (never part of the federated build).
    files: ['shell/single-bundle/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
