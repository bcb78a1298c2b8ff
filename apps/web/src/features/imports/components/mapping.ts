/** Helpers of the mapping step: what is still missing, and each field used once. */
import type { TImportField, TImportMapping } from '@mainstay/contracts';

export function missingRequired(
  fields: readonly TImportField[],
  mapping: TImportMapping,
): string[] {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  return fields
    .filter((field) => field.required && !mapped.has(field.key))
    .map((field) => field.key);
}

/** Maps `header` to `field`, freeing the field from any other column that had it. */
export function assignField(
  mapping: TImportMapping,
  header: string,
  field: string,
): TImportMapping {
  const next: TImportMapping = {};
  for (const [key, value] of Object.entries(mapping)) {
    if (key !== header && value && value !== field) next[key] = value;
  }
  if (field) next[header] = field;
  return next;
}
