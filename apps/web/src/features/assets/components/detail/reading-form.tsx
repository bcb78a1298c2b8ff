/** Record a reading: the value, when it was read (now by default, never in the future), a note. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAddReadingMutation } from '../../api/asset-meters.ts';
import { translateServerMessage } from '../form/form-helpers.ts';

/** "2026-05-01T09:30" in local time, as a datetime-local input wants it. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function ReadingForm({
  assetId,
  meterId,
  unit,
}: {
  assetId: string;
  meterId: string;
  unit: string;
}) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const add = useAddReadingMutation(assetId, meterId);
  const [value, setValue] = useState('');
  const [readAt, setReadAt] = useState(localNow);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ value?: string; read_at?: string; root?: string }>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const number = Number(value.trim().replace(',', '.'));
    const when = readAt ? new Date(readAt) : new Date();
    const found = {
      ...(value.trim() === '' || !Number.isFinite(number)
        ? { value: t('validation.readingInvalid') }
        : {}),
      ...(Number.isNaN(when.getTime())
        ? { read_at: t('validation.dateInvalid') }
        : when.getTime() > Date.now() + 60_000
          ? { read_at: t('server.readingInFuture') }
          : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({
        value: number,
        read_at: when.toISOString(),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify.success(t('meters.readingAdded'));
      setValue('');
      setNote('');
      setReadAt(localNow());
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setErrors({
          ...(error.errors.value?.[0]
            ? { value: translateServerMessage(t, error.errors.value[0]) }
            : {}),
          ...(error.errors.read_at?.[0]
            ? { read_at: translateServerMessage(t, error.errors.read_at[0]) }
            : {}),
        });
      } else setErrors({ root: t('errors.saveFailed') });
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('meters.recordReading')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        label={t('meters.valueLabel', { unit })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(errors.value)}
        helperText={errors.value ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        required
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('meters.readAtLabel')}
        value={readAt}
        onChange={(event) => setReadAt(event.target.value)}
        error={Boolean(errors.read_at)}
        helperText={errors.read_at ?? errors.root ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localNow() } }}
      />
      <TextField
        size="small"
        label={t('meters.noteLabel')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        helperText=" "
      />
      <Button type="submit" variant="contained" loading={add.isPending}>
        {t('meters.record')}
      </Button>
    </Box>
  );
}
