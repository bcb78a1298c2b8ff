/**
 * The fields answered by choosing: a check box, an inspection (Pass / Flag / Fail as three
 * large toggle buttons, each with its icon and word, never colour alone), yes / no / not
 * applicable, one option (radios) or several (check boxes). Choosing the chosen toggle again
 * clears the answer.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton, { type ToggleButtonProps } from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_RESULTS, YES_NO_ANSWERS } from '@mainstay/contracts';
import { Isolated } from '@/lib/bidi.tsx';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf, FieldProps } from './field-props.ts';
import { GroupFrame } from './group-frame.tsx';

const TOGGLE_SX = { minHeight: 56, gap: 1, fontWeight: 600, textTransform: 'none' } as const;

interface Toggle {
  value: string;
  label: string;
  icon?: ReactNode;
  color: ToggleButtonProps['color'];
}

function Toggles({
  toggles,
  value,
  onChange,
  disabled,
}: {
  toggles: Toggle[];
  value: string | undefined;
  onChange: (value: string | null) => void;
  disabled: boolean;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value ?? null}
      onChange={(_event, next: string | null) => onChange(next)}
      disabled={disabled}
    >
      {toggles.map((toggle) => (
        <ToggleButton key={toggle.value} value={toggle.value} color={toggle.color} sx={TOGGLE_SX}>
          {toggle.icon}
          {toggle.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function InspectionField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'inspection'>>) {
  const { t } = useTranslation('forms');
  const { readOnly } = useFieldContext();
  const icons = { pass: <CheckCircleOutline />, flag: <FlagOutlined />, fail: <CancelOutlined /> };
  const colours = { pass: 'success', flag: 'warning', fail: 'error' } as const;
  return (
    <GroupFrame field={field} error={error}>
      <Toggles
        toggles={INSPECTION_RESULTS.map((result) => ({
          value: result,
          label: t(`results.${result}`),
          icon: icons[result],
          color: colours[result],
        }))}
        value={typeof value === 'string' ? value : undefined}
        onChange={onChange}
        disabled={readOnly}
      />
    </GroupFrame>
  );
}

export function YesNoField({ field, value, onChange, error }: FieldProps<FieldOf<'yes_no'>>) {
  const { t } = useTranslation('forms');
  const { readOnly } = useFieldContext();
  const answers = field.allow_na ? YES_NO_ANSWERS : YES_NO_ANSWERS.filter((a) => a !== 'na');
  return (
    <GroupFrame field={field} error={error}>
      <Toggles
        toggles={answers.map((answer) => ({
          value: answer,
          label: t(`yesNo.${answer}`),
          color: 'primary',
        }))}
        value={typeof value === 'string' ? value : undefined}
        onChange={onChange}
        disabled={readOnly}
      />
    </GroupFrame>
  );
}

export function CheckboxField({ field, value, onChange, error }: FieldProps<FieldOf<'checkbox'>>) {
  const { readOnly } = useFieldContext();
  return (
    <FormGroup>
      <FormControlLabel
        sx={{ minHeight: 48 }}
        control={
          <Checkbox
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            disabled={readOnly}
            required={field.required}
          />
        }
        label={<Isolated>{field.label}</Isolated>}
      />
      {field.help ? <FormHelperText sx={{ mt: 0 }}>{field.help}</FormHelperText> : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </FormGroup>
  );
}

export function SingleChoiceField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'single_choice'>>) {
  const { readOnly } = useFieldContext();
  return (
    <GroupFrame field={field} error={error}>
      <RadioGroup
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.options.map((option) => (
          <FormControlLabel
            key={option.key}
            value={option.key}
            control={<Radio />}
            label={<Isolated>{option.label}</Isolated>}
            disabled={readOnly}
            sx={{ minHeight: 48 }}
          />
        ))}
      </RadioGroup>
    </GroupFrame>
  );
}

export function MultipleChoiceField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'multiple_choice'>>) {
  const { readOnly } = useFieldContext();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (key: string, on: boolean) => {
    // Kept in the options' order, so the same choices always read the same.
    const next = field.options
      .map((option) => option.key)
      .filter((option) => (option === key ? on : chosen.includes(option)));
    onChange(next.length > 0 ? next : null);
  };
  return (
    <GroupFrame field={field} error={error}>
      <FormGroup>
        {field.options.map((option) => (
          <FormControlLabel
            key={option.key}
            control={
              <Checkbox
                checked={chosen.includes(option.key)}
                onChange={(event) => toggle(option.key, event.target.checked)}
              />
            }
            label={<Isolated>{option.label}</Isolated>}
            disabled={readOnly}
            sx={{ minHeight: 48 }}
          />
        ))}
      </FormGroup>
    </GroupFrame>
  );
}
