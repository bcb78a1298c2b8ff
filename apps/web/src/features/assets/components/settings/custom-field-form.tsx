/** Add or change one custom field: key (on creation only), label, type, options, required. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CUSTOM_FIELD_TYPE_VALUES,
  ASSET_FIELD_KEY_PATTERN,
  type TAssetCustomField,
  type TAssetCustomFieldType,
} from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveCustomFieldMutation } from '../../api/asset-settings.ts';
import { translateServerMessage } from '../form/form-helpers.ts';

type Errors = Partial<Record<'key' | 'label' | 'options' | 'root', string>>;

/** "Filter size" -> "filter_size". */
const keyFrom = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);

export function CustomFieldForm({
  field,
  nextOrder,
  onDone,
}: {
  field: TAssetCustomField | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const save = useSaveCustomFieldMutation();
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState(field?.key ?? '');
  const [keyTouched, setKeyTouched] = useState(Boolean(field));
  const [type, setType] = useState<TAssetCustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState(field?.options.join(', ') ?? '');
  const [required, setRequired] = useState(field?.required ?? false);
  const [errors, setErrors] = useState<Errors>({});

  const optionList = options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!label.trim()) found.label = t('validation.labelRequired');
    if (!field && !ASSET_FIELD_KEY_PATTERN.test(key)) found.key = t('validation.keyInvalid');
    if (type === 'select' && optionList.length === 0)
      found.options = t('validation.optionsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = { label: label.trim(), required, options: optionList };
    try {
      await save.mutateAsync(
        field
          ? { id: field.id, body: common }
          : { id: null, body: { ...common, key, type, sort_order: nextOrder } },
      );
      notify.success(t(field ? 'settings.fieldUpdated' : 'settings.fieldAdded'));
      onDone();
    } catch (error) {
      const next: Errors = {};
      if (isApiError(error)) {
        for (const name of ['key', 'label', 'options'] as const) {
          const message = error.errors?.[name]?.[0];
          if (message) next[name] = translateServerMessage(t, message);
        }
        if (Object.keys(next).length === 0) next.root = translateServerMessage(t, error.message);
      } else next.root = t('errors.saveFailed');
      setErrors(next);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'grid', gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        label={t('settings.fieldLabel')}
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          if (!keyTouched) setKey(keyFrom(event.target.value));
        }}
        error={Boolean(errors.label)}
        helperText={errors.label ?? ' '}
        required
      />
      {!field && (
        <TextField
          size="small"
          label={t('settings.fieldKey')}
          value={key}
          onChange={(event) => {
            setKeyTouched(true);
            setKey(event.target.value);
          }}
          error={Boolean(errors.key)}
          helperText={errors.key ?? t('settings.fieldKeyHint')}
          required
        />
      )}
      <TextField
        size="small"
        select
        label={t('settings.fieldType')}
        value={type}
        disabled={Boolean(field)}
        onChange={(event) => setType(event.target.value as TAssetCustomFieldType)}
        helperText={field ? t('settings.typeFixed') : ' '}
      >
        {ASSET_CUSTOM_FIELD_TYPE_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`settings.types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {type === 'select' && (
        <TextField
          size="small"
          label={t('settings.fieldOptions')}
          value={options}
          onChange={(event) => setOptions(event.target.value)}
          error={Boolean(errors.options)}
          helperText={errors.options ?? t('settings.fieldOptionsHint')}
          required
        />
      )}
      <FormControlLabel
        control={
          <Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />
        }
        label={t('settings.fieldRequired')}
      />
      {errors.root && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errors.root}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {field ? t('actions.save') : t('actions.add')}
        </Button>
      </Box>
    </Box>
  );
}
