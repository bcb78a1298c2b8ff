/**
 * The supplier: one of the organisation's contractors (suggested while typing, from
 * GET /v1/contractors?search=) or any name typed freely. Picking a contractor links it; typing
 * something else turns it back into free text.
 */
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { useContractorOptionsQuery, type ContractorOption } from '../api/contractor-options.ts';
import type { TDocumentForm } from '../schemas/document-form-schema.ts';
import { useFieldMessage } from './form-fields.tsx';

function useDebounced<T>(value: T, delay = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function SupplierField({
  control,
  disabled = false,
}: {
  control: Control<TDocumentForm>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('procurement');
  const message = useFieldMessage();
  const ability = useAbility();
  const contractor = useController({ control, name: 'supplier_contractor' });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const options = useContractorOptionsQuery(search, open && ability.can('read', 'Contractor'));

  return (
    <Controller
      name="supplier_name"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<ContractorOption, false, false, true>
          freeSolo
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          disabled={disabled}
          options={options.data ?? []}
          loading={options.isFetching}
          filterOptions={(list) => list}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          isOptionEqualToValue={(option, value) =>
            typeof value !== 'string' && option.id === value.id
          }
          value={contractor.field.value ?? (field.value || null)}
          inputValue={contractor.field.value?.name ?? field.value}
          onInputChange={(_event, value, reason) => {
            if (reason === 'reset') return;
            setText(value);
            if (contractor.field.value && value !== contractor.field.value.name) {
              contractor.field.onChange(null);
            }
            field.onChange(value);
          }}
          onChange={(_event, value) => {
            if (value && typeof value !== 'string') {
              contractor.field.onChange(value);
              field.onChange('');
            } else {
              contractor.field.onChange(null);
              field.onChange(value ?? '');
            }
          }}
          onBlur={field.onBlur}
          noOptionsText={t('fields.noContractors')}
          loadingText={t('loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              required
              label={t('fields.supplier')}
              error={Boolean(fieldState.error ?? contractor.fieldState.error)}
              helperText={message(
                fieldState.error ?? contractor.fieldState.error,
                contractor.field.value ? t('fields.supplierLinked') : t('fields.supplierHint'),
              )}
            />
          )}
        />
      )}
    />
  );
}
