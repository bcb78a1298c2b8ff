/**
 * A react-hook-form form checked by a zod schema and sent to the server, with the refusal put in
 * front of the user the same way everywhere: field errors under their fields
 * (`applyServerErrors`), anything else as the form's one sentence (its root error). Nothing typed
 * is lost: the values stay as they were. `dialog` is what a `FormDialog` needs from it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { applyServerErrors, errorMessage, type ServerFields } from '@/lib/form-errors.ts';

/** How a failure reads when none of its field errors found a field: the fallback otherwise. */
export type DescribeError = (error: unknown, fallback: string) => string;

export interface ServerFormOptions<Input extends FieldValues, Output> {
  schema: z.$ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The fields a server field error may land on (see `applyServerErrors`). */
  serverFields: ServerFields<Input>;
  /** The form's sentence when the failure says nothing better. */
  failure: string;
  /**
   * Sends the checked values; throws the API error when refused. A refusal found without an
   * error (a check of its own, an answer that says no) is put on the form with `outcome`.
   */
  onValid: (values: Output, outcome: ValidOutcome<Input>) => Promise<void>;
  /** Words the failure (default `errorMessage`: a domain code's sentence or the server's). */
  describe?: DescribeError;
  /** Also the general sentence when some field errors were placed (a wizard step). */
  alwaysDescribe?: boolean;
}

export interface ValidOutcome<Input extends FieldValues> {
  /** The form's one sentence of error. */
  refuse: (message: string) => void;
  setError: UseFormSetError<Input>;
}

/** What a form dialog shows of its form: the submit handler, the waiting state and the error. */
export interface FormState {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  error: string | undefined;
}

export type ServerForm<Input extends FieldValues, Output> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  submit: FormState['onSubmit'];
  dialog: FormState;
};

export function useServerForm<Input extends FieldValues, Output = Input>({
  schema,
  defaultValues,
  serverFields,
  failure,
  onValid,
  describe = errorMessage,
  alwaysDescribe = false,
}: ServerFormOptions<Input, Output>): ServerForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onValid(values, {
        refuse: (message) => form.setError('root', { message }),
        setError: form.setError,
      });
    } catch (error) {
      const { placed } = applyServerErrors(error, form.setError, serverFields);
      if (!placed || alwaysDescribe) {
        form.setError('root', { message: describe(error, failure) });
      }
    }
  });
  const dialog: FormState = {
    onSubmit: submit,
    pending: form.formState.isSubmitting,
    error: form.formState.errors.root?.message,
  };
  return { ...form, submit, dialog };
}
