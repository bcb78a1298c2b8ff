/**
 * The leave dialog: from, to, type and note, and whose leave when the user may record it for
 * others. Nothing typed is lost when the server refuses (e.g. overlapping leave): the dialog
 * stays open with the message.
 */
import { LEAVE_TYPE_VALUES } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import {
  BoundField,
  fieldsOf,
  FormDialog,
  textArea,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useCreateLeaveMutation } from '../../api/leave.ts';
import { ZLeaveForm, type TLeaveForm } from '../../schemas/leave-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { MemberPicker, type MemberOption } from '../form/member-picker.tsx';

export interface LeaveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The person is fixed (a member's page); otherwise it is the user, or chosen when allowed. */
  member?: MemberOption;
  /** Show the person selector (the user may record leave for others). */
  canChoosePerson?: boolean;
}

const EMPTY: TLeaveForm = { person: null, starts_on: '', ends_on: '', type: 'annual', note: '' };
const FORM_FIELDS = ['starts_on', 'ends_on', 'type', 'note'] as const;

export function LeaveDialog({ open, onClose, member, canChoosePerson = false }: LeaveDialogProps) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const mutation = useCreateLeaveMutation();
  const empty = { ...EMPTY, person: member ?? null };
  const { control, reset, dialog } = useServerForm({
    schema: ZLeaveForm,
    defaultValues: empty,
    serverFields: (key) =>
      key === 'user_id' ? 'person' : FORM_FIELDS.find((name) => name === key),
    failure: t('leave.saveFailed'),
    onValid: async (values) => {
      const userId = member?.id ?? values.person?.id;
      await mutation.mutateAsync({
        ...(userId ? { user_id: userId } : {}),
        starts_on: values.starts_on,
        ends_on: values.ends_on,
        type: values.type,
        note: values.note.trim(),
      });
      notify.success(t('leave.recorded'));
      closeAndReset();
    },
  });
  const { text, select } = fieldsOf(control, message);
  function closeAndReset() {
    reset(empty);
    onClose();
  }

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={closeAndReset}
      title={member ? t('leaveDialog.titleFor', { name: member.name }) : t('leaveDialog.title')}
      submitLabel={t('leaveDialog.submit')}
    >
      {canChoosePerson && !member ? (
        <BoundField
          control={control}
          name="person"
          message={message}
          hint={t('leaveDialog.personHint')}
          render={(field) => <MemberPicker label={t('leaveDialog.person')} {...field} />}
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('starts_on', t('leaveDialog.from'), { type: 'date', required: true })}
        {text('ends_on', t('leaveDialog.to'), { type: 'date', required: true })}
      </Box>
      {select('type', t('leaveDialog.type'), LEAVE_TYPE_VALUES, {
        optionLabel: (type) => t(`leaveTypes.${type}`),
      })}
      {text('note', t('leaveDialog.note'), textArea(2))}
    </FormDialog>
  );
}
