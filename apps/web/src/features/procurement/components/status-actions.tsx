/**
 * The status buttons of a saved document: only the moves its status allows and the user may
 * make (approving needs the permission to manage assets). A dispute asks for its reason.
 * Who approved and when, and when it was paid, are shown beside them.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import type { DocumentDetail } from '../api/get-document.ts';
import { availableActions, type ProcurementKind, type StatusAction } from '../lib/kinds.ts';
import { errorMessage } from '@/lib/form-errors.ts';

export interface StatusActionsProps {
  kind: ProcurementKind;
  document: DocumentDetail;
  /** Disabled while the form is being saved. */
  disabled?: boolean;
}

export function StatusActions({ kind, document, disabled = false }: StatusActionsProps) {
  const { t, i18n } = useTranslation('procurement');
  const notify = useNotify();
  const ability = useAbility();
  const mutation = useChangeStatusMutation(kind, document.id);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [note, setNote] = useState('');
  const titleId = useId();
  const actions = availableActions(kind, document.status, {
    write: ability.can('write', 'assets'),
    manage: ability.can('manage', 'assets'),
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const run = async (action: StatusAction, withNote?: string) => {
    try {
      await mutation.mutateAsync({
        status: action.status,
        ...(withNote?.trim() ? { note: withNote.trim() } : {}),
      });
      notify.success(t('statusActions.changed', { status: t(`statuses.${action.status}`) }));
      setAsking(null);
      setNote('');
    } catch (error) {
      notify.error(errorMessage(error, t('statusActions.failed')));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {document.approved_by && document.approved_at ? (
        <Typography variant="body2" color="text.secondary">
          {t('statusActions.approvedBy', {
            name: document.approved_by.name,
            date: when(document.approved_at),
          })}
        </Typography>
      ) : null}
      {'paid_at' in document && document.paid_at ? (
        <Typography variant="body2" color="text.secondary">
          {t('statusActions.paidOn', { date: when(document.paid_at) })}
        </Typography>
      ) : null}
      {actions.length > 0 ? (
        <Box
          role="group"
          aria-label={t('statusActions.title')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {actions.map((action) => (
            <Button
              key={action.status}
              variant={action.destructive ? 'outlined' : 'contained'}
              color={action.destructive ? 'error' : 'primary'}
              size="small"
              disabled={disabled || mutation.isPending}
              onClick={() => (action.withNote ? setAsking(action) : void run(action))}
            >
              {t(action.label)}
            </Button>
          ))}
        </Box>
      ) : null}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('statusActions.noteTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('statusActions.noteLabel')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('actions.back')}</Button>
          <Button
            variant="contained"
            color="error"
            loading={mutation.isPending}
            onClick={() => asking && void run(asking, note)}
          >
            {asking ? t(asking.label) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
