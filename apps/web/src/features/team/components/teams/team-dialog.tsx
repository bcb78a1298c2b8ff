/** Create or edit a team: name, description, lead and members (the lead is always a member). */
import type { TTeam } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { BoundField, FormDialog, useServerForm } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveTeamMutation } from '../../api/save-team.ts';
import { ZTeamForm, type TTeamForm } from '../../schemas/team-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { MemberPicker } from '../form/member-picker.tsx';

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
  const mutation = useSaveTeamMutation(team?.id ?? null);
  const { control, dialog } = useServerForm({
    schema: ZTeamForm,
    defaultValues: valuesOf(team),
    serverFields: (key) => SERVER_FIELDS[key],
    failure: t('teams.saveFailed'),
    onValid: async (values) => {
      await mutation.mutateAsync({
        name: values.name.trim(),
        description: values.description.trim(),
        lead_user_id: values.lead?.id ?? null,
        member_ids: values.members.map((member) => member.id),
      });
      notify.success(team ? t('teams.updated') : t('teams.created'));
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={onClose}
      title={team ? t('teamDialog.editTitle') : t('teamDialog.createTitle')}
      submitLabel={t('actions.save')}
    >
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
      <BoundField
        control={control}
        name="lead"
        message={message}
        hint={t('teamDialog.leadHint')}
        render={(field) => <MemberPicker label={t('teamDialog.lead')} {...field} />}
      />
      <BoundField
        control={control}
        name="members"
        message={message}
        render={(field) => <MemberPicker multiple label={t('teamDialog.members')} {...field} />}
      />
    </FormDialog>
  );
}
