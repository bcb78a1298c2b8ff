/**
 * The settings context: one place the layout and the theme read preferences from, persisted
 * to localStorage on every change.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_SETTINGS,
  readStoredSettings,
  sanitizeSettings,
  writeStoredSettings,
  type LayoutSettings,
  type ResolvedThemeMode,
} from './settings.ts';
import { useSystemMode } from './use-system-mode.ts';

export interface SettingsContextValue {
  settings: LayoutSettings;
  /** `settings.mode` with 'system' resolved to the device colour scheme. */
  resolvedMode: ResolvedThemeMode;
  updateSettings: (changes: Partial<LayoutSettings>) => void;
  resetSettings: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export interface SettingsProviderProps {
  children: ReactNode;
  /** Starting values instead of the stored ones (tests, stories). */
  initialSettings?: Partial<LayoutSettings>;
}

export function SettingsProvider({ children, initialSettings }: SettingsProviderProps) {
  const [settings, setSettings] = useState<LayoutSettings>(() =>
    initialSettings
      ? sanitizeSettings({ ...readStoredSettings(), ...initialSettings })
      : readStoredSettings(),
  );
  const systemMode = useSystemMode();

  const updateSettings = useCallback((changes: Partial<LayoutSettings>) => {
    setSettings((current) => {
      const next = sanitizeSettings({ ...current, ...changes });
      writeStoredSettings(next);
      return next;
    });
  }, []);

  const resetSettings = useCallback(() => {
    const next = { ...DEFAULT_SETTINGS };
    writeStoredSettings(next);
    setSettings(next);
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      resolvedMode: settings.mode === 'system' ? systemMode : settings.mode,
      updateSettings,
      resetSettings,
    }),
    [settings, systemMode, updateSettings, resetSettings],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>.');
  return value;
}
