/** Editing a member's phone, job title and skills (needs write on team). */
import type { TTeamMemberDetail } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { BoundField, FormDialog, LabelsField, useServerForm } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateMemberMutation } from '../../api/update-member.ts';
import { ZMemberForm } from '../../schemas/member-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';

const SKILL_SUGGESTIONS = [
  'HVAC',
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Fire safety',
  'Refrigeration',
];
const FIELDS = ['phone', 'job_title', 'skills'] as const;

export function MemberDetailsDialog({
  member,
  open,
  onClose,
}: {
  member: TTeamMemberDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const mutation = useUpdateMemberMutation(member.id);
  const { control, dialog } = useServerForm({
    schema: ZMemberForm,
    defaultValues: {
      phone: member.phone ?? '',
      job_title: member.job_title ?? '',
      skills: member.skills,
    },
    serverFields: (key) => FIELDS.find((name) => key === name || key.startsWith(`${name}.`)),
    failure: t('member.saveFailed'),
    onValid: async (values) => {
      await mutation.mutateAsync({
        phone: values.phone.trim() || null,
        job_title: values.job_title.trim() || null,
        skills: values.skills,
      });
      notify.success(t('member.saved'));
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={onClose}
      title={t('member.editTitle', { name: member.name })}
      submitLabel={t('actions.save')}
      compact
    >
      <FormTextField control={control} name="job_title" label={t('member.jobTitle')} autoFocus />
      <FormTextField control={control} name="phone" type="tel" label={t('member.phone')} />
      <BoundField
        control={control}
        name="skills"
        message={message}
        hint={t('member.skillsHint')}
        render={(field) => (
          <LabelsField label={t('member.skills')} suggestions={SKILL_SUGGESTIONS} {...field} />
        )}
      />
    </FormDialog>
  );
}
