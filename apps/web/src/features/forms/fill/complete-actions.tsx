/**
 * The end of a form: Complete (or, when the template asks for a signature, Sign), with why it
 * cannot be pressed yet; a refusal for missing answers marks them. Those who manage forms also
 * get Reopen (a completed form not signed) and Delete (a form in progress).
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFormDetail } from '@mainstay/contracts';
import { ConfirmDialog } from '@/components/data-table';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useCompleteFormMutation,
  useDeleteFormMutation,
  useReopenFormMutation,
} from '../api/form-actions.ts';
import { SignDialog } from './sign-dialog.tsx';
import type { AnswerSync } from './use-answer-sync.ts';

export interface CompleteActionsProps {
  form: TFormDetail;
  sync: AnswerSync;
  /** Marks the answers a refusal says are missing; true when it was such a refusal. */
  onRefused: (error: unknown) => boolean;
  onDeleted?: () => void;
}

export function CompleteActions({ form, sync, onRefused, onDeleted }: CompleteActionsProps) {
  const { t } = useTranslation('forms');
  const notify = useNotify();
  const reasonId = useId();
  const complete = useCompleteFormMutation(form.id);
  const reopen = useReopenFormMutation(form.id);
  const remove = useDeleteFormMutation(form.id);
  const [dialog, setDialog] = useState<'sign' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canFill = form.can_fill && !form.locked;
  const reason = sync.status === 'offline' ? t('complete.waitOnline') : null;

  const handleComplete = async () => {
    setProblem(null);
    setBusy(true);
    try {
      if (!(await sync.flush())) return setProblem(t('complete.unsaved'));
      if (form.requires_signature) return setDialog('sign');
      await complete.mutateAsync();
      notify.success(t('complete.done'));
    } catch (error) {
      setProblem(errorMessage(error, t('complete.failed')));
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };

  const handleReopen = async () => {
    try {
      await reopen.mutateAsync();
      notify.success(t('complete.reopened'));
    } catch (error) {
      notify.error(errorMessage(error, t('complete.failed')));
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('complete.deleted', { number: form.number }));
      setDialog(null);
      onDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error, t('complete.failed')));
    }
  };

  if (!canFill && !form.can_manage) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > button': { minHeight: 48 } }}>
        {canFill ? (
          <Button
            variant="contained"
            color="success"
            size="large"
            onClick={() => void handleComplete()}
            loading={busy}
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
          >
            {form.requires_signature ? t('complete.sign') : t('complete.submit')}
          </Button>
        ) : null}
        {form.can_manage && form.status === 'completed' && !form.signature ? (
          <Button variant="outlined" onClick={() => void handleReopen()} loading={reopen.isPending}>
            {t('complete.reopen')}
          </Button>
        ) : null}
        {form.can_manage && form.status === 'in_progress' ? (
          <Button color="error" onClick={() => setDialog('delete')}>
            {t('complete.delete')}
          </Button>
        ) : null}
      </Box>
      {reason && canFill ? (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {reason}
        </Typography>
      ) : null}
      {dialog === 'sign' ? (
        <SignDialog form={form} onClose={() => setDialog(null)} onRefused={onRefused} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('complete.deleteTitle', { number: form.number })}
        message={t('complete.deleteMessage')}
        confirmLabel={t('complete.delete')}
        destructive
        loading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => void handleDelete()}
      />
    </Box>
  );
}
