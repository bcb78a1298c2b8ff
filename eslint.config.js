// One lint setup for the whole repository. Zero warnings are allowed (`--max-warnings 0`).
// Import direction is enforced here rather than in prose:
//   packages never import apps; a web feature never reaches into another feature's internals;
//   shared web code (lib, components, config) never imports features or the app layer.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mainstay/web', '@mainstay/web/*'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
