// One lint setup for the whole repository. Zero warnings are allowed (`--max-warnings 0`).
// Import direction is enforced here rather than in prose:
//   packages never import apps; a web feature never reaches into another feature's internals;
//   shared web code (lib, components, config) never imports features or the app layer;
//   no file imports itself back through others (import-x/no-cycle, every workspace);
//   the server's layers and modules follow docs/architecture.md ("Server layers").
import { resolve } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import mainstay from './tools/eslint-plugin-mainstay/index.js';

const appImports = {
  group: [
    '@mainstay/web',
    '@mainstay/web/*',
    '@mainstay/server',
    '@mainstay/server/*',
    '**/apps/**',
  ],
  message: 'Packages are shared by both apps and must never import from an app.',
};

const SERVER_MODULES = resolve(import.meta.dirname, 'apps/server/src/modules');
const WEB_FEATURES = resolve(import.meta.dirname, 'apps/web/src/features');

const serverNeverImportsWeb = {
  group: ['@mainstay/web', '@mainstay/web/*'],
  message: 'The server never imports the web app.',
};

/** Files of `layer` may not import any of `above` (the server's layers, lowest first). */
function serverLayer(layer, above, message) {
  return {
    files: [`apps/server/src/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverNeverImportsWeb, { group: above, message }] },
      ],
    },
  };
}

/** The composition layer: app.ts, server.ts, the module list and the seed. */
const SERVER_TOP = ['**/seed/**', '**/app.ts', '**/server.ts', '**/modules.ts'];

const API_PATH_MESSAGE =
  "Call the API through the endpoint table (call(endpoint, ...) from '@/lib/endpoint-client.ts'), not a '/v1/...' path.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'tools/eslint-plugin-mainstay/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mainstay/server', '@mainstay/server/*'],
              message:
                'The web app talks to the server over HTTP only; share types via @mainstay/contracts.',
            },
            {
              group: ['@/features/*/*', '@/features/*/**'],
              message:
                "Import a feature through its public index ('@/features/<name>'), never its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // The same by relative path ('../../tickets/list/…'): a feature reaches another only
    // through its index.ts.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { mainstay },
    rules: { 'mainstay/module-entry': ['error', { modules: WEB_FEATURES }] },
  },
  {
    // Shared web layers sit below features and the app: they may not import upwards.
    files: ['apps/web/src/{lib,components,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features',
                '@/features/*',
                '@/app',
                '@/app/*',
                '**/features/**',
                '**/app/**',
              ],
              message:
                'Shared code (lib, components, config) must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features call the API through the endpoint table (`call(endpoint, ...)`, `endpointPath`),
    // so a path is written once, in packages/contracts. Tests keep literal URLs on purpose: they
    // check the wire independently of the table.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-render.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\/v1(\\/|$)/]',
          message: API_PATH_MESSAGE,
        },
        {
          selector: 'TemplateElement[value.raw=/\\/v1(\\/|$)/]',
          message: API_PATH_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb] }] },
  },
  ...['config', 'lib', 'db'].map((layer) =>
    serverLayer(
      layer,
      ['**/modules/**', '**/plugins/**', '**/jobs/**', ...SERVER_TOP],
      'config, lib and db are the foundation: they never import jobs, plugins, modules or the seed.',
    ),
  ),
  serverLayer(
    'jobs',
    ['**/modules/**', '**/plugins/**', ...SERVER_TOP],
    'jobs/ holds the typed job names and the queue; each module defines its own jobs.',
  ),
  serverLayer(
    'plugins',
    // Matching `modules/*/*` (not `modules/**`) keeps the two indexes' folders open to `!`.
    ['**/modules/*/*', '!**/modules/files/index.ts', '!**/modules/mail/index.ts', ...SERVER_TOP],
    'Plugins sit below the API modules: they may use only the files and mail services (through their index.ts); app.ts hands them anything else.',
  ),
  serverLayer(
    'modules',
    SERVER_TOP,
    'Modules never import the seed or the composition (app.ts, modules.ts, server.ts).',
  ),
  {
    files: ['apps/server/{src,scripts,bench}/**/*.ts'],
    plugins: { mainstay },
    rules: {
      'mainstay/module-entry': ['error', { modules: SERVER_MODULES }],
      'mainstay/no-module-cycle': ['error', { modules: SERVER_MODULES }],
    },
  },
  {
    // Organisation conditions come from the tenant scope (lib/tenancy.ts, where the condition is
    // written once). The schema declares the column; the seed and scripts act for the whole
    // database; tests are exempt by living outside src.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/lib/tenancy.ts',
      'apps/server/src/db/schema/**',
      'apps/server/src/seed/**',
    ],
    plugins: { mainstay },
    rules: { 'mainstay/no-raw-organisation-condition': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and sees no cycle through TypeScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // A dynamic import() evaluates after both modules have loaded, so a loop through one is safe
    // (lazy routes and views import their parents' helpers).
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // The Drizzle tables mirror the database's foreign keys, which do loop (users.contractor_id
    // -> contractors, contractor rows -> users and files). Each reference is a callback
    // (`references(() => users.id)`) run after every schema file has loaded, so the loop is safe.
    files: ['apps/server/src/db/schema/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  prettier,
);
