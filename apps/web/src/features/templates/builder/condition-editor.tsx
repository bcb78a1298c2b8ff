/**
 * When a field shows: always, or only when an earlier field's answer equals a value, is one of
 * some values, or (a number) lies outside a range. The earlier field is chosen among those above
 * this one whose answers can be compared; the values among that field's own answers.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TTemplateCondition } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import {
  answerChoices,
  conditionTargets,
  isNumericType,
  operatorsFor,
  startingCondition,
  type ConditionOperator,
} from '../lib/conditions.ts';
import type { DraftField } from '../lib/draft-field.ts';
import type { FieldProblem } from '../lib/problems.ts';
import { NumberSetting, SwitchSetting } from './setting-inputs.tsx';

export interface ConditionEditorProps {
  fields: readonly DraftField[];
  index: number;
  condition: TTemplateCondition | null;
  onChange: (condition: TTemplateCondition | null) => void;
  problems: readonly FieldProblem[];
}

const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function ConditionEditor({
  fields,
  index,
  condition,
  onChange,
  problems,
}: ConditionEditorProps) {
  const { t } = useTranslation('templates');
  const targets = conditionTargets(fields, index);
  const target = condition ? fields.find((field) => field.key === condition.field) : undefined;
  const choices = answerChoices(target, t);
  const fieldProblem = problems.find((problem) => problem.rest[0] === 'field')?.message;
  const otherProblems = problems.filter((problem) => problem.rest[0] !== 'field');

  function changeOperator(op: ConditionOperator) {
    if (!condition) return;
    const first = choices[0]?.value;
    if (op === 'outside') onChange({ field: condition.field, op, min: 0 });
    else if (op === 'one_of') {
      onChange({ field: condition.field, op, values: typeof first === 'string' ? [first] : [] });
    } else onChange({ field: condition.field, op, value: first ?? 0 });
  }

  if (!condition) {
    return (
      <Box>
        <SwitchSetting
          label={t('condition.toggle')}
          checked={false}
          disabled={targets.length === 0}
          onChange={() => {
            const nearest = targets[targets.length - 1];
            if (nearest) onChange(startingCondition(nearest, t));
          }}
        />
        {targets.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('condition.noTargets')}
          </Typography>
        )}
      </Box>
    );
  }

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <SwitchSetting label={t('condition.toggle')} checked onChange={() => onChange(null)} />
      <TextField
        select
        fullWidth
        label={t('condition.field')}
        value={condition.field}
        onChange={(event) => {
          const chosen = targets.find((field) => field.key === event.target.value);
          if (chosen) onChange(startingCondition(chosen, t));
        }}
        error={Boolean(fieldProblem)}
        helperText={fieldProblem ?? ' '}
        slotProps={SELECT_PROPS}
      >
        {targets.map((field) => (
          <MenuItem key={field.key} value={field.key}>
            {field.label || field.key}
          </MenuItem>
        ))}
        {!targets.some((field) => field.key === condition.field) && (
          <MenuItem value={condition.field}>{target?.label || condition.field}</MenuItem>
        )}
      </TextField>
      <TextField
        select
        fullWidth
        label={t('condition.operator')}
        value={condition.op}
        onChange={(event) => changeOperator(event.target.value as ConditionOperator)}
        slotProps={SELECT_PROPS}
      >
        {[...new Set([...operatorsFor(target), condition.op])].map((op) => (
          <MenuItem key={op} value={op}>
            {t(`condition.operators.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      {condition.op === 'equals' &&
        (target && isNumericType(target.type) ? (
          <NumberSetting
            label={t('condition.value')}
            value={typeof condition.value === 'number' ? condition.value : null}
            required
            onChange={(value) => onChange({ ...condition, value: value ?? 0 })}
          />
        ) : (
          <TextField
            select
            fullWidth
            label={t('condition.value')}
            value={String(condition.value)}
            onChange={(event) => {
              const chosen = choices.find((choice) => String(choice.value) === event.target.value);
              if (chosen) onChange({ ...condition, value: chosen.value });
            }}
            slotProps={SELECT_PROPS}
          >
            {choices.map((choice) => (
              <MenuItem key={String(choice.value)} value={String(choice.value)}>
                {choice.label}
              </MenuItem>
            ))}
            {!choices.some((choice) => choice.value === condition.value) && (
              <MenuItem value={String(condition.value)}>{String(condition.value)}</MenuItem>
            )}
          </TextField>
        ))}
      {condition.op === 'one_of' && (
        <FormGroup role="group" aria-label={t('condition.values')}>
          {choices.map((choice) => {
            const value = String(choice.value);
            const checked = condition.values.includes(value);
            return (
              <FormControlLabel
                key={value}
                label={choice.label}
                control={
                  <Checkbox
                    checked={checked}
                    onChange={() =>
                      onChange({
                        ...condition,
                        values: checked
                          ? condition.values.filter((other) => other !== value)
                          : [...condition.values, value],
                      })
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      {condition.op === 'outside' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <NumberSetting
            label={t('condition.min')}
            value={condition.min ?? null}
            onChange={(min) => {
              const { min: _unset, ...rest } = condition;
              onChange(min === null ? rest : { ...rest, min });
            }}
          />
          <NumberSetting
            label={t('condition.max')}
            value={condition.max ?? null}
            onChange={(max) => {
              const { max: _unset, ...rest } = condition;
              onChange(max === null ? rest : { ...rest, max });
            }}
          />
        </Box>
      )}
      {otherProblems.map((problem, at) => (
        <Typography key={at} variant="body2" color="error">
          {problem.message}
        </Typography>
      ))}
    </Box>
  );
}
