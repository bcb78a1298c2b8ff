/**
 * A row's delete icon (a file, a part, a time log) that asks first, then reports the outcome;
 * and the delete column of the work tables, shown to those who may change the ticket.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail } from '@mainstay/contracts';
import { ConfirmDelete } from '@/components/detail';
import { errorMessage } from '@/lib/form-errors.ts';

/**
 * What can be deleted, by its ticketDetail keys: `key` names the button, `${key}Title` and
 * `${key}Message` word the question, `done` the notification.
 */
const DELETABLE = {
  file: { key: 'files.delete', done: 'notify.fileDeleted' },
  part: { key: 'work.deletePart', done: 'notify.partDeleted' },
  time: { key: 'work.deleteTime', done: 'notify.timeDeleted' },
} as const;

export type Deletable = keyof typeof DELETABLE;

export interface DeleteButtonProps {
  what: Deletable;
  /** What the texts name (the file's name, the part's description, the person's name). */
  values: Record<string, string>;
  onDelete: () => Promise<unknown>;
}

export function DeleteButton({ what, values, onDelete }: DeleteButtonProps) {
  const { t } = useTranslation('ticketDetail');
  const [open, setOpen] = useState(false);
  const { key, done } = DELETABLE[what];

  return (
    <>
      <IconButton size="small" aria-label={t(key, values)} onClick={() => setOpen(true)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
      <ConfirmDelete
        open={open}
        onClose={() => setOpen(false)}
        title={t(`${key}Title`)}
        message={t(`${key}Message`, values)}
        confirmLabel={t('actions.delete')}
        remove={onDelete}
        done={t(done)}
        describeError={(error) => errorMessage(error, t('errors.deleteFailed'))}
        onDeleted={() => setOpen(false)}
        announceRefusal
      />
    </>
  );
}

/** The delete column of a work table for those who may change the ticket, else none. */
export function useDeleteColumn<TRow extends { id: string }>(
  ticket: TTicketDetail,
  what: Deletable,
  valuesOf: (row: TRow) => Record<string, string>,
  remove: (id: string) => Promise<unknown>,
) {
  const { t } = useTranslation('ticketDetail');
  if (!ticket.can_edit) return undefined;
  return {
    label: t('work.rowActions'),
    render: (row: TRow) => (
      <DeleteButton what={what} values={valuesOf(row)} onDelete={() => remove(row.id)} />
    ),
  };
}
