/**
 * Reading one cell as the type a field needs, tolerant of how people type in spreadsheets
 * (1 234,50 for a cost, 31/12/2026 for a date, "Needs attention" or "en panne" for a status),
 * with a problem a person can act on when it does not fit. `field` is the field's key (the
 * problem names its column).
 */
import { normaliseHeader } from '@mainstay/contracts';
import type { TranslationParams } from '../../lib/translate.ts';
import { problem, type ImportProblem, type ImportProblemCode } from './problems.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ImportProblem };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = <T>(code: ImportProblemCode, params?: TranslationParams): Parsed<T> => ({
  ok: false,
  problem: problem(code, params),
});

export function parseNumber(text: string, field: string): Parsed<number> {
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned.includes(',') && !cleaned.includes('.')) cleaned = cleaned.replace(',', '.');
  else cleaned = cleaned.replace(/,/g, '');
  const value = Number(cleaned);
  if (cleaned === '' || !Number.isFinite(value)) return fail('notNumber', { field });
  return ok(value);
}

export function parseInteger(
  text: string,
  field: string,
  min: number,
  max: number,
): Parsed<number> {
  const parsed = parseNumber(text, field);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(parsed.value)) return fail('notWholeNumber', { field });
  return parsed.value < min || parsed.value > max ? outOfRange(field, min, max) : parsed;
}

export const outOfRange = <T>(field: string, min: number, max: number): Parsed<T> =>
  fail('outOfRange', { field, min, max });

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/** ISO dates (2026-03-31) or day first (31/03/2026, 31.03.2026); checked to exist. */
export function parseDate(text: string, field: string): Parsed<string> {
  const trimmed = text.trim();
  let parts: [number, number, number] | undefined;
  const iso = ISO_DATE.exec(trimmed);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) parts = [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  if (parts) {
    const [year, month, day] = parts;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (
      year >= 1800 &&
      year <= 2200 &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    ) {
      return ok(date.toISOString().slice(0, 10));
    }
  }
  return fail('notDate', { field });
}

/**
 * One of a fixed list of values, by key ("needs_attention") or as written ("Needs attention"),
 * or by one of the extra names given (French, Arabic).
 */
export function parseChoice<T extends string>(
  text: string,
  field: string,
  values: readonly T[],
  extraNames: Record<string, T> = {},
): Parsed<T> {
  const wanted = normaliseHeader(text);
  for (const value of values) if (normaliseHeader(value) === wanted) return ok(value);
  for (const [name, value] of Object.entries(extraNames)) {
    if (normaliseHeader(name) === wanted) return ok(value);
  }
  return fail('notChoice', { field, values: values.join(', ') });
}

/** Text with a length limit. */
export function parseText(text: string, field: string, max: number): Parsed<string> {
  const trimmed = text.trim();
  if (trimmed.length > max) return fail('tooLong', { field, max });
  return ok(trimmed);
}

/** A path of names, "Floor 1 > East wing" (also "/" or "»" between names). */
export function splitPath(text: string): string[] {
  return text
    .split(/\s*(?:>|»|\/)\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const pathKey = (names: readonly string[]) =>
  names.map((name) => name.toLowerCase()).join('\u0000');
