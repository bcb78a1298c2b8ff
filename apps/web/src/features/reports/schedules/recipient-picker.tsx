/**
 * Choosing a schedule's recipients: an autocomplete over the active members who may open the
 * report (GET /v1/reports/schedules/recipients), searched on the server as one types, so nobody
 * who would be refused is offered.
 */
import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TReportKey } from '@mainstay/contracts';
import { useReportRecipientsQuery } from '../api/report-recipients.ts';

export interface Recipient {
  id: string;
  name: string;
}

export interface RecipientPickerProps {
  reportKey: TReportKey;
  label: string;
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

export function RecipientPicker(props: RecipientPickerProps) {
  const { t } = useTranslation('reportDelivery');
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const query = useReportRecipientsQuery(props.reportKey, search);
  const options: Recipient[] = (query.data?.items ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      autoHighlight
      options={options}
      value={props.value}
      loading={query.isFetching}
      loadingText={t('schedule.picker.loading')}
      noOptionsText={query.isError ? t('schedule.picker.failed') : t('schedule.picker.noOptions')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      // The server already filtered by the search text.
      filterOptions={(list) => list}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => props.onChange(value)}
      onBlur={props.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required
          error={props.error}
          helperText={props.helperText}
          inputRef={props.inputRef}
        />
      )}
    />
  );
}
