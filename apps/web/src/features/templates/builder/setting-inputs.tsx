/**
 * The inputs of a field's settings, each applying what is typed to the draft at once: text, a
 * number (kept as typed until it reads as one, so "-" or "1." can be written), a switch and a
 * ticket priority. Each shows the draft's problem with its setting under it.
 */
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { TICKET_PRIORITY_VALUES, type TTicketPriority } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';

type Shared = { label: string; problem?: string; hint?: string };

export function TextSetting({
  label,
  value,
  onChange,
  problem,
  hint,
  ...props
}: Shared & { value: string; onChange: (value: string) => void } & Omit<
    TextFieldProps,
    'value' | 'onChange' | 'label' | 'error' | 'helperText'
  >) {
  return (
    <TextField
      fullWidth
      {...props}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem || hint || ' '}
    />
  );
}

const DECIMAL = /^-?\d+([.,]\d+)?$/;
const WHOLE = /^-?\d+$/;

/** What a typed text stands for: a number, null (empty) or undefined (not a number yet). */
function parseNumber(text: string, whole: boolean, required: boolean): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return required ? undefined : null;
  if (!(whole ? WHOLE : DECIMAL).test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

export function NumberSetting({
  label,
  value,
  onChange,
  problem,
  hint,
  whole = false,
  required = false,
}: Shared & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Whole numbers only (a count, a number of decimals). */
  whole?: boolean;
  /** Emptying it is not allowed (the setting has no "unset"). */
  required?: boolean;
}) {
  const { t } = useTranslation('templates');
  const [typed, setTyped] = useState({ text: value === null ? '' : String(value), value });
  // The draft changed otherwise (restored, discarded): show its value.
  const text = typed.value === value ? typed.text : value === null ? '' : String(value);
  const invalid = parseNumber(text, whole, required) === undefined;

  function handleChange(next: string) {
    const parsed = parseNumber(next, whole, required);
    if (parsed === undefined) return setTyped({ text: next, value });
    setTyped({ text: next, value: parsed });
    onChange(parsed);
  }

  return (
    <TextField
      fullWidth
      label={label}
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      error={invalid || Boolean(problem)}
      helperText={
        invalid ? t(whole ? 'editor.wholeNumber' : 'editor.number') : problem || hint || ' '
      }
      slotProps={{ htmlInput: { inputMode: whole ? 'numeric' : 'decimal', dir: 'ltr' } }}
    />
  );
}

export function SwitchSetting({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      disabled={disabled}
    />
  );
}

export function PrioritySetting({
  label,
  value,
  onChange,
  hint,
}: Shared & {
  value: TTicketPriority | null;
  onChange: (value: TTicketPriority | null) => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as TTicketPriority | null)}
      helperText={hint || ' '}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('editor.noTicket')}</MenuItem>
      {TICKET_PRIORITY_VALUES.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {t('editor.ticketAt', { priority: t(`priorities.${priority}`) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
