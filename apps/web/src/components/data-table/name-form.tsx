/**
 * The one-field form of a settings list that adds a row by name or renames one (categories).
 * A row the product made shows its name in the reader's language while it keeps its default
 * name; saving that name unchanged keeps the stored one, so the row stays translated instead of
 * being renamed to the words of whoever saved it.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';

export interface NamedListRow {
  id: string;
  /** The name as stored. */
  name: string;
}

export interface NameFormProps<R extends NamedListRow> {
  /** The row being renamed; null to add one. */
  row: R | null;
  /** The name as the list shows it (a built-in row's in the reader's language). */
  shownName: (row: R) => string;
  save: {
    mutateAsync: (body: { id: string | null; name: string }) => Promise<unknown>;
    isPending: boolean;
  };
  /** The field's label, the buttons, the messages: worded by the list. */
  text: {
    field: string;
    submit: string;
    cancel: string;
    nameRequired: string;
    saved: string;
    saveFailed: string;
  };
  /** The server's message in the reader's language, when the list has words for it. */
  translate?: (message: string) => string;
  maxLength?: number;
  onDone: () => void;
}

/** What to store for what was typed: the stored name when the shown one was left as it was. */
export function nameToSave<R extends NamedListRow>(
  row: R | null,
  typed: string,
  shownName: (row: R) => string,
): string {
  const name = typed.trim();
  return row && name === shownName(row) ? row.name : name;
}

export function NameForm<R extends NamedListRow>({
  row,
  shownName,
  save,
  text,
  translate = (message) => message,
  maxLength,
  onDone,
}: NameFormProps<R>) {
  const notify = useNotify();
  const [name, setName] = useState(row ? shownName(row) : '');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(text.nameRequired);
    try {
      await save.mutateAsync({ id: row?.id ?? null, name: nameToSave(row, name, shownName) });
      notify.success(text.saved);
      setName('');
      setError(null);
      onDone();
    } catch (caught) {
      const message = isApiError(caught) ? (caught.errors?.name?.[0] ?? caught.message) : '';
      setError(message ? translate(message) : text.saveFailed);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label={text.field}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus={Boolean(row)}
        slotProps={{ htmlInput: { maxLength } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" loading={save.isPending}>
        {text.submit}
      </Button>
      {row && (
        <Button color="inherit" onClick={onDone}>
          {text.cancel}
        </Button>
      )}
    </Box>
  );
}
