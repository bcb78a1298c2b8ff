/** Parts used on the job with their totals; adding and removing them for those who may edit. */
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind, TTicketPart } from '@mainstay/contracts';
import { RecordTableCard } from '@/components/detail';
import { useDeletePartMutation } from '../api/ticket-work.ts';
import { AddPartForm } from './add-part-form.tsx';
import { useDeleteColumn } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';

export function PartsCard({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t, i18n } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  const remove = useDeletePartMutation(kind, ticket.id);
  const currency = ticket.costs.currency;
  const deleteColumn = useDeleteColumn<TTicketPart>(
    ticket,
    'part',
    (part) => ({ description: part.description }),
    (id) => remove.mutateAsync(id),
  );
  const quantity = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });

  return (
    <RecordTableCard<TTicketPart>
      title={t('work.parts')}
      label={t('work.partsTable')}
      empty={t('work.noParts')}
      rows={ticket.parts}
      columns={[
        { label: t('work.partDescription'), cell: (part) => part.description },
        {
          label: t('work.quantity'),
          numeric: true,
          cell: (part) => quantity.format(part.quantity),
        },
        {
          label: t('work.unitCost'),
          numeric: true,
          cell: (part) => format.money(part.unit_cost, currency),
        },
        {
          label: t('work.total'),
          numeric: true,
          cell: (part) => format.money(part.total, currency),
        },
      ]}
      total={{ label: t('work.partsTotal'), value: format.money(ticket.costs.parts, currency) }}
      rowAction={deleteColumn}
      addForm={ticket.can_edit ? <AddPartForm kind={kind} ticketId={ticket.id} /> : null}
    />
  );
}
