/**
 * A form being filled, built for a technician's phone: its progress and save state, its fields
 * (only those shown for the answers so far), who answered each and when, the tickets failing
 * answers opened, and Complete or Sign. A locked form, or one the caller may not fill, reads
 * the same without controls that change it.
 */
import { useCallback, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  formProgress,
  isAnswered,
  missingRequired,
  type TFormDetail,
  type TTemplateField,
} from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { uploadFormFile } from '../api/form-files.ts';
import { fieldMessages } from '../lib/answer-errors.ts';
import { AnswerMeta } from './answer-meta.tsx';
import { CompleteActions } from './complete-actions.tsx';
import { FieldContext, fieldAnchor, type FieldContextValue } from './field-context.tsx';
import { FieldList } from './field-list.tsx';
import { FillStatus } from './fill-status.tsx';
import { useAnswerSync } from './use-answer-sync.ts';
import { useFileRegistry } from './use-file-registry.ts';

export interface FormFillProps {
  form: TFormDetail;
  /** 3 when the form sits in a card under the page's own sections. */
  sectionLevel?: 2 | 3;
  onDeleted?: () => void;
}

export function FormFill({ form, sectionLevel = 2, onDeleted }: FormFillProps) {
  const { t } = useTranslation('forms');
  const fields = form.definition.fields;
  const readOnly = form.locked || !form.can_fill;
  const sync = useAnswerSync(form);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const storedFiles = useMemo(
    () => [...form.answers.flatMap((answer) => answer.files), ...(form.guidance_images ?? [])],
    [form.answers, form.guidance_images],
  );
  const files = useFileRegistry(storedFiles);
  const { register } = files;
  const upload = useCallback(
    async (fieldKey: string, file: Blob, name: string) => {
      const link = await uploadFormFile(form.id, fieldKey, file, name);
      register(link);
      return link;
    },
    [form.id, register],
  );
  const context = useMemo<FieldContextValue>(
    () => ({ readOnly, upload, fileOf: files.fileOf, sectionLevel }),
    [readOnly, upload, files.fileOf, sectionLevel],
  );
  const answers = useMemo(
    () => new Map(form.answers.map((answer) => [answer.field_key, answer])),
    [form.answers],
  );
  const errors = useMemo(() => {
    const all = new Map(sync.errors);
    for (const field of fields) {
      if (missing.has(field.key) && !isAnswered(field, sync.values.get(field.key))) {
        all.set(field.key, all.get(field.key) ?? t('fill.required'));
      }
    }
    return all;
  }, [fields, missing, sync.errors, sync.values, t]);

  /** Marks the answers a refusal says are missing, and scrolls to the first. */
  const handleRefused = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'FORM_REQUIRED_MISSING') return false;
    const named = [...fieldMessages(error, new Set(fields.map((field) => field.key))).keys()];
    const keys = named.length > 0 ? named : missingRequired(fields, sync.values);
    setMissing(new Set(keys));
    const first = fields.find((field) => keys.includes(field.key));
    if (first) {
      const block = document.getElementById(fieldAnchor(first.key));
      block?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      block?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
    }
    return true;
  };

  const below = (field: TTemplateField) =>
    field.type === 'section' ? null : (
      <AnswerMeta answer={answers.get(field.key)} local={sync.isLocal(field.key)} />
    );

  return (
    <FieldContext value={context}>
      <Stack spacing={3}>
        <FillStatus
          form={form}
          progress={formProgress(fields, sync.values)}
          status={readOnly ? null : sync.status}
          pending={sync.pending}
        />
        <FieldList
          fields={fields}
          values={sync.values}
          onChange={(key, value, options) => {
            if (!readOnly) sync.setAnswer(key, value, options);
          }}
          errors={errors}
          below={below}
        />
        <CompleteActions form={form} sync={sync} onRefused={handleRefused} onDeleted={onDeleted} />
      </Stack>
    </FieldContext>
  );
}
