/**
 * "New ticket" / "New request" and "Edit ticket": every field of the contract, validated here and
 * by the server, whose field errors land on the fields; nothing typed is lost on an error.
 * Files chosen while creating are sent once the ticket exists; then the new ticket opens.
 * Full screen on phones. The detail page opens it in edit mode with the ticket.
 */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
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
import { FormSection, TicketFormFields } from './ticket-form-fields.tsx';
import {
  formFieldOf,
  ticketFormValues,
  ticketRequest,
  ZTicketForm,
  type TicketFormDefaults,
  type TTicketForm,
} from './ticket-form-schema.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';

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

interface TicketFormProps extends Omit<TicketDialogProps, 'open' | 'ticket'> {
  ticket: TTicketDetail | null;
  formId: string;
}

function TicketForm({ kind, ticket, defaults, formId, onClose, onSaved }: TicketFormProps) {
  const { t } = useTranslation('tickets');
  const notify = useNotify();
  const navigate = useNavigate();
  const ability = useAbility();
  const session = useSession();
  const errorMessage = useServerMessage();
  const options = useTicketOptionsQuery(kind);
  const create = useCreateTicketMutation(kind);
  const update = useUpdateTicketMutation(kind, ticket?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const me = session.user?.id === undefined ? '' : String(session.user.id);
  const form = useForm<TTicketForm>({
    resolver: zodResolver(ZTicketForm),
    defaultValues: ticketFormValues(ticket, me, defaults),
    mode: 'onTouched',
  });
  const config = TICKET_KINDS[kind];

  /** Sends the chosen files; says how many failed rather than losing the new ticket. */
  async function sendFiles(id: string) {
    setUploading(true);
    const results = await Promise.allSettled(files.map((file) => uploadTicketFile(kind, id, file)));
    setUploading(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) notify.warning(t('notify.filesFailed', { count: failed }));
  }

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
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
    } catch (error) {
      if (!applyServerErrors(error, form.setError, formFieldOf).placed) {
        form.setError('root', { message: errorMessage(error, t('errors.saveFailed')) });
      }
    }
  });

  const busy = create.isPending || update.isPending || uploading;
  return (
    <>
      <DialogContent dividers>
        {form.formState.errors.root?.message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        {options.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('form.optionsFailed')}
          </Alert>
        )}
        <form id={formId} onSubmit={handleSubmit} noValidate>
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
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          {ticket ? t('actions.save') : t(`actions.create.${kind}`)}
        </Button>
      </DialogActions>
    </>
  );
}

export function TicketDialog({ open, onClose, kind, ticket = null, ...rest }: TicketDialogProps) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = ticket
    ? t('dialog.editTitle', { number: ticket.number })
    : t(`dialog.createTitle.${kind}`);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && (
        <TicketForm kind={kind} ticket={ticket} formId={formId} onClose={onClose} {...rest} />
      )}
    </Dialog>
  );
}
