/** The five most urgent open reactive tickets (SLA order), each opening its page. */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openStatusesOf } from '@mainstay/contracts';
import { noRows, QueryState } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { ticketsQueryOptions } from '../api/list-tickets.ts';
import { PriorityChip, SlaChip, TicketStatusChip } from '../components/chips.tsx';
import { TICKET_KINDS } from '../lib/kinds.ts';

const URGENT_QUERY = {
  page: '1',
  per_page: '5',
  status: openStatusesOf('reactive').join(','),
  sort: 'sla',
  order: 'asc',
};

export function UrgentTickets({ onCreate }: { onCreate?: (() => void) | undefined }) {
  const { t } = useTranslation('tickets');
  const config = TICKET_KINDS.reactive;
  const query = useQuery(ticketsQueryOptions('reactive', URGENT_QUERY));
  const headingId = useId();

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('overview.urgentTitle')}
        </Typography>
        <QueryState
          query={query}
          loadingLabel={t('overview.loading')}
          errorMessage={isApiError(query.error) ? query.error.message : t('overview.urgentFailed')}
          isEmpty={noRows}
          empty={
            <EmptyState
              title={t('overview.noOpenTitle')}
              description={t('overview.noOpenDescription')}
              action={
                onCreate ? (
                  <Button variant="contained" onClick={onCreate}>
                    {t('actions.create.reactive')}
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(page) => (
            <List disablePadding aria-labelledby={headingId}>
              {page.data.map((ticket) => (
                <ListItem
                  key={ticket.id}
                  divider
                  disableGutters
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={config.detailPath(ticket.id)}
                      sx={{ fontWeight: 600 }}
                    >
                      {ticket.number}
                    </Link>{' '}
                    <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {ticket.title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[ticket.building.name, ticket.location?.name].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    <TicketStatusChip status={ticket.status} />
                    <PriorityChip priority={ticket.priority} />
                    <SlaChip sla={ticket.sla} />
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
