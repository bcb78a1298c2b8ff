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
import { DetailColumn, DetailColumns } from '@/components/detail';
import { DetailCard } from '@/components/layout';
import { TimeLogsCard } from './time-logs-card.tsx';

/** The ticket's invoices and purchase orders, each in its card, named by its keys under work.*. */
const PROCUREMENT = [
  { name: 'invoices', none: 'noInvoices', Panel: TicketInvoicesTab },
  { name: 'purchaseOrders', none: 'noPurchaseOrders', Panel: TicketPurchaseOrdersTab },
] as const;

export function WorkTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const ability = useAbility();
  const procurement = ability.can('read', 'assets');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailColumns widths={[2, 1]} from="lg">
        <DetailColumn>
          <TimeLogsCard kind={kind} ticket={ticket} />
          <PartsCard kind={kind} ticket={ticket} />
        </DetailColumn>
        <CostsCard costs={ticket.costs} />
      </DetailColumns>
      {procurement
        ? PROCUREMENT.map(({ name, none, Panel }) => (
            <DetailCard key={name} title={t(`work.${name}`)}>
              <Panel
                ticketId={ticket.id}
                assetId={ticket.asset?.id}
                labels={{
                  table: t(`work.${name}Table`),
                  empty: t(`work.${none}`),
                  emptyDescription: t(`work.${none}Help`),
                }}
              />
            </DetailCard>
          ))
        : null}
    </Box>
  );
}
