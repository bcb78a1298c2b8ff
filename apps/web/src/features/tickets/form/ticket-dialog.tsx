/**
 * "New ticket" / "New request" and "Edit ticket": every field of the contract, validated here and
 * by the server, whose field errors land on the fields; nothing typed is lost on an error.
 * Files chosen while creating are sent once the ticket exists; then the new ticket opens.
 * Full screen on phones. The detail page opens it in edit mode with the ticket.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { FormDialog, FormSection, useServerForm } from '@/components/form/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSession } from '@/lib/session.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import {
  uploadTicketFile,
  useCreateTicketMutation,
  useUpdateTicketMutation,
} from '../api/save-ticket.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { FilePicker } from './file-picker.tsx';
import { useServerMessage } from './form-helpers.ts';
import { TicketFormFields } from './ticket-form-fields.tsx';
import {
  formFieldOf,
  ticketFormValues,
  ticketRequest,
  ZTicketForm,
  type TicketFormDefaults,
} from './ticket-form-schema.ts';

export interface TicketDialogProps {
  open: boolean;
  onClose: () => void;
  kind: TTicketKind;
  /** The ticket to edit; absent to create one. */
  ticket?: TTicketDetail | null;
  /** Starting values of a new ticket (e.g. reported from an asset's page). */
  defaults?: TicketFormDefaults;
  /** After an edit is saved (a new ticket opens its own page instead). */
  onSaved?: (ticket: TTicketDetail) => void;
}

type TicketFormProps = Omit<TicketDialogProps, 'open' | 'ticket'> & {
  ticket: TTicketDetail | null;
};

function TicketForm({ kind, ticket, defaults, onClose, onSaved }: TicketFormProps) {
  const { t } = useTranslation('tickets');
  const notify = useNotify();
  const navigate = useNavigate();
  const ability = useAbility();
  const session = useSession();
  const options = useTicketOptionsQuery(kind);
  const create = useCreateTicketMutation(kind);
  const update = useUpdateTicketMutation(kind, ticket?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const me = session.user?.id === undefined ? '' : String(session.user.id);
  const config = TICKET_KINDS[kind];

  /** Sends the chosen files; says how many failed rather than losing the new ticket. */
  async function sendFiles(id: string) {
    const results = await Promise.allSettled(files.map((file) => uploadTicketFile(kind, id, file)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) notify.warning(t('notify.filesFailed', { count: failed }));
  }

  const form = useServerForm({
    schema: ZTicketForm,
    defaultValues: ticketFormValues(ticket, me, defaults),
    serverFields: formFieldOf,
    failure: t('errors.saveFailed'),
    describe: useServerMessage(),
    onValid: async (values) => {
      const body = ticketRequest(values);
      if (ticket) {
        const saved = await update.mutateAsync(body);
        notify.success(t('notify.updated', { number: saved.number }));
        onSaved?.(saved);
        onClose();
        return;
      }
      const created = await create.mutateAsync(body);
      if (files.length > 0) await sendFiles(created.id);
      notify.success(t('notify.created', { number: created.number }));
      onClose();
      void navigate(config.detailPath(created.id));
    },
  });

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={
        ticket ? t('dialog.editTitle', { number: ticket.number }) : t(`dialog.createTitle.${kind}`)
      }
      submitLabel={ticket ? t('actions.save') : t(`actions.create.${kind}`)}
      maxWidth="md"
      intro={
        options.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('form.optionsFailed')}
          </Alert>
        )
      }
    >
      <TicketFormFields
        control={form.control}
        setValue={form.setValue}
        options={options.data}
        optionsLoading={options.isFetching}
        ticket={ticket}
        canAssign={ability.can('write', config.subject)}
      />
      {!ticket && (
        <FormSection title={t('form.files')}>
          <FilePicker files={files} onChange={setFiles} />
        </FormSection>
      )}
    </FormDialog>
  );
}

/** Mounted only while open, so each opening starts from the ticket's values. */
export function TicketDialog({ open, ticket = null, ...props }: TicketDialogProps) {
  return open ? <TicketForm ticket={ticket} {...props} /> : null;
}
