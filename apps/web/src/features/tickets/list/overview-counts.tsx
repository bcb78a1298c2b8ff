/**
 * The count cards of the reactive overview: open tickets by status, and the SLA breached or at
 * risk. Each count is the `total` of a list call with the card's filters; each card links to
 * the list with those filters.
 */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openStatusesOf } from '@mainstay/contracts';
import { CardList } from '@/components/data-table';
import { ErrorState } from '@/components/feedback';
import { ticketsQueryOptions } from '../api/list-tickets.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';

const OPEN = openStatusesOf('reactive').join(',');

interface CountCard {
  id: string;
  filters: Record<string, string>;
  tone: 'text.primary' | 'error.main' | 'warning.main' | 'info.main';
}

const CARDS: CountCard[] = [
  { id: 'open', filters: { status: OPEN }, tone: 'text.primary' },
  { id: 'breached', filters: { status: OPEN, sla: 'breached' }, tone: 'error.main' },
  { id: 'at_risk', filters: { status: OPEN, sla: 'at_risk' }, tone: 'warning.main' },
  { id: 'new', filters: { status: 'new' }, tone: 'info.main' },
  { id: 'assigned', filters: { status: 'assigned' }, tone: 'text.primary' },
  { id: 'in_progress', filters: { status: 'in_progress' }, tone: 'text.primary' },
  { id: 'on_hold', filters: { status: 'on_hold' }, tone: 'text.primary' },
  { id: 'reopened', filters: { status: 'reopened' }, tone: 'text.primary' },
];

export function OverviewCounts() {
  const { t, i18n } = useTranslation('tickets');
  const config = TICKET_KINDS.reactive;
  const results = useQueries({
    queries: CARDS.map((card) =>
      ticketsQueryOptions('reactive', { page: '1', per_page: '5', ...card.filters }),
    ),
  });
  const failed = results.find((result) => result.isError);
  if (failed) {
    return (
      <ErrorState
        message={t('overview.countsFailed')}
        onRetry={() => results.forEach((result) => void result.refetch())}
      />
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <CardList
      label={t('overview.countsLabel')}
      gap={2}
      columns="repeat(auto-fill, minmax(min(100%, 160px), 1fr))"
    >
      {CARDS.map((card, index) => {
        const total = results[index]?.data?.total;
        const label = t(`overview.cards.${card.id}` as never);
        return (
          <li key={card.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`${config.listPath}?${new URLSearchParams(card.filters).toString()}`}
                sx={{ p: 2, height: '100%' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h4" component="p" sx={{ color: card.tone }}>
                  {total === undefined ? (
                    <Skeleton width={48} aria-label={t('overview.loading')} />
                  ) : (
                    number.format(total)
                  )}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
