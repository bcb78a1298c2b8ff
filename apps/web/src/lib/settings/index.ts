export * from './settings.ts';
export { SettingsProvider, useSettings } from './settings-context.tsx';
export type { SettingsContextValue, SettingsProviderProps } from './settings-context.tsx';
export { useSystemMode } from './use-system-mode.ts';
export {
  DEFAULT_TABLE_DENSITY,
  readTableDensity,
  TABLE_DENSITIES,
  tableDensityKey,
  useTableDensity,
} from './table-density.ts';
export type { TableDensity } from './table-density.ts';
