/** A row's delete icon that asks first, then reports the outcome. */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';

export interface DeleteButtonProps {
  label: string;
  title: string;
  message: string;
  done: string;
  onDelete: () => Promise<unknown>;
}

export function DeleteButton({ label, title, message, done, onDelete }: DeleteButtonProps) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleConfirm() {
    setBusy(true);
    try {
      await onDelete();
      notify.success(done);
      setOpen(false);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={t('actions.delete')}
        destructive
        loading={busy}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
