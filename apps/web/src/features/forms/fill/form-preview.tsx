/**
 * A template's definition as a phone will show it, for the template builder: the same fields,
 * answered in the page only (nothing is sent; photos stay in the browser), so conditions can be
 * tried out.
 */
import { useCallback, useMemo, useState } from 'react';
import type { TFileLink, TFormAnswerValue, TTemplateDefinition } from '@mainstay/contracts';
import { FieldContext, type FieldContextValue } from './field-context.tsx';
import { FieldList } from './field-list.tsx';
import { useFileRegistry } from './use-file-registry.ts';

export interface FormPreviewProps {
  definition: TTemplateDefinition;
  /** The sections' guidance images, when the builder has their links. */
  images?: readonly TFileLink[];
}

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

export function FormPreview({ definition, images = [] }: FormPreviewProps) {
  const [values, setValues] = useState<ReadonlyMap<string, TFormAnswerValue>>(new Map());
  const files = useFileRegistry(images);
  const { register } = files;
  const upload = useCallback(
    (_fieldKey: string, file: Blob, name: string) => {
      const link: TFileLink = {
        id: crypto.randomUUID(),
        name,
        content_type: file.type,
        size: file.size,
        url: URL.createObjectURL(file),
      };
      register(link);
      return Promise.resolve(link);
    },
    [register],
  );
  const context = useMemo<FieldContextValue>(
    () => ({ readOnly: false, upload, fileOf: files.fileOf, sectionLevel: 3 }),
    [upload, files.fileOf],
  );
  return (
    <FieldContext value={context}>
      <FieldList
        fields={definition.fields}
        values={values}
        onChange={(key, value) => setValues((previous) => new Map(previous).set(key, value))}
        errors={NO_ERRORS}
      />
    </FieldContext>
  );
}
