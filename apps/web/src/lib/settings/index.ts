export * from './settings.ts';
export { SettingsProvider, useSettings } from './settings-context.tsx';
export type { SettingsContextValue, SettingsProviderProps } from './settings-context.tsx';
export { useSystemMode } from './use-system-mode.ts';
