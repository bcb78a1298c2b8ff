/** A small select used as a list filter: "All" plus the given options. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string; depth?: number }[];
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
      sx={{ minWidth: 160, maxWidth: { xs: '100%', sm: 240 } }}
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
