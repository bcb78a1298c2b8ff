/** Invite several people at once, each by e-mail with a role (POST /v1/auth/invite-team). */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_INVITATIONS_PER_REQUEST, type TRole } from '@mainstay/contracts';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { EMAIL_PATTERN } from '@/lib/validation.ts';
import { useInviteUsersMutation } from '../api/invitations.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';

const ZInviteUsersForm = z.object({
  invitations: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .min(1, { message: 'invite.emailRequired' })
          .regex(EMAIL_PATTERN, { message: 'invite.emailInvalid' }),
        role: z.string().min(1, { message: 'invite.roleRequired' }),
      }),
    )
    .min(1)
    .max(MAX_INVITATIONS_PER_REQUEST),
});
type TInviteUsersForm = z.infer<typeof ZInviteUsersForm>;

export interface InviteUsersDialogProps {
  roles: TRole[];
  onClose: () => void;
}

export function InviteUsersDialog({ roles, onClose }: InviteUsersDialogProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const notify = useNotify();
  const ability = useAbility();
  const invite = useInviteUsersMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const offered = roles.filter((role) => role.rules.every((r) => ability.can(r.action, r.subject)));
  const defaultRole =
    offered.find((role) => role.key === 'technician')?.name ?? offered[0]?.name ?? '';
  const emptyRow = () => ({ email: '', role: defaultRole });
  const { control, handleSubmit, setError, formState } = useForm<TInviteUsersForm>({
    resolver: zodResolver(ZInviteUsersForm),
    defaultValues: { invitations: [emptyRow()] },
    mode: 'onTouched',
  });
  const rows = useFieldArray({ control, name: 'invitations' });
  const message = (text: string | undefined, type?: string) =>
    text ? (type === 'server' ? text : t(text)) : ' ';

  const handleInvite = handleSubmit(async ({ invitations }) => {
    setFormError(null);
    try {
      const result = await invite.mutateAsync({ invitations });
      notify.success(t('invite.sent', { count: result.sent }));
      onClose();
    } catch (error) {
      for (const [key, messages] of Object.entries(isApiError(error) ? (error.errors ?? {}) : {})) {
        const match = /^invitations\.(\d+)\.(email|role)$/.exec(key);
        if (match && messages[0]) {
          const field = match[2] === 'role' ? 'role' : 'email';
          setError(`invitations.${Number(match[1])}.${field}`, {
            type: 'server',
            message: messages[0],
          });
        }
      }
      setFormError(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-users-title">
      <DialogTitle id="invite-users-title">{t('invite.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="invite-users-form"
          noValidate
          spacing={2}
          onSubmit={handleInvite}
          sx={{ pt: 1 }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
                      label={t('invite.email', { number: index + 1 })}
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={message(fieldState.error?.message, fieldState.error?.type)}
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
                      label={t('invite.role', { number: index + 1 })}
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={message(fieldState.error?.message, fieldState.error?.type)}
                      sx={{ gridRow: { xs: 2, sm: 'auto' } }}
                    >
                      {offered.map((role) => (
                        <MenuItem key={role.id} value={role.name}>
                          {roleName(role)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <IconButton
                  onClick={() => rows.remove(index)}
                  disabled={rows.fields.length === 1}
                  aria-label={t('invite.remove', { number: index + 1 })}
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
            disabled={rows.fields.length >= MAX_INVITATIONS_PER_REQUEST}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('invite.add')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actionsMenu.cancel')}</Button>
        <Button
          type="submit"
          form="invite-users-form"
          variant="contained"
          loading={formState.isSubmitting}
        >
          {t('invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
