/** Optional step: invite colleagues by e-mail, each with a role; can be skipped. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useInviteTeamMutation } from '../../api/invite-team.ts';
import { updateRegistration } from '../../registration/registration-store.ts';
import {
  INVITE_ROLES,
  ZInviteForm,
  type TInviteForm,
} from '../../schemas/register-form-schemas.ts';
import { useFieldMessage } from '../form-helpers.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const MAX_ROWS = 50;
const emptyRow = () => ({ email: '', role: 'Technician' });

export function InviteStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const message = useFieldMessage();
  const mutation = useInviteTeamMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TInviteForm>({
    resolver: zodResolver(ZInviteForm),
    defaultValues: { invitations: [emptyRow(), emptyRow()] },
    mode: 'onTouched',
  });
  const rows = useFieldArray({ control, name: 'invitations' });

  const handleSkip = () => updateRegistration({ step: 'done' });

  const handleInvite = handleSubmit(async ({ invitations }) => {
    setFormError(null);
    // Empty rows are left out; `sent[k]` is the form row of the k-th invitation sent.
    const sent = invitations.flatMap((row, index) => (row.email.trim() ? [index] : []));
    if (sent.length === 0) return handleSkip();
    try {
      await mutation.mutateAsync({ invitations: sent.map((index) => invitations[index]!) });
      notify.success(t('common:success.invitationsSent'));
      updateRegistration({ step: 'done' });
    } catch (error) {
      // Field errors come back as "invitations.<k>.email" or "invitations.<k>.role", k counting
      // only the rows sent.
      applyServerErrors(error, setError, (key) => {
        const match = /^invitations\.(\d+)\.(email|role)$/.exec(key);
        const row = match ? sent[Number(match[1])] : undefined;
        if (!match || row === undefined) return undefined;
        return `invitations.${row}.${match[2] === 'role' ? 'role' : 'email'}` as const;
      });
      const text = errorMessage(error, t('errors:auth.invitationsFailed'));
      setFormError(text);
      notify.error(text);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleInvite} spacing={2.5}>
      <Typography color="text.secondary">{t('register.invite.intro')}</Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.fields.map((row, index) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1.3fr auto' },
            }}
          >
            <Controller
              name={`invitations.${index}.email`}
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  type="email"
                  label={t('register.invite.email', { number: index + 1 })}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error)}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
                />
              )}
            />
            <Controller
              name={`invitations.${index}.role`}
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  select
                  label={t('register.invite.role', { number: index + 1 })}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error)}
                  sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / 2', sm: 'auto' } }}
                >
                  {INVITE_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`register.roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <IconButton
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
              aria-label={t('register.invite.remove', { number: index + 1 })}
              sx={{ mt: 1, gridRow: { xs: '1 / 3', sm: 'auto' } }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append(emptyRow())}
        disabled={rows.fields.length >= MAX_ROWS}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('register.invite.add')}
      </Button>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" size="large" fullWidth onClick={handleSkip}>
          {t('register.invite.skip')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={mutation.isPending}
        >
          {t('register.invite.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
