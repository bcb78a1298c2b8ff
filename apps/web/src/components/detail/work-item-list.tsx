/**
 * Tickets as rows that wrap on a phone: the reference (a link when there is a page to open),
 * the title, then what the caller adds (status and priority chips, a date).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface WorkItem {
  id: string;
  reference: string;
  /** The ticket's page; none when it cannot be opened from here. */
  to: string | null;
  title: string;
  /** Chips and dates after the title. */
  extra: ReactNode;
}

export function WorkItemList({
  items,
  inset = false,
}: {
  items: readonly WorkItem[];
  /** Padded, for a list straight inside a card rather than in its content. */
  inset?: boolean;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, ...(inset ? { px: 2, py: 1 } : {}) }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {item.to ? (
            <Link component={RouterLink} to={item.to} sx={{ fontWeight: 600 }}>
              {item.reference}
            </Link>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.reference}
            </Typography>
          )}
          <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            {item.title}
          </Typography>
          {item.extra}
        </Box>
      ))}
    </Box>
  );
}
