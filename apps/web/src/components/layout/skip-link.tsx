/** "Skip to main content": the first focusable element, hidden until it receives focus. */
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from './constants.ts';

export function SkipLink() {
  const { t } = useTranslation('layout');

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus the region without touching the URL, which the router owns.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      color="text.primary"
      onClick={handleClick}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[4],
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      })}
    >
      {t('skipToContent')}
    </Link>
  );
}
