import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { DEFAULT_SETTINGS, sanitizeSettings } from './settings.ts';
import { SettingsProvider, useSettings } from './settings-context.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SettingsProvider>{children}</SettingsProvider>
);

function SkinProbe() {
  const { settings, updateSettings } = useSettings();
  return (
    <button type="button" onClick={() => updateSettings({ skin: 'bordered' })}>
      skin: {settings.skin}
    </button>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('settings', () => {
  it('starts from the defaults (system mode, vertical nav, sticky navbar)', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.settings).toEqual(DEFAULT_SETTINGS);
    expect(result.current.settings.mode).toBe('system');
  });

  it('persists a change and keeps it after a remount', async () => {
    const user = userEvent.setup();
    const first = render(<SkinProbe />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'skin: default' }));
    expect(screen.getByRole('button', { name: 'skin: bordered' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutSettings)!)).toMatchObject({
      skin: 'bordered',
    });
    first.unmount();

    render(<SkinProbe />, { wrapper });
    expect(screen.getByRole('button', { name: 'skin: bordered' })).toBeInTheDocument();
  });

  it('falls back to the defaults when storage holds invalid JSON', () => {
    localStorage.setItem(STORAGE_KEYS.layoutSettings, '{not json');
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid stored fields and replaces malformed ones', () => {
    localStorage.setItem(
      STORAGE_KEYS.layoutSettings,
      JSON.stringify({ mode: 'dark', navbarType: 'floating', navbarBlur: 'yes', skin: 42 }),
    );
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.settings).toEqual({ ...DEFAULT_SETTINGS, mode: 'dark' });
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('resets to the defaults and stores them', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    act(() => result.current.updateSettings({ navigationLayout: 'horizontal', mode: 'dark' }));
    expect(result.current.settings.navigationLayout).toBe('horizontal');
    act(() => result.current.resetSettings());
    expect(result.current.settings).toEqual(DEFAULT_SETTINGS);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutSettings)!)).toEqual(
      DEFAULT_SETTINGS,
    );
  });

  it('resolves system mode from prefers-color-scheme and follows its changes live', () => {
    let dark = true;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query.includes('dark') && dark;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.resolvedMode).toBe('dark');

    act(() => {
      dark = false;
      listeners.forEach((listener) => listener());
    });
    expect(result.current.resolvedMode).toBe('light');

    act(() => result.current.updateSettings({ mode: 'dark' }));
    expect(result.current.resolvedMode).toBe('dark');
  });
});
