/**
 * The small controls of list filters. Each writes one list parameter: a select (one value, or
 * several joined by commas as the API reads them), a date, or a short text applied when the
 * user leaves the field or presses Enter. `bindFilter(list, name)` ties one to the list's
 * state; `optionsOf` and `namedOptions` make the options of an enumeration or of named rows.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from './use-list-params.ts';

const FIELD_SX = { minWidth: 160, maxWidth: { xs: '100%', sm: 240 } } as const;

export interface FilterOption {
  value: string;
  label: string;
  depth?: number;
}

interface FilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export interface FilterSelectProps extends FilterProps {
  options: readonly FilterOption[];
  disabled?: boolean;
  /** What "no filter" reads; defaults to "All". */
  emptyLabel?: string;
}

/** The value and change handler of the list filter `name`: `<FilterSelect {...bindFilter(list, 'status')} />`. */
export function bindFilter(list: ListParamsApi, name: string): Omit<FilterProps, 'label'> {
  return {
    value: list.params.filters[name],
    onChange: (value) => list.setFilter(name, value),
  };
}

/** One option per value of an enumeration, labelled by `label`. */
export function optionsOf<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): FilterOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** One option per named row (indented by its depth in a tree, when it has one). */
export function namedOptions(
  rows: readonly { id: string; name: string; depth?: number }[] | undefined,
): FilterOption[] {
  return (rows ?? []).map((row) => ({ value: row.id, label: row.name, depth: row.depth }));
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  emptyLabel,
}: FilterSelectProps) {
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
      <MenuItem value="">{emptyLabel ?? t('dataTable.filters.all')}</MenuItem>
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

export function DateFilter({ label, value, onChange }: FilterProps) {
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

export function TextFilter({ label, value, onChange }: FilterProps) {
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
