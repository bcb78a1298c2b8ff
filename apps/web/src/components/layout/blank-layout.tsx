/**
 * The layout of public pages: the page alone, centred in a full-height main region, with the
 * language buttons in a corner. On a phone the buttons take their own row above the page, so
 * a tall card (sign-in in Arabic) never slides under them. It takes the page as children (the
 * route module passes the router's outlet), so the sign-in shell can use it without a router.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from './constants.ts';
import { LanguageButtons } from './language-buttons.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          px: { xs: 1, sm: 0 },
          pt: { xs: 1, sm: 0 },
          position: { sm: 'absolute' },
          top: { sm: 8 },
          insetInlineEnd: { sm: 8 },
          zIndex: 1,
        }}
      >
        <LanguageButtons />
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          // On a phone the header's row comes first: together they fill the screen.
          minHeight: { xs: 'calc(100dvh - 40px)', sm: '100dvh' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          outline: 'none',
          '& > *': { maxWidth: '100%' },
        }}
      >
        {children}
      </Box>
      <ScrollToTop />
    </>
  );
}
