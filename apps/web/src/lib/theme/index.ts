export * from './colors.ts';
export * from './branding.ts';
export * from './create-app-theme.ts';
export { getLtrCache, loadRtlCache, prepareDirection } from './emotion-cache.ts';
export { AppThemeProvider } from './app-theme-provider.tsx';
export type { AppThemeProviderProps } from './app-theme-provider.tsx';
