/**
 * Publishing the draft as the next version, with an optional note for those who read the
 * versions later. A refusal with problems at fields closes the dialog so they show at their
 * fields (the builder does that); any other refusal stays here, the note kept.
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEMPLATE_TEXT_LIMITS } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form';

export interface PublishDialogProps {
  /** The version it will become. */
  version: number;
  problemCount: number;
  /** Publishes; answers the refusal to show here, or null. */
  onPublish: (note: string) => Promise<string | null>;
  onClose: () => void;
}

export function PublishDialog({ version, problemCount, onPublish, onClose }: PublishDialogProps) {
  const { t } = useTranslation('templates');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit() {
    setPending(true);
    const refusal = await onPublish(note.trim());
    setPending(false);
    setError(refusal);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('publish.title', { version })}
      submitLabel={t('publish.submit')}
      onSubmit={handleSubmit}
      pending={pending}
      error={error}
      compact
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {problemCount > 0
            ? t('publish.withProblems', { count: problemCount })
            : t('publish.intro')}
        </Typography>
      }
    >
      <TextField
        label={t('publish.note')}
        helperText={t('publish.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: TEMPLATE_TEXT_LIMITS.note } }}
      />
    </FormDialog>
  );
}
