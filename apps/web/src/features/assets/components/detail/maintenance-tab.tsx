/**
 * The asset's maintenance history: its reactive and general tickets, newest first, each with
 * status and priority and a link to the ticket ("Report a fault" is in the page's header). Each
 * kind shows only when the user may read it.
 */
import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAssetDetail, TTicketKind } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { QueryContent, WorkItemList } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { useAbility } from '@/lib/ability.ts';
import {
  PriorityChip,
  TICKET_KINDS,
  TicketStatusChip,
  ticketsQueryOptions,
  useTicketsQuery,
} from '@/features/tickets';
import { useServerMessage } from '../form/form-helpers.ts';
import { formatDateTime } from '../labels.tsx';
import { DetailCard } from '@/components/layout';

function TicketRows({ kind, assetId }: { kind: TTicketKind; assetId: string }) {
  const { t, i18n } = useTranslation('assets');
  const errorMessage = useServerMessage();
  return (
    <QueryContent
      query={useTicketsQuery(kind, assetQuery(assetId))}
      texts={{ loading: t('maintenance.loading'), failed: t('errors.loadFailed') }}
      describeError={errorMessage}
    >
      {(page) => (
        <Box component="section" aria-label={t(`maintenance.${kind}`)} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            {t(`maintenance.${kind}`)} ({page.total})
          </Typography>
          <WorkItemList
            items={page.data.map((ticket) => ({
              id: ticket.id,
              reference: ticket.number,
              to: TICKET_KINDS[kind].detailPath(ticket.id),
              title: ticket.title,
              extra: (
                <>
                  <TicketStatusChip status={ticket.status} />
                  <PriorityChip priority={ticket.priority} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(ticket.created_at, i18n.language)}
                  </Typography>
                </>
              ),
            }))}
          />
        </Box>
      )}
    </QueryContent>
  );
}

const assetQuery = (assetId: string) => ({ asset_id: assetId, per_page: '20', sort: 'created_at' });

/** Whether every allowed kind has answered, and how many tickets they hold together. */
function useTotals(assetId: string, kinds: TTicketKind[]) {
  const results = useQueries({
    queries: kinds.map((kind) => ticketsQueryOptions(kind, assetQuery(assetId))),
  });
  return {
    settled: results.every((result) => !result.isPending),
    total: results.reduce((sum, result) => sum + (result.data?.total ?? 0), 0),
  };
}

function MaintenanceList({ asset, kinds }: { asset: TAssetDetail; kinds: TTicketKind[] }) {
  const { t } = useTranslation('assets');
  const { settled, total } = useTotals(asset.id, kinds);
  if (settled && total === 0) {
    return (
      <EmptyState
        title={t('later.maintenanceTitle')}
        description={t('maintenance.emptyDescription')}
      />
    );
  }
  return (
    <>
      {kinds.map((kind) => (
        <TicketRows key={kind} kind={kind} assetId={asset.id} />
      ))}
    </>
  );
}

export function MaintenanceTab({ asset }: { asset: TAssetDetail }) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const kinds = (['reactive', 'general'] as const).filter((kind) =>
    ability.can('read', TICKET_KINDS[kind].subject),
  );
  return (
    <DetailCard title={t('tabs.maintenance')}>
      {kinds.length === 0 ? (
        <EmptyState title={t('later.maintenanceTitle')} description={t('maintenance.noAccess')} />
      ) : (
        <MaintenanceList asset={asset} kinds={kinds} />
      )}
    </DetailCard>
  );
}
