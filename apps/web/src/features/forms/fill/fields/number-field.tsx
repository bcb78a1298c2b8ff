/**
 * The fields answered with a number: a measure (its unit, its acceptable range as a hint and a
 * warning when the answer falls outside it), an amount (its currency) and a meter reading (the
 * asset's meter it adds to). A comma works as the decimal mark; what is typed stays as typed
 * ("12." while the next digit comes) and a text that is not a number is not sent.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { answerOutcome } from '@mainstay/contracts';
import { Ltr } from '@/lib/bidi.tsx';
import { formatNumber } from '../../lib/format.ts';
import type { FieldOf, FieldProps } from './field-props.ts';
import { useTextFieldProps } from './text-fields.tsx';

type NumericField = FieldOf<'number' | 'amount' | 'meter_reading'>;

const parse = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return /^-?\d*\.?\d*$/.test(trimmed) && Number.isFinite(number) ? number : undefined;
};

function useRangeHint(field: NumericField): string {
  const { t, i18n } = useTranslation('forms');
  if (field.type === 'amount') return field.currency ? '' : t('fill.amountHint');
  const unit = field.unit ? ` ${field.unit}` : '';
  const number = (value: number) => `${formatNumber(value, i18n.language)}${unit}`;
  const { min, max } = field;
  const range =
    min !== null && max !== null
      ? t('fill.range', { min: number(min), max: number(max) })
      : min !== null
        ? t('fill.rangeMin', { min: number(min) })
        : max !== null
          ? t('fill.rangeMax', { max: number(max) })
          : '';
  const meter = field.type === 'meter_reading' ? t('fill.meter', { name: field.meter_name }) : '';
  return [range, meter].filter(Boolean).join(' · ');
}

export function NumberAnswerField({ field, value, onChange, error }: FieldProps<NumericField>) {
  const { t } = useTranslation('forms');
  const common = useTextFieldProps(field, error);
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''));
  const parsed = parse(text);
  // The answer changed elsewhere (the server, another tab): show it instead of the old text.
  const shown =
    parsed === undefined || parsed === (value ?? null)
      ? text
      : typeof value === 'number'
        ? String(value)
        : '';
  const invalid = parse(shown) === undefined;
  const hint = useRangeHint(field);
  const current = typeof value === 'number' ? value : null;
  const outside = current !== null && answerOutcome(field, current) === 'flag';
  const unit = field.type === 'amount' ? field.currency : field.unit;
  return (
    <Box>
      <TextField
        {...common}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value);
          if (next !== undefined) onChange(next, { debounce: true });
        }}
        error={Boolean(error) || invalid}
        helperText={
          error ??
          (invalid
            ? t('fill.notANumber')
            : [field.help, hint].filter(Boolean).join(' · ') || undefined)
        }
        slotProps={{
          ...common.slotProps,
          htmlInput: { ...common.slotProps.htmlInput, inputMode: 'decimal', dir: 'ltr' },
          input: unit
            ? {
                [field.type === 'amount' ? 'startAdornment' : 'endAdornment']: (
                  <InputAdornment position={field.type === 'amount' ? 'start' : 'end'}>
                    <Ltr>{unit}</Ltr>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
      {outside ? (
        <Box
          role="status"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, color: 'warning.main' }}
        >
          <WarningAmberOutlined fontSize="small" aria-hidden />
          {t('fill.outsideRange')}
        </Box>
      ) : null}
    </Box>
  );
}
