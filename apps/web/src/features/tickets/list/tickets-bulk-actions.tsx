/** Bulk actions of the ticket list: assign and set status, with each refusal explained. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TTicketBulkRequest, TTicketBulkResponse, TTicketKind } from '@mainstay/contracts';
import { BulkActionsBar, BulkOutcomeDialog } from '@/components/data-table';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkTicketsMutation } from '../api/bulk-tickets.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { AssignDialog, StatusDialog } from './bulk-dialogs.tsx';

export interface TicketsBulkActionsProps {
  kind: TTicketKind;
  selected: string[];
  nameOf: (id: string) => string;
  /** Called with the ids still selected (those refused). */
  onDone: (remaining: string[]) => void;
}

export function TicketsBulkActions({ kind, selected, nameOf, onDone }: TicketsBulkActionsProps) {
  const { t } = useTranslation('tickets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const bulk = useBulkTicketsMutation(kind);
  const options = useTicketOptionsQuery(kind, selected.length > 0);
  const [dialog, setDialog] = useState<'assign' | 'status' | null>(null);
  const [outcome, setOutcome] = useState<TTicketBulkResponse | null>(null);

  async function run(body: Omit<TTicketBulkRequest, 'ids'>) {
    try {
      const result = await bulk.mutateAsync({ ...body, ids: selected });
      if (result.succeeded > 0) {
        notify.success(t(`bulk.done.${body.action}`, { count: result.succeeded }));
      }
      setOutcome(result.failed > 0 ? result : null);
      onDone(result.results.filter((item) => !item.ok).map((item) => item.id));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.bulkFailed')));
    } finally {
      setDialog(null);
    }
  }

  return (
    <>
      <BulkActionsBar count={selected.length} onClear={() => onDone([])}>
        <Button size="small" onClick={() => setDialog('assign')}>
          {t('bulk.assign')}
        </Button>
        <Button size="small" onClick={() => setDialog('status')}>
          {t('bulk.changeStatus')}
        </Button>
      </BulkActionsBar>
      {dialog === 'assign' && (
        <AssignDialog
          open
          options={options.data}
          loading={bulk.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(body) => void run(body)}
        />
      )}
      {dialog === 'status' && (
        <StatusDialog
          open
          loading={bulk.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(body) => void run(body)}
        />
      )}
      <BulkOutcomeDialog
        outcome={outcome}
        nameOf={nameOf}
        translateReason={(message) => translateServerMessage(t, message)}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
