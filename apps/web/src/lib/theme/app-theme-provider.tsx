/**
 * Applies the Mainstay theme: settings (mode, skin), branding colours and the direction of the
 * current language. Right-to-left languages get the mirroring Emotion cache.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-context.tsx';
import { useBranding } from './branding.ts';
import { BACKGROUNDS, createAppTheme } from './create-app-theme.ts';
import { getLoadedRtlCache, getLtrCache, loadRtlCache } from './emotion-cache.ts';
import './fonts.ts';

export interface AppThemeProviderProps {
  children: ReactNode;
}

export function AppThemeProvider({ children }: AppThemeProviderProps) {
  const { settings, resolvedMode } = useSettings();
  const branding = useBranding();
  const { i18n } = useTranslation();
  const wantedDirection = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const [rtlCache, setRtlCache] = useState(getLoadedRtlCache);
  // Mirroring starts once its plugin has loaded (it is normally preloaded before the switch).
  const direction = wantedDirection === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const arabic = (i18n.resolvedLanguage ?? i18n.language ?? '').startsWith('ar');

  const theme = useMemo(
    () =>
      createAppTheme({
        mode: resolvedMode,
        skin: settings.skin,
        direction,
        primaryColor: branding.primaryColor,
        highlightColor: branding.highlightColor,
        arabicFont: arabic,
      }),
    [resolvedMode, settings.skin, direction, branding, arabic],
  );

  useEffect(() => {
    if (wantedDirection !== 'rtl' || rtlCache) return undefined;
    let mounted = true;
    loadRtlCache().then(
      (cache) => {
        if (mounted) setRtlCache(cache);
      },
      // The mirroring plugins did not download: the page stays as it is until the next try.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wantedDirection, rtlCache]);

  useEffect(() => {
    if (arabic) void import('./arabic-font.ts');
  }, [arabic]);

  // Keep what public/theme-init.js set before the first paint in step with later changes.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolvedMode;
    root.style.colorScheme = resolvedMode;
    root.style.backgroundColor = BACKGROUNDS[resolvedMode].default;
  }, [resolvedMode]);

  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : getLtrCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
