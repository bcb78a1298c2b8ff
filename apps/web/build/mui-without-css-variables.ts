/**
 * A Vite plugin that leaves MUI's CSS-variables theming out of the build. Mainstay's theme is a
 * plain one (`createTheme` without `cssVariables` or `colorSchemes`; light and dark are two
 * themes, lib/theme/create-app-theme.ts), so MUI only ever takes its no-variables paths; yet
 * `createTheme` and `ThemeProvider` import the variables' versions for the other case, about
 * 7 KB of gzip on every first load (docs/performance.md). Those two imports are answered with a
 * module that fails loudly if a theme with CSS variables is ever made, saying why.
 *
 * It relies on MUI's file names: if they change, nothing is replaced and the first-load budget
 * check (apps/web/scripts/bundle-size.mjs --check) notices the growth.
 */
import type { Plugin } from 'vite';

/** MUI's module that imports the variables' version, and that version, as imported there. */
const REPLACED: Record<string, string> = {
  'createTheme.mjs': './createThemeWithVars.mjs',
  'ThemeProvider.mjs': './ThemeProviderWithVars.mjs',
};
const STUB = '\0mainstay:mui-css-variables-left-out';

const STUB_CODE = `
const message = 'Mainstay builds MUI without CSS-variables themes (apps/web/build/mui-without-css-variables.ts); ' +
  'make the theme without cssVariables and colorSchemes, or remove the plugin.';
export default function createThemeWithVars() { throw new Error(message); }
export function CssVarsProvider() { throw new Error(message); }
`;

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mainstay:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
      const file = importer.split(/[\\/]/).pop() ?? '';
      return REPLACED[file] === source ? STUB : null;
    },
    load(id) {
      return id === STUB ? STUB_CODE : null;
    },
  };
}
