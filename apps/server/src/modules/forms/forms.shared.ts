/**
 * What every part of the forms module shares: its dependencies (those of tickets, since a failing
 * answer opens one, and the mail a signature code goes out by), form numbers, and answers as
 * the shared rules of the contracts read them.
 */
import type { TAnswerMap, TFormAnswerValue } from '@mainstay/contracts';
import type { FormAnswerRow } from '../../db/schema/index.ts';
import type { TicketsDeps } from '../tickets/index.ts';

/** The forms module needs what tickets need: a failing answer opens one. */
export type FormsDeps = TicketsDeps;

export const FORM_NUMBER_PREFIX = 'FRM';

/** 12 -> FRM-000012 */
export function formNumber(seq: number): string {
  return `${FORM_NUMBER_PREFIX}-${String(seq).padStart(6, '0')}`;
}

/** Stored answers by field key, as answerProblem, visibleFieldKeys and the others take them. */
export function answerMapOf(rows: readonly Pick<FormAnswerRow, 'fieldKey' | 'value'>[]) {
  return new Map(rows.map((row) => [row.fieldKey, row.value as TFormAnswerValue])) as TAnswerMap;
}

/** The file ids an answer names (photos, a file or a drawn signature), in its order. */
export function fileIdsOf(value: TFormAnswerValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return [];
}

/** Field types whose answer names files uploaded to the form. */
export const FILE_FIELD_TYPES = ['photos', 'file', 'signature'] as const;
export const isFileField = (type: string) => (FILE_FIELD_TYPES as readonly string[]).includes(type);
