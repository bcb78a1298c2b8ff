/** Create or edit a team: name, description, lead and members (the lead is always a member). */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TTeam } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveTeamMutation } from '../../api/save-team.ts';
import { ZTeamForm, type TTeamForm } from '../../schemas/team-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { MemberPicker } from '../form/member-picker.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface TeamDialogProps {
  open: boolean;
  /** The team to edit; null to create one. */
  team: TTeam | null;
  onClose: () => void;
}

function valuesOf(team: TTeam | null): TTeamForm {
  return {
    name: team?.name ?? '',
    description: team?.description ?? '',
    lead: team?.lead ?? null,
    members: team?.members.map(({ id, name }) => ({ id, name })) ?? [],
  };
}

/** Server field names onto the form's. */
const SERVER_FIELDS: Record<string, keyof TTeamForm> = {
  name: 'name',
  description: 'description',
  lead_user_id: 'lead',
  member_ids: 'members',
};

export function TeamDialog({ open, team, onClose }: TeamDialogProps) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mutation = useSaveTeamMutation(team?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TTeamForm>({
    resolver: zodResolver(ZTeamForm),
    defaultValues: valuesOf(team),
    mode: 'onTouched',
  });

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({
        name: values.name.trim(),
        description: values.description.trim(),
        lead_user_id: values.lead?.id ?? null,
        member_ids: values.members.map((member) => member.id),
      });
      notify.success(team ? t('teams.updated') : t('teams.created'));
      onClose();
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, (key) => SERVER_FIELDS[key]);
      if (!placed) setFormError(errorMessage(error, t('teams.saveFailed')));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>
          {team ? t('teamDialog.editTitle') : t('teamDialog.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <FormTextField
              control={control}
              name="name"
              label={t('teamDialog.name')}
              required
              autoFocus
            />
            <FormTextField
              control={control}
              name="description"
              label={t('teamDialog.description')}
              multiline
              minRows={2}
            />
            <Controller
              name="lead"
              control={control}
              render={({ field, fieldState }) => (
                <MemberPicker
                  label={t('teamDialog.lead')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error, t('teamDialog.leadHint'))}
                />
              )}
            />
            <Controller
              name="members"
              control={control}
              render={({ field, fieldState }) => (
                <MemberPicker
                  multiple
                  label={t('teamDialog.members')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error)}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
