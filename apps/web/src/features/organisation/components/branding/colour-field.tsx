/**
 * A colour as a hex text field with a native colour picker beside it, both bound to the same
 * form value. The picker shows the last complete colour while the text is being typed.
 */
import Box from '@mui/material/Box';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '@/components/form/index.ts';
import type { TBrandingForm } from '../../schemas/organisation-form-schemas.ts';
import { isCompleteHexColor } from '../../lib/contrast.ts';

export interface ColourFieldProps {
  name: keyof TBrandingForm;
  label: string;
  pickerLabel: string;
  control: Control<TBrandingForm>;
  disabled?: boolean;
  /** Extra text under the field (e.g. a contrast note), shown when there is no error. */
  hint?: string;
}

export function ColourField({
  name,
  label,
  pickerLabel,
  control,
  disabled,
  hint,
}: ColourFieldProps) {
  const { t } = useTranslation('organisation');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box
            component="input"
            type="color"
            aria-label={pickerLabel}
            disabled={disabled}
            value={isCompleteHexColor(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange((event.target as HTMLInputElement).value)}
            onBlur={onBlur}
            sx={{
              inlineSize: 56,
              blockSize: 56,
              flexShrink: 0,
              p: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              cursor: disabled ? 'default' : 'pointer',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          />
          <OutlinedTextField
            label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            inputRef={ref}
            disabled={disabled}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : (hint ?? ' ')}
            inputProps={{ spellCheck: false, autoCapitalize: 'off', dir: 'ltr' }}
          />
        </Box>
      )}
    />
  );
}
