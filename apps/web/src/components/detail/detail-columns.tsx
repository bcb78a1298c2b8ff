/**
 * The grid of a detail page or tab: one column on a phone, two side by side from `from` up
 * (`widths` gives their shares, e.g. [3, 2]); each `DetailColumn` stacks its cards.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailColumnsProps {
  widths?: readonly [number, number];
  from?: 'md' | 'lg';
  /** Space between cards, in theme spacing units. */
  gap?: number;
  children: ReactNode;
}

export function DetailColumns({
  widths = [1, 1],
  from = 'md',
  gap = 2,
  children,
}: DetailColumnsProps) {
  const columns = widths.map((share) => `minmax(0, ${share}fr)`).join(' ');
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: columns },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** One column's cards, one under the other. */
export function DetailColumn({ gap = 2, children }: { gap?: number; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap, minWidth: 0 }}>{children}</Box>;
}
