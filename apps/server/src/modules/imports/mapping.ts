/** Suggesting a column mapping and checking the one a user sends. */
import {
  IMPORT_FIELDS,
  normaliseHeader,
  type TDomainErrorCode,
  type TFieldErrors,
  type TImportEntity,
} from '@mainstay/contracts';
import { ValidationError } from '../../lib/errors.ts';
import { COLUMN_TABLE, columnNames } from './columns.ts';

export const fieldsOf = (entity: TImportEntity) =>
  IMPORT_FIELDS[entity].map(({ key, required }) => ({ key, required }));

/**
 * The remembered mapping for headers the file still has, then each other header matched by
 * name (the field key, one of its English, French or Arabic names, or its column's name in an
 * export in any of our languages); every field used once.
 */
export function suggestMapping(
  entity: TImportEntity,
  headers: readonly string[],
  remembered: Record<string, string>,
): Record<string, string> {
  const definitions = IMPORT_FIELDS[entity].map((definition) => ({
    key: definition.key,
    names: new Set(
      [
        definition.key,
        ...definition.aliases,
        ...columnNames(COLUMN_TABLE[entity], definition.key),
      ].map(normaliseHeader),
    ),
  }));
  const known = new Set(definitions.map((definition) => definition.key));
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const header of headers) {
    const field = remembered[header];
    if (field && known.has(field) && !used.has(field)) {
      mapping[header] = field;
      used.add(field);
    }
  }
  for (const header of headers) {
    if (mapping[header]) continue;
    const wanted = normaliseHeader(header);
    const match = definitions.find(
      (definition) => !used.has(definition.key) && definition.names.has(wanted),
    );
    if (match) {
      mapping[header] = match.key;
      used.add(match.key);
    }
  }
  return mapping;
}

/** The mapping without empty choices; 422 naming the problem when it cannot work. */
export function checkMapping(
  entity: TImportEntity,
  headers: readonly string[],
  mapping: Record<string, string>,
): Record<string, string> {
  const definitions = IMPORT_FIELDS[entity];
  const known = new Set(definitions.map((definition) => definition.key));
  const errors: TFieldErrors = {};
  const add = (key: string, code: TDomainErrorCode) => (errors[key] ??= []).push(code);
  const cleaned: Record<string, string> = {};
  const columnOf = new Map<string, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!field) continue;
    if (!headers.includes(header)) add(header, 'IMPORT_COLUMN_MISSING');
    else if (!known.has(field)) add(header, 'IMPORT_FIELD_UNKNOWN');
    else if (columnOf.has(field)) add(header, 'IMPORT_FIELD_TAKEN');
    else {
      columnOf.set(field, header);
      cleaned[header] = field;
    }
  }
  for (const definition of definitions) {
    if (definition.required && !columnOf.has(definition.key)) {
      add(definition.key, 'IMPORT_FIELD_REQUIRED');
    }
  }
  // The answer says the first problem; each column (or required field) carries its own.
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(errors, first);
  return cleaned;
}
