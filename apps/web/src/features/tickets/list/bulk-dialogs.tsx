/**
 * Dialogs of the ticket bulk actions: assign (people, a team, a contractor), and set a status
 * (with the reason the move needs).
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  STATUSES_NEEDING_REASON,
  statusesOf,
  type TTicketBulkRequest,
  type TTicketKind,
  type TTicketOptions,
  type TTicketStatus,
} from '@mainstay/contracts';
import {
  BulkChoiceDialog,
  ChoiceField,
  namedOptions,
  optionsOf,
  type BulkChoiceProps,
} from '@/components/data-table';
import { PeoplePicker } from '../form/choice-pickers.tsx';
import type { TChoice } from '../form/ticket-form-schema.ts';

type BulkDialogProps = BulkChoiceProps<Omit<TTicketBulkRequest, 'ids'>>;

export function AssignDialog({
  options,
  ...props
}: BulkDialogProps & { options: TTicketOptions | undefined }) {
  const { t } = useTranslation('tickets');
  const [people, setPeople] = useState<TChoice[]>([]);
  const [teamId, setTeamId] = useState('');
  const [contractorId, setContractorId] = useState('');
  const empty = people.length === 0 && !teamId && !contractorId;
  const select = (label: string, value: string, set: (value: string) => void, rows: TChoice[]) => (
    <ChoiceField
      label={label}
      value={value}
      onChange={set}
      noneLabel={t('form.none')}
      options={namedOptions(rows)}
    />
  );
  return (
    <BulkChoiceDialog
      open={props.open}
      title={t('bulk.assignTitle')}
      applyLabel={t('bulk.apply')}
      loading={props.loading}
      disabled={empty}
      onClose={props.onClose}
      onApply={() =>
        props.onConfirm({
          action: 'assign',
          assignee_ids: people.map((person) => person.id),
          ...(teamId ? { team_id: teamId } : {}),
          ...(contractorId ? { contractor_id: contractorId } : {}),
        })
      }
    >
      <PeoplePicker
        label={t('fields.assignees')}
        options={options?.users ?? []}
        value={people}
        onChange={setPeople}
      />
      {select(t('fields.team'), teamId, setTeamId, options?.teams ?? [])}
      {select(t('fields.contractor'), contractorId, setContractorId, options?.contractors ?? [])}
    </BulkChoiceDialog>
  );
}

export function needsReason(status: TTicketStatus): boolean {
  return (STATUSES_NEEDING_REASON as readonly TTicketStatus[]).includes(status);
}

export function StatusDialog({ kind, ...props }: BulkDialogProps & { kind: TTicketKind }) {
  const { t } = useTranslation('tickets');
  const [status, setStatus] = useState<TTicketStatus>('in_progress');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonNeeded = needsReason(status);
  const missing = reasonNeeded && reason.trim() === '';
  return (
    <BulkChoiceDialog
      open={props.open}
      title={t('bulk.statusTitle')}
      applyLabel={t('bulk.apply')}
      loading={props.loading}
      onClose={props.onClose}
      onApply={() => {
        setTouched(true);
        if (missing) return;
        props.onConfirm({
          action: 'set_status',
          status,
          ...(reasonNeeded ? { reason: reason.trim() } : {}),
        });
      }}
    >
      <ChoiceField
        label={t('fields.status')}
        value={status}
        onChange={setStatus}
        options={optionsOf(statusesOf(kind), (value) => t(`statuses.${value}`))}
      />
      {reasonNeeded && (
        <TextField
          fullWidth
          multiline
          minRows={2}
          required
          label={t('fields.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('validation.reasonRequired') : t('bulk.reasonHint')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    </BulkChoiceDialog>
  );
}
