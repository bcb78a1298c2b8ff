/** Costs this year (invoices of the building's assets, per currency) and open work. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { openStatusesOf } from '@mainstay/contracts';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { SlaChip, TICKET_KINDS, ticketsQueryOptions } from '@/features/tickets';
import { QueryContent, WorkItemList, EmptyLine } from '@/components/detail';
import { EmptyState, LoadingState } from '@/components/feedback';
import { useBuildingSummaryQuery } from '../../api/get-building.ts';
import { formatMoney } from '../format.ts';
import { DetailCard } from '@/components/layout';

export function BuildingCostsCard({ buildingId }: { buildingId: string }) {
  const { t, i18n } = useTranslation('places');
  const summary = useBuildingSummaryQuery(buildingId);
  return (
    <DetailCard title={t('costs.title', { year: summary.data?.year ?? new Date().getFullYear() })}>
      <QueryContent
        query={summary}
        texts={{ loading: t('costs.loading'), failed: t('errors.loadFailed') }}
        isEmpty={(data) => data.costs_this_year.length === 0}
        empty={<EmptyLine>{t('costs.none', { year: summary.data?.year })}</EmptyLine>}
      >
        {(data) => (
          <List dense disablePadding>
            {data.costs_this_year.map((cost) => (
              <ListItem key={cost.currency} disableGutters>
                <ListItemText
                  primary={formatMoney(cost.total_cents, cost.currency, i18n.language)}
                  secondary={cost.currency}
                  slotProps={{ primary: { variant: 'h6', component: 'p' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryContent>
    </DetailCard>
  );
}

/** How many tickets are still owed work here, and the most urgent reactive ones. */
export function OpenWorkCard({ buildingId }: { buildingId: string }) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const summary = useBuildingSummaryQuery(buildingId);
  const canSeeTickets = ability.can('read', TICKET_KINDS.reactive.subject);
  const filters = {
    building_id: buildingId,
    status: openStatusesOf('reactive').join(','),
  };
  const urgent = useQuery({
    ...ticketsQueryOptions('reactive', { ...filters, sort: 'sla', per_page: '5' }),
    enabled: canSeeTickets,
  });
  const count = summary.data?.open_work_count ?? 0;
  let body;
  if (summary.isPending) body = <LoadingState label={t('openWork.loading')} />;
  else if (count === 0)
    body = (
      <EmptyState
        icon={<AssignmentOutlined />}
        title={t('openWork.emptyTitle')}
        description={t('openWork.emptyDescription')}
      />
    );
  else
    body = (
      <>
        <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
          {t('openWork.count', { count })}
        </Typography>
        {canSeeTickets && urgent.data ? (
          <WorkItemList
            inset
            items={urgent.data.data.map((ticket) => ({
              id: ticket.id,
              reference: ticket.number,
              to: TICKET_KINDS.reactive.detailPath(ticket.id),
              title: ticket.title,
              extra: <SlaChip sla={ticket.sla} />,
            }))}
          />
        ) : null}
        {canSeeTickets ? (
          <Link
            component={RouterLink}
            to={`${TICKET_KINDS.reactive.listPath}?${new URLSearchParams(filters).toString()}`}
            sx={{ display: 'inline-block', px: 2, pb: 2 }}
          >
            {t('openWork.seeAll')}
          </Link>
        ) : null}
      </>
    );
  return <DetailCard title={t('openWork.title')}>{body}</DetailCard>;
}
