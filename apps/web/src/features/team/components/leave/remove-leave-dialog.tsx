/** Confirms removing one leave entry. */
import type { TLeave } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteLeaveMutation } from '../../api/leave.ts';
import { useFormatDate } from '../format.ts';
import { ConfirmDialog } from '@/components/data-table';
import { errorMessage } from '@/lib/form-errors.ts';

export function RemoveLeaveDialog({
  leave,
  onClose,
}: {
  leave: TLeave | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const formatDate = useFormatDate();
  const mutation = useDeleteLeaveMutation();
  const handleConfirm = async () => {
    if (!leave) return;
    try {
      await mutation.mutateAsync(leave.id);
      notify.success(t('leave.removed'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, t('leave.removeFailed')));
    }
  };
  return (
    <ConfirmDialog
      destructive
      open={leave !== null}
      title={t('leave.removeTitle')}
      message={
        leave
          ? t('leave.removeMessage', {
              name: leave.user.name,
              from: formatDate(leave.starts_on),
              to: formatDate(leave.ends_on),
            })
          : ''
      }
      confirmLabel={t('actions.remove')}
      loading={mutation.isPending}
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  );
}
