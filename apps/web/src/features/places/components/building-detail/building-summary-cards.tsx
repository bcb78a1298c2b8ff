/** Costs this year (invoices of the building's assets, per currency) and open work. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { useBuildingSummaryQuery } from '../../api/get-building.ts';
import { serverMessage } from '../form/form-helpers.ts';
import { formatMoney } from '../format.ts';
import { InfoCard } from '../info-card.tsx';

export function BuildingCostsCard({ buildingId }: { buildingId: string }) {
  const { t, i18n } = useTranslation('places');
  const summary = useBuildingSummaryQuery(buildingId);
  let body;
  if (summary.isPending) body = <LoadingState label={t('costs.loading')} />;
  else if (summary.isError)
    body = (
      <ErrorState
        message={serverMessage(summary.error, t('errors.loadFailed'))}
        onRetry={() => void summary.refetch()}
      />
    );
  else if (summary.data.costs_this_year.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('costs.none', { year: summary.data.year })}
      </Typography>
    );
  else
    body = (
      <List dense disablePadding>
        {summary.data.costs_this_year.map((cost) => (
          <ListItem key={cost.currency} disableGutters>
            <ListItemText
              primary={formatMoney(cost.total_cents, cost.currency, i18n.language)}
              secondary={cost.currency}
              slotProps={{ primary: { variant: 'h6', component: 'p' } }}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <InfoCard title={t('costs.title', { year: summary.data?.year ?? new Date().getFullYear() })}>
      {body}
    </InfoCard>
  );
}

export function OpenWorkCard() {
  const { t } = useTranslation('places');
  return (
    <InfoCard title={t('openWork.title')}>
      <EmptyState
        icon={<AssignmentOutlined />}
        title={t('openWork.emptyTitle')}
        description={t('openWork.emptyDescription')}
      />
    </InfoCard>
  );
}
