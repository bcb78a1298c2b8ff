/**
 * The settings of a field's own type: a section's instructions; the ticket an inspection's fail
 * or flag opens; "not applicable" for yes / no; a text's length; a number's unit, range,
 * decimals and the ticket an answer out of range opens; an amount's currency; a date's time of
 * day; a choice's options; a meter's name, unit and range; how many photos.
 */
import Box from '@mui/material/Box';
import { TEMPLATE_LIMITS, type TTicketPriority } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { numberSetting, optionsOf, type DraftField } from '../lib/draft-field.ts';
import type { FieldProblem } from '../lib/problems.ts';
import { OptionsEditor } from './options-editor.tsx';
import { NumberSetting, PrioritySetting, SwitchSetting, TextSetting } from './setting-inputs.tsx';

export interface FieldSettingsProps {
  field: DraftField;
  onChange: (patch: Partial<DraftField>) => void;
  problems: readonly FieldProblem[];
}

const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

export function FieldSettings({ field, onChange, problems }: FieldSettingsProps) {
  const { t } = useTranslation('templates');
  const problemOf = (setting: string) =>
    problems.find((problem) => problem.setting === setting)?.message;
  const text = (name: string) => (typeof field[name] === 'string' ? (field[name] as string) : '');
  const priority = (name: string) => (field[name] ?? null) as TTicketPriority | null;
  const number = (
    name: string,
    label: string,
    extra: { whole?: boolean; required?: boolean } = {},
  ) => (
    <NumberSetting
      label={label}
      value={numberSetting(field, name)}
      onChange={(value) => onChange({ [name]: value })}
      problem={problemOf(name)}
      {...extra}
    />
  );
  const range = (
    <Box sx={PAIR}>
      {number('min', t('editor.min'))}
      {number('max', t('editor.max'))}
    </Box>
  );
  const unit = (
    <TextSetting
      label={t('editor.unit')}
      value={text('unit')}
      onChange={(value) => onChange({ unit: value })}
      problem={problemOf('unit')}
      slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.unitLength } }}
    />
  );

  switch (field.type) {
    case 'section':
      return (
        <TextSetting
          label={t('editor.instructions')}
          value={text('instructions')}
          onChange={(value) => onChange({ instructions: value })}
          problem={problemOf('instructions')}
          multiline
          minRows={3}
        />
      );
    case 'inspection':
      return (
        <Box sx={PAIR}>
          <PrioritySetting
            label={t('editor.failOpensTicket')}
            value={priority('fail_opens_ticket')}
            onChange={(value) => onChange({ fail_opens_ticket: value })}
          />
          <PrioritySetting
            label={t('editor.flagOpensTicket')}
            value={priority('flag_opens_ticket')}
            onChange={(value) => onChange({ flag_opens_ticket: value })}
          />
        </Box>
      );
    case 'yes_no':
      return (
        <SwitchSetting
          label={t('editor.allowNa')}
          checked={field.allow_na !== false}
          onChange={(checked) => onChange({ allow_na: checked })}
        />
      );
    case 'short_text':
    case 'long_text':
      return number('max_length', t('editor.maxLength'), { whole: true, required: true });
    case 'number':
      return (
        <>
          {unit}
          {range}
          <Box sx={PAIR}>
            {number('decimals', t('editor.decimals'), { whole: true, required: true })}
            <PrioritySetting
              label={t('editor.outOfRangeOpensTicket')}
              value={priority('out_of_range_opens_ticket')}
              onChange={(value) => onChange({ out_of_range_opens_ticket: value })}
            />
          </Box>
        </>
      );
    case 'amount':
      return (
        <TextSetting
          label={t('editor.currency')}
          hint={t('editor.currencyHint')}
          value={text('currency')}
          onChange={(value) => onChange({ currency: value.trim() ? value.toUpperCase() : null })}
          problem={problemOf('currency')}
          slotProps={{ htmlInput: { maxLength: 3, dir: 'ltr' } }}
        />
      );
    case 'date':
      return (
        <SwitchSetting
          label={t('editor.withTime')}
          checked={field.with_time === true}
          onChange={(checked) => onChange({ with_time: checked })}
        />
      );
    case 'single_choice':
    case 'multiple_choice':
      return (
        <OptionsEditor
          options={optionsOf(field)}
          onChange={(options) => onChange({ options })}
          problems={problems.filter((problem) => problem.setting === 'options')}
        />
      );
    case 'meter_reading':
      return (
        <>
          <TextSetting
            label={t('editor.meterName')}
            hint={t('editor.meterNameHint')}
            value={text('meter_name')}
            onChange={(value) => onChange({ meter_name: value })}
            problem={problemOf('meter_name')}
            required
          />
          {unit}
          {range}
        </>
      );
    case 'photos':
      return number('max_photos', t('editor.maxPhotos'), { whole: true, required: true });
    default:
      return null;
  }
}
