/**
 * Choosing members of the organisation: an autocomplete that searches the members list on the
 * server as the user types. Single (lead, whose leave) or multiple (a team's members).
 */
import { useDeferredValue, useState } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMembersQuery } from '../../api/list-members.ts';

export interface MemberOption {
  id: string;
  name: string;
}

interface BaseProps {
  label: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Members not offered (e.g. those already in the team). */
  exclude?: readonly string[];
  onBlur?: () => void;
  autoFocus?: boolean;
}

type SingleProps = BaseProps & {
  multiple?: false;
  value: MemberOption | null;
  onChange: (value: MemberOption | null) => void;
};
type MultipleProps = BaseProps & {
  multiple: true;
  value: MemberOption[];
  onChange: (value: MemberOption[]) => void;
};

export function MemberPicker(props: SingleProps | MultipleProps) {
  const { t } = useTranslation('team');
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const query = useMembersQuery({ search: search || undefined, per_page: 20, status: 'active' });
  const excluded = new Set(props.exclude ?? []);
  const options: MemberOption[] = (query.data?.data ?? [])
    .filter((member) => !excluded.has(member.id))
    .map((member) => ({ id: member.id, name: member.name }));
  const common = {
    options,
    loading: query.isFetching,
    loadingText: t('picker.loading'),
    noOptionsText: query.isError ? t('picker.failed') : t('picker.noOptions'),
    getOptionLabel: (option: MemberOption) => option.name,
    isOptionEqualToValue: (option: MemberOption, value: MemberOption) => option.id === value.id,
    // The server already filtered by the search text.
    filterOptions: (list: MemberOption[]) => list,
    onInputChange: (_event: unknown, value: string) => setInput(value),
    onBlur: props.onBlur,
    disabled: props.disabled,
    autoHighlight: true,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={props.label}
        required={props.required}
        error={props.error}
        helperText={props.helperText}
        autoFocus={props.autoFocus}
      />
    ),
  };
  return props.multiple ? (
    <Autocomplete
      {...common}
      multiple
      filterSelectedOptions
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
    />
  ) : (
    <Autocomplete
      {...common}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
    />
  );
}
