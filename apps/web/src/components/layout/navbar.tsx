/**
 * The top bar: navigation toggles, brand, language and theme switchers, the customizer button
 * and a slot at the end for the user menu. Sticky or static, optionally blurred.
 */
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/index.ts';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { Brand } from './brand.tsx';
import { CUSTOMIZER_ID, MOBILE_NAV_ID, NAVBAR_HEIGHT } from './constants.ts';
import { DirectionalIcon } from './directional-icon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ThemeModeSwitcher } from './theme-mode-switcher.tsx';
import { useContentWidthSx } from './use-content-width.ts';

export interface NavbarProps {
  /** Below `lg`: show the hamburger that opens the overlay navigation. */
  overlayNavigation: boolean;
  mobileNavOpen: boolean;
  onOpenMobileNav: () => void;
  /** Wide vertical layout: show the collapse toggle (the brand then sits in the side nav). */
  verticalNav: boolean;
  customizerOpen: boolean;
  onOpenCustomizer: () => void;
  /** End slot, e.g. the user menu. */
  navbarEnd?: ReactNode;
  /** A second row, e.g. the horizontal menu. */
  bottom?: ReactNode;
}

export function Navbar({
  overlayNavigation,
  mobileNavOpen,
  onOpenMobileNav,
  verticalNav,
  customizerOpen,
  onOpenCustomizer,
  navbarEnd,
  bottom,
}: NavbarProps) {
  const { t } = useTranslation('layout');
  const { settings, updateSettings } = useSettings();
  const widthSx = useContentWidthSx();
  const collapsed = settings.verticalNavCollapsed;
  const sticky = settings.navbarType === 'sticky';
  const blur = sticky && settings.navbarBlur;

  return (
    <AppBar
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      sx={(theme) => ({
        zIndex: layoutZIndex.navbar,
        bgcolor: blur ? alpha(theme.palette.background.paper, 0.8) : 'background.paper',
        backdropFilter: blur ? 'blur(8px)' : 'none',
      })}
    >
      <Toolbar
        sx={{
          minHeight: NAVBAR_HEIGHT,
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 1, sm: 2 },
          ...widthSx,
        }}
      >
        {overlayNavigation && (
          <IconButton
            color="inherit"
            aria-label={t('navbar.openNavigation')}
            aria-controls={MOBILE_NAV_ID}
            aria-expanded={mobileNavOpen}
            onClick={onOpenMobileNav}
          >
            <MenuIcon />
          </IconButton>
        )}
        {verticalNav && (
          <Tooltip title={t(collapsed ? 'navbar.expandNavigation' : 'navbar.collapseNavigation')}>
            <IconButton
              color="inherit"
              aria-label={t(collapsed ? 'navbar.expandNavigation' : 'navbar.collapseNavigation')}
              onClick={() => updateSettings({ verticalNavCollapsed: !collapsed })}
            >
              <DirectionalIcon
                icon={ChevronLeft}
                sx={{ rotate: collapsed ? '180deg' : '0deg', transition: 'rotate 200ms' }}
              />
            </IconButton>
          </Tooltip>
        )}
        {!verticalNav && <Brand markOnPhone />}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeModeSwitcher />
        <Tooltip title={t('navbar.customize')}>
          <IconButton
            color="inherit"
            aria-label={t('navbar.customize')}
            aria-controls={CUSTOMIZER_ID}
            aria-expanded={customizerOpen}
            onClick={onOpenCustomizer}
          >
            <TuneOutlined />
          </IconButton>
        </Tooltip>
        {navbarEnd}
      </Toolbar>
      {bottom && <Box sx={{ px: 2, ...widthSx }}>{bottom}</Box>}
    </AppBar>
  );
}
