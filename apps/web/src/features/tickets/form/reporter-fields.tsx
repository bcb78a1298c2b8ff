/**
 * Who reported the ticket: a person with an account (the caller by default) or someone without
 * one, reached by name, e-mail and phone (they get the completion e-mail and feedback link).
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BoundField } from '@/components/form/index.ts';
import { PersonPicker } from './choice-pickers.tsx';
import { useFieldMessage } from './form-helpers.ts';
import { FormTextField } from './form-text-field.tsx';
import type { TChoice, TTicketForm } from './ticket-form-schema.ts';

export interface ReporterFieldsProps {
  control: Control<TTicketForm>;
  users: readonly TChoice[];
  loading: boolean;
}

export function ReporterFields({ control, users, loading }: ReporterFieldsProps) {
  const { t } = useTranslation('tickets');
  const message = useFieldMessage();
  const mode = useWatch({ control, name: 'reporter_mode' });
  return (
    <>
      <Controller
        control={control}
        name="reporter_mode"
        render={({ field }) => (
          <RadioGroup
            {...field}
            row
            aria-label={t('form.reporterMode')}
            sx={{ gridColumn: '1 / -1' }}
          >
            <FormControlLabel value="user" control={<Radio />} label={t('form.reporterUser')} />
            <FormControlLabel
              value="external"
              control={<Radio />}
              label={t('form.reporterExternal')}
            />
          </RadioGroup>
        )}
      />
      {mode === 'user' ? (
        <BoundField
          control={control}
          name="reporter_user_id"
          message={message}
          hint={t('form.reporterHint')}
          render={(field) => (
            <PersonPicker
              label={t('fields.reporter')}
              options={users}
              loading={loading}
              {...field}
            />
          )}
        />
      ) : (
        <>
          <FormTextField
            control={control}
            name="reporter_name"
            label={t('fields.reporterName')}
            required
          />
          <FormTextField
            control={control}
            name="reporter_email"
            type="email"
            label={t('fields.reporterEmail')}
          />
          <FormTextField
            control={control}
            name="reporter_phone"
            type="tel"
            label={t('fields.reporterPhone')}
          />
        </>
      )}
    </>
  );
}
