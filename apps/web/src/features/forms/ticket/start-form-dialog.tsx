/** "Fill a checklist" on a ticket: choose one of the published templates and start its form. */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFormDetail } from '@mainstay/contracts';
import { DialogForm, DialogFrame } from '@/components/form';
import { errorMessage } from '@/lib/form-errors.ts';
import { useCreateFormMutation } from '../api/create-form.ts';
import { usePublishedTemplatesQuery } from '../api/published-templates.ts';

export interface StartFormDialogProps {
  ticketId: string;
  onClose: () => void;
  onStarted: (form: TFormDetail) => void;
}

export function StartFormDialog({ ticketId, onClose, onStarted }: StartFormDialogProps) {
  const { t } = useTranslation('forms');
  const templates = usePublishedTemplatesQuery();
  const create = useCreateFormMutation();
  const [templateId, setTemplateId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const none = templates.isSuccess && templates.data.length === 0;

  const handleSubmit = async () => {
    if (!templateId) return setProblem(t('start.templateRequired'));
    try {
      onStarted(await create.mutateAsync({ template_id: templateId, ticket_id: ticketId }));
    } catch (error) {
      setProblem(errorMessage(error, t('start.failed')));
    }
  };

  return (
    <DialogFrame onClose={onClose} title={t('start.title')} pending={create.isPending} compact>
      <DialogForm
        onSubmit={handleSubmit}
        onCancel={onClose}
        pending={create.isPending}
        submitLabel={t('start.submit')}
        submitDisabled={none}
        error={templates.isError ? t('start.templatesFailed') : null}
      >
        <TextField
          select
          label={t('fields.template')}
          value={templateId}
          onChange={(event) => {
            setTemplateId(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? (none ? t('start.noTemplates') : ' ')}
          required
          fullWidth
          sx={{ mt: 1 }}
        >
          {(templates.data ?? []).map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {t('list.templateVersion', { name: template.name, version: template.version })}
            </MenuItem>
          ))}
        </TextField>
      </DialogForm>
    </DialogFrame>
  );
}
