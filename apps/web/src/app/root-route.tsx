/**
 * The top route: keeps the document title in step with the page, runs the guard, and shows the
 * loading state while a page's code arrives.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { formatDocumentTitle } from '@/lib/i18n.ts';
import { RouteGuard } from './guard/route-guard.tsx';
import { usePageTrail } from './routes/use-page-trail.ts';

function DocumentTitle() {
  const { title } = usePageTrail();
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title, i18n.language]);
  return null;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar at the top while the next page loads (a few lines of CSS, not LinearProgress). */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        },
      }}
    />
  );
}

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <RouteGuard />
    </>
  );
}
