/** What every answer field takes: its field, its answer so far, and how to change it. */
import type { TFormAnswerValue, TTemplateField } from '@mainstay/contracts';
import type { AnswerOptions } from '../use-answer-sync.ts';

export type FieldOf<T extends TTemplateField['type']> = Extract<TTemplateField, { type: T }>;

export interface FieldProps<F extends TTemplateField = TTemplateField> {
  field: F;
  value: TFormAnswerValue | undefined;
  onChange: (value: TFormAnswerValue, options?: AnswerOptions) => void;
  /** The server's refusal, or "required", shown at the field. */
  error?: string;
}
