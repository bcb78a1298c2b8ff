/** The layout of public pages: the page alone, centred in a full-height main region. */
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './constants.ts';
import { LanguageButtons } from './language-buttons.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function BlankLayout() {
  return (
    <>
      <Box component="header" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 1 }}>
        <LanguageButtons />
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          outline: 'none',
          '& > *': { maxWidth: '100%' },
        }}
      >
        <Outlet />
      </Box>
      <ScrollToTop />
    </>
  );
}
