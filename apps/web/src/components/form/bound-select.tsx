/**
 * A select bound to a react-hook-form field: the shared bound text field with its choices given
 * as data. A choice is a value (worded by `optionLabel`) or a row with an id and a name (indented
 * by its `depth` in a tree); `none` adds a first, empty choice ('' in the form).
 */
import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from './bound-text-field.tsx';

export type SelectChoice = string | { id: string; name: string; depth?: number | undefined };

export type BoundSelectProps<T extends FieldValues, C extends SelectChoice> = Omit<
  BoundTextFieldProps<T>,
  'select' | 'children'
> & {
  options: readonly C[];
  /** The text of a choice; default: the value itself, or the row's name. */
  optionLabel?: (option: C) => string;
  /** The text of an empty first choice. */
  none?: string;
};

const valueOf = (option: SelectChoice) => (typeof option === 'string' ? option : option.id);
const nameOf = (option: SelectChoice) => (typeof option === 'string' ? option : option.name);

export function BoundSelect<T extends FieldValues, C extends SelectChoice>({
  options,
  optionLabel = nameOf,
  none,
  ...props
}: BoundSelectProps<T, C>) {
  return (
    <BoundTextField {...props} select>
      {none === undefined ? null : <MenuItem value="">{none}</MenuItem>}
      {options.map((option) => (
        <MenuItem
          key={valueOf(option)}
          value={valueOf(option)}
          sx={
            typeof option === 'string' || !option.depth
              ? undefined
              : { paddingInlineStart: 2 + option.depth * 2 }
          }
        >
          {optionLabel(option)}
        </MenuItem>
      ))}
    </BoundTextField>
  );
}
