/** Invitations waiting for an answer, with resend and revoke (after confirmation). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPendingInvitation } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '../api/invitations.ts';
import { formatDate } from '../lib/format.ts';
import { ConfirmDialog } from '@/components/data-table';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { Ltr } from '@/lib/bidi.tsx';

export function PendingInvitations({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const notify = useNotify();
  const invitations = useInvitationsQuery();
  const resend = useResendInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const [revoking, setRevoking] = useState<TPendingInvitation | null>(null);

  const fail = (error: unknown) =>
    notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));

  const handleResend = async (invitation: TPendingInvitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      notify.success(t('invitations.resent', { email: invitation.email }));
    } catch (error) {
      fail(error);
    }
  };

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(t('invitations.revoked', { email: revoking.email }));
      setRevoking(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Box component="section" aria-labelledby="pending-invitations-title" sx={{ p: 2 }}>
      <Typography id="pending-invitations-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('invitations.title')}
      </Typography>
      {invitations.isPending ? (
        <LoadingState label={t('invitations.loading')} />
      ) : invitations.isError ? (
        <ErrorState
          message={t('invitations.loadFailed')}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('invitations.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby="pending-invitations-title">
          {invitations.data.data.map((invitation) => (
            <ListItem key={invitation.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Ltr>{invitation.email}</Ltr>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('invitations.details', {
                    role: roleName(invitation.role),
                    inviter: invitation.invited_by?.name ?? t('invitations.someone'),
                    date: formatDate(invitation.expires_at, i18n.language),
                  })}
                </Typography>
              </Box>
              {canWrite ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => void handleResend(invitation)}
                    aria-label={t('invitations.resendTo', { email: invitation.email })}
                    disabled={resend.isPending}
                  >
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRevoking(invitation)}
                    aria-label={t('invitations.revokeFor', { email: invitation.email })}
                  >
                    {t('invitations.revoke')}
                  </Button>
                </Stack>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        destructive
        open={revoking !== null}
        title={t('invitations.revokeTitle', { email: revoking?.email ?? '' })}
        message={t('invitations.revokeDescription')}
        confirmLabel={t('invitations.revoke')}
        loading={revoke.isPending}
        onConfirm={() => void handleRevoke()}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
