/**
 * The layout of signed-in pages: navigation (vertical, horizontal, or an overlay drawer below
 * `lg`), navbar, the page, footer, scroll-to-top and the customizer.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { useSettings } from '@/lib/settings/index.ts';
import { MAIN_CONTENT_ID } from './constants.ts';
import { Customizer } from './customizer/customizer.tsx';
import { CustomizerToggle } from './customizer/customizer-toggle.tsx';
import { Footer } from './footer.tsx';
import { HorizontalNav } from './horizontal-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { Navbar } from './navbar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SkipLink } from './skip-link.tsx';
import { useContentWidthSx } from './use-content-width.ts';
import { VerticalNav } from './vertical-nav.tsx';

export interface DefaultLayoutProps {
  /** Rendered at the end of the navbar (the user menu). */
  navbarEnd?: ReactNode;
}

export function DefaultLayout({ navbarEnd }: DefaultLayoutProps) {
  const { settings } = useSettings();
  const widthSx = useContentWidthSx();
  // Below lg the navigation is always an overlay; the saved layout comes back when it widens.
  const overlay = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const vertical = !overlay && settings.navigationLayout === 'vertical';
  const horizontal = !overlay && settings.navigationLayout === 'horizontal';
  // A hidden navbar stays on small screens: it holds the only way to open the navigation.
  const showNavbar = settings.navbarType !== 'hidden' || overlay;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      {vertical && <VerticalNav collapsed={settings.verticalNavCollapsed} />}
      {overlay && <MobileNav open={mobileNavOpen} onClose={() => setMobileNavOpen(false)} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {showNavbar ? (
          <Navbar
            overlayNavigation={overlay}
            mobileNavOpen={mobileNavOpen}
            onOpenMobileNav={() => setMobileNavOpen(true)}
            verticalNav={vertical}
            customizerOpen={customizerOpen}
            onOpenCustomizer={() => setCustomizerOpen(true)}
            navbarEnd={navbarEnd}
            bottom={horizontal ? <HorizontalNav /> : undefined}
          />
        ) : (
          horizontal && (
            <Box sx={{ px: 2, ...widthSx }}>
              <HorizontalNav />
            </Box>
          )
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, px: { xs: 2, md: 3 }, py: 3, outline: 'none' }}
        >
          <Box sx={widthSx}>
            <Outlet />
          </Box>
        </Box>
        <Footer />
      </Box>
      <ScrollToTop />
      {!showNavbar && (
        <CustomizerToggle open={customizerOpen} onOpen={() => setCustomizerOpen(true)} />
      )}
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </Box>
  );
}
