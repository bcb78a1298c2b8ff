/** Optional step: invite colleagues by e-mail, each with a role; can be skipped. */
import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InvitationRows } from '@/components/form/index.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useJourneyNotify } from '@/lib/notifications.tsx';
import { useInviteTeamMutation } from '../../api/invite-team.ts';
import { SIGN_UP_JOURNEY, updateRegistration } from '../../registration/registration-store.ts';
import { INVITE_ROLE_KEYS, ZInviteForm } from '../../schemas/register-form-schemas.ts';
import { useFieldMessage } from '../form-helpers.ts';
import { AuthForm, useAuthForm } from '../auth-form.tsx';

const MAX_ROWS = 50;
/** The role a row starts with: the new organisation's default roles are chosen by key. */
const DEFAULT_ROLE = 'technician';
const emptyRow = () => ({ email: '', role: DEFAULT_ROLE });
const INVITATION_FIELD = /^invitations\.(\d+)\.(email|role)$/;

export function InviteStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useJourneyNotify(SIGN_UP_JOURNEY);
  const message = useFieldMessage();
  const roleName = useBuiltInName('access');
  const mutation = useInviteTeamMutation();
  // Empty rows are left out; `sent[k]` is the form row of the k-th invitation sent.
  const sent = useRef<number[]>([]);
  const handleSkip = () => updateRegistration({ step: 'done' });
  const form = useAuthForm({
    schema: ZInviteForm,
    defaultValues: { invitations: [emptyRow(), emptyRow()] },
    // Field errors come back as "invitations.<k>.email" or "invitations.<k>.role", k counting
    // only the rows sent.
    serverFields: (key) => {
      const match = INVITATION_FIELD.exec(key);
      const row = match ? sent.current[Number(match[1])] : undefined;
      if (!match || row === undefined) return undefined;
      return `invitations.${row}.${match[2] === 'role' ? 'role' : 'email'}` as const;
    },
    failure: t('errors:auth.invitationsFailed'),
    onValid: async ({ invitations }) => {
      sent.current = invitations.flatMap((row, index) => (row.email.trim() ? [index] : []));
      if (sent.current.length === 0) return handleSkip();
      const chosen = sent.current.map((index) => invitations[index]!);
      await mutation.mutateAsync({ invitations: chosen });
      notify.success(t('common:success.invitationsSent'));
      updateRegistration({ step: 'done' });
    },
  });

  return (
    <AuthForm form={form}>
      <Typography color="text.secondary">{t('register.invite.intro')}</Typography>
      <InvitationRows
        control={form.control}
        message={message}
        text={(key, number) => t(`register.invite.${key}`, { number })}
        roles={INVITE_ROLE_KEYS.map((key) => ({ id: key, name: roleName({ key, name: key }) }))}
        defaultRole={DEFAULT_ROLE}
        max={MAX_ROWS}
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" size="large" fullWidth onClick={handleSkip}>
          {t('register.invite.skip')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.dialog.pending}
        >
          {t('register.invite.submit')}
        </Button>
      </Stack>
    </AuthForm>
  );
}
