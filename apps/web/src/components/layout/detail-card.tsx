/**
 * A titled card of a detail page (asset, ticket, ...), with an optional action beside the title,
 * and label/value pairs as a description list.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { isolate } from '@/lib/bidi.tsx';

/** A title and what stands beside it (an action), apart at either end of one row. */
export function TitleRow({ children, sx = [] }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

export function DetailCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <TitleRow sx={{ mb: 1.5 }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </TitleRow>
        {children}
      </CardContent>
    </Card>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

/**
 * Label/value pairs. Empty values show a dash, or are left out with `hideEmpty` (a short record
 * then reads short). Text values are isolated (`<bdi>`), so a value in the other direction keeps
 * its order and punctuation.
 */
export function Facts({ items, hideEmpty = false }: { items: Fact[]; hideEmpty?: boolean }) {
  const shown = hideEmpty ? items.filter((item) => !isEmpty(item.value)) : items;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // A long label (in Arabic or French, on a phone) wraps within 40 % of the width and
        // leaves the value room; short ones take only their own width.
        gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {shown.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {isEmpty(item.value) ? '—' : isolate(item.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
