/** The member's tickets: number (a link to the ticket), title, status and due date. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TAssignedWorkItem, TTicketStatus } from '@mainstay/contracts';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { TicketStatusChip } from '@/features/tickets';

function linkOf(item: TAssignedWorkItem): string | null {
  if (item.kind === 'reactive') return paths.reactiveTickets.detail(item.id);
  if (item.kind === 'general') return paths.generalTickets.detail(item.id);
  return null;
}

export function AssignedWorkList({ items }: { items: TAssignedWorkItem[] }) {
  const { t, i18n } = useTranslation('team');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 1 }}>
      {items.map((item) => {
        const to = linkOf(item);
        return (
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
            {to ? (
              <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
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
            <TicketStatusChip status={item.status as TTicketStatus} />
            {item.due_at ? (
              <Typography variant="caption" color="text.secondary">
                {t('member.workDue', { date: date.format(new Date(item.due_at)) })}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
