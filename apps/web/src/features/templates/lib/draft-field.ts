/**
 * A field as the builder holds it between saves: any of the sixteen types, possibly incomplete
 * (a label not yet written), with its type's settings by name. The contract's schema checks it
 * (lib/problems.ts); the server keeps it as it is until it is published.
 */
import {
  TEMPLATE_FIELD_TYPES,
  type TTemplateCondition,
  type TTemplateDraft,
  type TTemplateFieldType,
} from '@mainstay/contracts';

export type DraftField = {
  type: TTemplateFieldType;
  key: string;
  label: string;
  help?: string;
  required?: boolean;
  condition?: TTemplateCondition | null;
} & Record<string, unknown>;

export interface DraftOption {
  key: string;
  label: string;
}

const isType = (value: unknown): value is TTemplateFieldType =>
  (TEMPLATE_FIELD_TYPES as readonly unknown[]).includes(value);

/** A stored draft's field, read as the builder's (an unknown type reads as a short text). */
export function readDraftField(raw: Record<string, unknown>): DraftField {
  return {
    ...raw,
    type: isType(raw.type) ? raw.type : 'short_text',
    key: typeof raw.key === 'string' ? raw.key : '',
    label: typeof raw.label === 'string' ? raw.label : '',
  };
}

/** The options of a choice field (none for other types). */
export function optionsOf(field: DraftField): DraftOption[] {
  return Array.isArray(field.options) ? (field.options as DraftOption[]) : [];
}

/** A setting read as a number (null when unset or not a number). */
export function numberSetting(field: DraftField, name: string): number | null {
  const value = field[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The draft as the API takes it. */
export function draftBody(
  fields: readonly DraftField[],
  requiresSignature: boolean,
): TTemplateDraft {
  return { fields: fields.map((field) => ({ ...field })), requires_signature: requiresSignature };
}
