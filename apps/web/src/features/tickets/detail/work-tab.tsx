/**
 * The work record: time and parts (with the caller's timer), the cost summary, and the ticket's
 * invoices and purchase orders through the procurement screens, shown to those who may read
 * them (the same permission as the asset's).
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { TicketInvoicesTab, TicketPurchaseOrdersTab } from '@/features/procurement';
import { useAbility } from '@/lib/ability.ts';
import { CostsCard } from './costs-card.tsx';
import { PartsCard } from './parts-card.tsx';
import { DetailCard } from '@/components/layout';
import { TimeLogsCard } from './time-logs-card.tsx';

export function WorkTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const ability = useAbility();
  const procurement = ability.can('read', 'assets');
  const assetId = ticket.asset?.id;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <TimeLogsCard kind={kind} ticket={ticket} />
          <PartsCard kind={kind} ticket={ticket} />
        </Box>
        <CostsCard costs={ticket.costs} />
      </Box>
      {procurement ? (
        <>
          <DetailCard title={t('work.invoices')}>
            <TicketInvoicesTab
              ticketId={ticket.id}
              assetId={assetId}
              labels={{
                table: t('work.invoicesTable'),
                empty: t('work.noInvoices'),
                emptyDescription: t('work.noInvoicesHelp'),
              }}
            />
          </DetailCard>
          <DetailCard title={t('work.purchaseOrders')}>
            <TicketPurchaseOrdersTab
              ticketId={ticket.id}
              assetId={assetId}
              labels={{
                table: t('work.purchaseOrdersTable'),
                empty: t('work.noPurchaseOrders'),
                emptyDescription: t('work.noPurchaseOrdersHelp'),
              }}
            />
          </DetailCard>
        </>
      ) : null}
    </Box>
  );
}
