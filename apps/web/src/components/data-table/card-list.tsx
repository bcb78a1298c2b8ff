/**
 * A list shown as cards: a labelled `ul` without bullets laid out as a grid, so screen readers
 * announce a list of n items while the cards flow into as many columns as the screen allows.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardListProps {
  label: string;
  /** The grid's columns (CSS grid-template-columns); one column by default. */
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  gap?: number;
  /** A newer page is loading while this one shows. */
  busy?: boolean;
  /** The `li` items. */
  children: ReactNode;
}

export function CardList({ label, columns, gap = 1, busy, children }: CardListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
