/**
 * The fields of a form in order, only those shown for the answers so far (a field whose
 * condition stops holding disappears, and comes back with its answer when it holds again).
 * Each field has its block (to scroll to) with what the page adds under it: who answered and
 * when, the ticket its failure opened.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  visibleFieldKeys,
  type TAnswerMap,
  type TFormAnswerValue,
  type TTemplateField,
} from '@mainstay/contracts';
import { fieldAnchor } from './field-context.tsx';
import { AnswerField } from './fields/answer-field.tsx';
import type { AnswerOptions } from './use-answer-sync.ts';

export interface FieldListProps {
  fields: readonly TTemplateField[];
  values: TAnswerMap;
  onChange: (key: string, value: TFormAnswerValue, options?: AnswerOptions) => void;
  errors: ReadonlyMap<string, string>;
  /** Shown under a field (its answer's author and time, its ticket). */
  below?: (field: TTemplateField) => ReactNode;
}

export function FieldList({ fields, values, onChange, errors, below }: FieldListProps) {
  const shown = visibleFieldKeys(fields, values);
  return (
    <Stack spacing={2.5}>
      {fields
        .filter((field) => shown.has(field.key))
        .map((field) => (
          <Box key={field.key} id={fieldAnchor(field.key)} sx={{ scrollMarginTop: 80 }}>
            <AnswerField
              field={field}
              value={values.get(field.key)}
              onChange={(value, options) => onChange(field.key, value, options)}
              error={errors.get(field.key)}
            />
            {below?.(field)}
          </Box>
        ))}
    </Stack>
  );
}
