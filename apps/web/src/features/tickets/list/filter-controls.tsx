/**
 * The small controls of the ticket list filters. Each writes one URL parameter: a select (one
 * value, or several joined by commas as the API reads them), a date, or a short text applied
 * when the user leaves the field or presses Enter.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const FIELD_SX = { minWidth: 160, maxWidth: { xs: '100%', sm: 240 } } as const;

export interface FilterOption {
  value: string;
  label: string;
  depth?: number;
}

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}

export function FilterSelect({ label, value, options, onChange, disabled }: FilterSelectProps) {
  const { t } = useTranslation('common');
  // A value from a shared link that is not (yet) among the options still shows as chosen.
  const known = !value || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? (value ?? '') : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={FIELD_SX}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('dataTable.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ ps: 2 + (option.depth ?? 0) * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several values, kept in the URL as "a,b". */
export function MultiFilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('common');
  const chosen = value ? value.split(',').filter(Boolean) : [];
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={chosen}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        const list = Array.isArray(next) ? next : next.split(',');
        onChange(list.filter(Boolean).join(',') || undefined);
      }}
      sx={FIELD_SX}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const items = selected as string[];
            return items.length ? items.map(labelOf).join(', ') : t('dataTable.filters.all');
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={FIELD_SX}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // Follow the URL when it changes from outside (a saved view, "Clear filters").
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const apply = () => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      sx={FIELD_SX}
    />
  );
}
