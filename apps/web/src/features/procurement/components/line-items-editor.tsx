/**
 * The line items of a purchase order or invoice: description, quantity, unit price and tax
 * rate per line, lines added and removed freely (at least one stays), and a live preview of
 * each line total and of the document's totals. The preview uses the same calculation as the
 * server, which computes the totals that are kept.
 */
import { documentTotals, fromCents, toCents } from '@mainstay/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../lib/format.ts';
import {
  emptyLine,
  parseAmount,
  ZLineForm,
  type TDocumentForm,
  type TLineForm,
} from '../schemas/document-form-schema.ts';
import { FormTextField, useFieldMessage } from './form-fields.tsx';

export interface LineItemsEditorProps {
  control: Control<TDocumentForm>;
  /** The amounts are locked (approved or later): shown, not editable. */
  disabled?: boolean;
}

/** Cents of a line as typed, or null while it is not a valid line yet. */
function previewOf(line: TLineForm | undefined) {
  if (!line || !ZLineForm.omit({ description: true }).safeParse(line).success) return null;
  return {
    quantity: parseAmount(line.quantity),
    unit_price_cents: toCents(parseAmount(line.unit_price)),
    tax_rate: line.tax_rate.trim() === '' ? 0 : parseAmount(line.tax_rate),
  };
}

export function LineItemsEditor({ control, disabled = false }: LineItemsEditorProps) {
  const { t } = useTranslation('procurement');
  const money = useMoneyFormat();
  const message = useFieldMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const currency = useWatch({ control, name: 'currency' });
  const linesError = useFieldArrayRootError(control);
  const code = /^[A-Za-z]{3}$/.test(currency ?? '') ? currency.toUpperCase() : 'EUR';

  const previews = (lines ?? []).map(previewOf);
  const valid = previews.filter((line) => line !== null);
  const totals = documentTotals(valid);
  let validIndex = 0;
  const lineTotals = previews.map((line) =>
    line ? (totals.lines[validIndex++]?.line_total_cents ?? null) : null,
  );

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="procurement-lines-title">
      <Typography id="procurement-lines-title" component="h3" variant="subtitle1">
        {t('lines.title')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('lines.group', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'minmax(0, 3fr) repeat(3, minmax(0, 1fr)) minmax(0, 1.2fr) auto',
            },
            pb: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`lines.${index}.description`}
              label={t('lines.description')}
              size="small"
              disabled={disabled}
              required
            />
          </Box>
          <FormTextField
            control={control}
            name={`lines.${index}.quantity`}
            label={t('lines.quantity')}
            size="small"
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name={`lines.${index}.unit_price`}
            label={t('lines.unitPrice')}
            size="small"
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name={`lines.${index}.tax_rate`}
            label={t('lines.taxRate')}
            size="small"
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box sx={{ py: { md: 1 } }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('lines.lineTotal')}
            </Typography>
            <Typography
              variant="body2"
              component="output"
              aria-label={t('lines.lineTotalOf', { index: index + 1 })}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {lineTotals[index] === null || lineTotals[index] === undefined
                ? '—'
                : money(fromCents(lineTotals[index]), code)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton
              onClick={() => remove(index)}
              disabled={disabled || fields.length === 1}
              aria-label={t('lines.remove', { index: index + 1 })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      {linesError ? (
        <Typography role="alert" variant="body2" color="error">
          {message(linesError)}
        </Typography>
      ) : null}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyLine())} disabled={disabled}>
          {t('lines.add')}
        </Button>
      </Box>
      <Box
        role="region"
        aria-label={t('lines.totals')}
        sx={{ alignSelf: { sm: 'flex-end' }, minWidth: { sm: 280 }, display: 'grid', gap: 0.5 }}
      >
        {(
          [
            ['subtotal', totals.subtotal_cents],
            ['tax', totals.tax_cents],
            ['total', totals.total_cents],
          ] as const
        ).map(([key, cents]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant={key === 'total' ? 'subtitle2' : 'body2'}>
              {t(`lines.${key}`)}
            </Typography>
            <Typography
              variant={key === 'total' ? 'subtitle2' : 'body2'}
              component="output"
              aria-label={t(`lines.${key}`)}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {money(fromCents(cents), code)}
            </Typography>
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary">
          {t('lines.previewNote')}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The error of the lines array itself ("Add at least one line"), not of one line. */
function useFieldArrayRootError(control: Control<TDocumentForm>): FieldError | undefined {
  const { errors } = useFormState({ control, name: 'lines' });
  const lines = errors.lines;
  // react-hook-form keeps the array's own error under `root` (or directly when it is not an array).
  if (lines?.root) return lines.root;
  return lines && 'message' in lines && typeof lines.message === 'string'
    ? (lines as unknown as FieldError)
    : undefined;
}
