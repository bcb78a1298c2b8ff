import { act, render, screen, waitFor } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { SettingsProvider } from '../settings/settings-context.tsx';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { setBranding } from './branding.ts';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <output>
      {theme.direction} {theme.palette.mode} {theme.palette.primary.fill}
    </output>
  );
}

function renderThemed() {
  return render(
    <SettingsProvider>
      <AppThemeProvider>
        <ThemeProbe />
      </AppThemeProvider>
    </SettingsProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AppThemeProvider', () => {
  it('is left-to-right in English and uses the stored mode', () => {
    localStorage.setItem(STORAGE_KEYS.layoutSettings, JSON.stringify({ mode: 'dark' }));
    renderThemed();
    expect(screen.getByRole('status')).toHaveTextContent('ltr dark #10c0d2');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('switches to a right-to-left theme and the mirroring cache for Arabic', async () => {
    renderThemed();
    await act(() => i18n.changeLanguage('ar'));
    // The mirroring plugin loads on demand; the theme turns right-to-left once it has.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^rtl light/));
    expect(document.head.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
  });

  it('re-themes when the branding changes', () => {
    renderThemed();
    act(() => setBranding({ primary_color: '#336699' }));
    expect(screen.getByRole('status')).toHaveTextContent('#336699');
  });
});
