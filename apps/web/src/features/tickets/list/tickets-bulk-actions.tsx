/** Bulk actions of the ticket list: assign and set status, with each refusal explained. */
import { useTranslation } from 'react-i18next';
import type { TTicketBulkRequest, TTicketKind } from '@mainstay/contracts';
import { BulkActions, useBulkRunner, type BulkSelection } from '@/components/data-table';
import { useBulkTicketsMutation } from '../api/bulk-tickets.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { AssignDialog, StatusDialog } from './bulk-dialogs.tsx';

export interface TicketsBulkActionsProps extends BulkSelection {
  kind: TTicketKind;
}

export function TicketsBulkActions({ kind, ...selection }: TicketsBulkActionsProps) {
  const { t } = useTranslation('tickets');
  const errorMessage = useServerMessage();
  const options = useTicketOptionsQuery(kind, selection.selected.length > 0);
  const bulk = useBulkRunner<Omit<TTicketBulkRequest, 'ids'>, 'assign' | 'status'>({
    selection,
    mutation: useBulkTicketsMutation(kind),
    doneMessage: (count, body) => t(`bulk.done.${body.action}`, { count }),
    failedMessage: (error) => errorMessage(error, t('errors.bulkFailed')),
  });
  const dialogProps = {
    open: true,
    loading: bulk.pending,
    onClose: bulk.close,
    onConfirm: (body: Omit<TTicketBulkRequest, 'ids'>) => void bulk.run(body),
  };
  return (
    <BulkActions
      runner={bulk}
      actions={[
        { label: t('bulk.assign'), onClick: () => bulk.open('assign') },
        { label: t('bulk.changeStatus'), onClick: () => bulk.open('status') },
      ]}
      translateReason={(message) => translateServerMessage(t, message)}
    >
      {bulk.dialog === 'assign' && <AssignDialog options={options.data} {...dialogProps} />}
      {bulk.dialog === 'status' && <StatusDialog kind={kind} {...dialogProps} />}
    </BulkActions>
  );
}
