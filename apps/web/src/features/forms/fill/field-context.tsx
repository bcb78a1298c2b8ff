/**
 * What the field components need besides their own answer: whether they may change, how a
 * photo, file or drawn signature is uploaded (to the form, or kept in the page for a preview),
 * the links of files already stored and the heading level of sections.
 */
import { createContext, useContext } from 'react';
import type { TFileLink } from '@mainstay/contracts';

export type Uploader = (fieldKey: string, file: Blob, name: string) => Promise<TFileLink>;

export interface FieldContextValue {
  readOnly: boolean;
  upload: Uploader;
  /** A stored file by its id (an answer names its photos and files by id). */
  fileOf: (id: string) => TFileLink | undefined;
  /** The level of section headings: 2 on the form's page, 3 inside a card. */
  sectionLevel: 2 | 3;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error('Form fields need a FieldContext');
  return value;
}

/** The id of a field's block on the page, to scroll to it (a missing answer). */
export const fieldAnchor = (key: string) => `form-field-${key}`;
