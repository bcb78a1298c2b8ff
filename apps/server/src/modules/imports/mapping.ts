/** Suggesting a column mapping and checking the one a user sends. */
import { IMPORT_FIELDS, normaliseHeader, type TImportEntity } from '@mainstay/contracts';
import { ValidationError } from '../../lib/errors.ts';

export const fieldsOf = (entity: TImportEntity) =>
  IMPORT_FIELDS[entity].map(({ key, required }) => ({ key, required }));

/**
 * The remembered mapping for headers the file still has, then each other header matched by
 * name (the field key or one of its English, French or Arabic names); every field used once.
 */
export function suggestMapping(
  entity: TImportEntity,
  headers: readonly string[],
  remembered: Record<string, string>,
): Record<string, string> {
  const definitions = IMPORT_FIELDS[entity];
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
      (definition) =>
        !used.has(definition.key) &&
        (normaliseHeader(definition.key) === wanted ||
          definition.aliases.some((alias) => normaliseHeader(alias) === wanted)),
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
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const cleaned: Record<string, string> = {};
  const columnOf = new Map<string, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!field) continue;
    if (!headers.includes(header)) add(header, `The file has no column "${header}"`);
    else if (!known.has(field)) add(header, `"${field}" is not a field of ${entity}`);
    else if (columnOf.has(field)) {
      add(header, `Only one column can go to "${field}" (also "${columnOf.get(field)}")`);
    } else {
      columnOf.set(field, header);
      cleaned[header] = field;
    }
  }
  for (const definition of definitions) {
    if (definition.required && !columnOf.has(definition.key)) {
      add(definition.key, `Choose the column for the required field "${definition.key}"`);
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors, Object.values(errors)[0]?.[0] ?? 'The mapping is not valid');
  }
  return cleaned;
}
