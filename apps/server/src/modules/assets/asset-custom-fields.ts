/**
 * Custom fields: the organisation defines them (key, label, type, options, required) and every
 * asset carries their values in `custom_fields`. Values are checked here against the
 * definitions, with errors keyed `custom_fields.<key>` so a form can show them by the field.
 */
import {
  ASSET_MESSAGES,
  type TAssetCustomField,
  type TAssetCustomFieldListResponse,
  type TCreateAssetCustomFieldRequest,
  type TErrorCode,
  type TFieldErrors,
  type TUpdateAssetCustomFieldRequest,
} from '@mainstay/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assetCustomFields, assets } from '../../db/schema/index.ts';
import { recordChange, changedFields, type AuditValues } from '../../lib/audit.ts';
import { AppError, takenOnRace, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { settingSubject, type AssetsDeps } from './assets.shared.ts';

type Definition = typeof assetCustomFields.$inferSelect;
type Value = string | number | null;

/** A definition as the API and the audit log name its settings. */
const auditable = (row: Definition) => ({
  key: row.key,
  label: row.label,
  type: row.type,
  options: row.options,
  required: row.required,
  sort_order: row.sortOrder,
});

const toView = (row: Definition): TAssetCustomField => ({ id: row.id, ...auditable(row) });

export async function customFieldDefinitions(
  executor: Executor,
  organisationId: string,
): Promise<Definition[]> {
  return executor
    .select()
    .from(assetCustomFields)
    .where(forOrganisation(executor, organisationId).where(assetCustomFields))
    .orderBy(asc(assetCustomFields.sortOrder), asc(assetCustomFields.label));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The longest text value a custom field takes. */
const TEXT_VALUE_MAX = 500;

/** One value checked against its definition: the stored value, or the code of its problem. */
function checkValue(definition: Definition, raw: Value): { value?: Value; error?: TErrorCode } {
  const empty = raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) return definition.required ? { error: 'CUSTOM_FIELD_VALUE_REQUIRED' } : {};
  switch (definition.type) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'));
      return Number.isFinite(value) ? { value } : { error: 'CUSTOM_FIELD_NOT_NUMBER' };
    }
    case 'date': {
      const value = String(raw).trim();
      return isDate(value) ? { value } : { error: 'CUSTOM_FIELD_NOT_DATE' };
    }
    case 'select': {
      const value = String(raw).trim();
      return definition.options.includes(value) ? { value } : { error: 'CUSTOM_FIELD_NOT_OPTION' };
    }
    default: {
      const value = String(raw).trim();
      return value.length <= TEXT_VALUE_MAX ? { value } : { error: 'CUSTOM_FIELD_TOO_LONG' };
    }
  }
}

/**
 * The values to store for an asset: each checked against the organisation's definitions
 * (unknown keys refused, required ones present), or a 422 with `custom_fields.<key>` errors.
 */
export function validateCustomFields(
  definitions: Definition[],
  values: Record<string, Value>,
): Record<string, Value> {
  const errors: TFieldErrors = {};
  const result: Record<string, Value> = {};
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  for (const key of Object.keys(values)) {
    if (!byKey.has(key)) errors[`custom_fields.${key}`] = [ASSET_MESSAGES.fieldUnknown];
  }
  for (const definition of definitions) {
    const checked = checkValue(definition, values[definition.key] ?? null);
    if (checked.error) errors[`custom_fields.${definition.key}`] = [checked.error];
    else if (checked.value !== undefined) result[definition.key] = checked.value;
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: errors,
      params: { max: TEXT_VALUE_MAX },
    });
  }
  return result;
}

export async function listCustomFields(
  deps: AssetsDeps,
  auth: RequestAuth,
): Promise<TAssetCustomFieldListResponse> {
  return { data: (await customFieldDefinitions(deps.db, auth.organisationId)).map(toView) };
}

async function findDefinition(executor: Executor, organisationId: string, id: string) {
  const [row] = await forOrganisation(executor, organisationId).select(
    assetCustomFields,
    eq(assetCustomFields.id, id),
  );
  if (!row) throw new AppError(ASSET_MESSAGES.fieldNotFound);
  return row;
}

/** Custom fields are settings of the organisation in the audit log. */
const audit = (
  executor: Executor,
  auth: RequestAuth,
  action: string,
  row: Definition,
  change: AuditValues,
) => recordChange(executor, auth, action, settingSubject(row.id, row.label), change);

const keyTakenOnRace = takenOnRace('key', ASSET_MESSAGES.fieldKeyTaken);

export async function createCustomField(
  deps: AssetsDeps,
  auth: RequestAuth,
  input: TCreateAssetCustomFieldRequest,
): Promise<TAssetCustomField> {
  return deps.db
    .transaction(async (tx) => {
      const scope = forOrganisation(tx, auth.organisationId);
      const [clash] = await scope.select(assetCustomFields, eq(assetCustomFields.key, input.key));
      if (clash) throw new ValidationError({ key: [ASSET_MESSAGES.fieldKeyTaken] });
      const [row] = await scope.insert(assetCustomFields, [
        {
          key: input.key,
          label: input.label,
          type: input.type,
          options: input.type === 'select' ? (input.options ?? []) : [],
          required: input.required ?? false,
          sortOrder: input.sort_order ?? 0,
        },
      ]);
      if (!row) throw new Error('The custom field was not stored');
      await audit(tx, auth, 'asset_custom_field.created', row, { after: auditable(row) });
      return toView(row);
    })
    .catch(keyTakenOnRace);
}

export async function updateCustomField(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
  input: TUpdateAssetCustomFieldRequest,
): Promise<TAssetCustomField> {
  return deps.db.transaction(async (tx) => {
    const before = await findDefinition(tx, auth.organisationId, id);
    if (before.type === 'select' && input.options !== undefined && input.options.length === 0) {
      throw new ValidationError({ options: ['CUSTOM_FIELD_OPTIONS_REQUIRED'] });
    }
    const values: Partial<typeof assetCustomFields.$inferInsert> = {};
    if (input.label !== undefined) values.label = input.label;
    if (input.options !== undefined && before.type === 'select') values.options = input.options;
    if (input.required !== undefined) values.required = input.required;
    if (input.sort_order !== undefined) values.sortOrder = input.sort_order;
    if (Object.keys(values).length === 0) return toView(before);
    const [after] = await forOrganisation(tx, auth.organisationId).update(
      assetCustomFields,
      values,
      eq(assetCustomFields.id, id),
    );
    if (!after) throw new AppError(ASSET_MESSAGES.fieldNotFound);
    const changes = changedFields(auditable(before), auditable(after));
    if (changes) await audit(tx, auth, 'asset_custom_field.updated', after, changes);
    return toView(after);
  });
}

/** Deletes the definition and the values assets held for it. */
export async function deleteCustomField(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scope = forOrganisation(tx, auth.organisationId);
    const before = await findDefinition(tx, auth.organisationId, id);
    await scope.delete(assetCustomFields, eq(assetCustomFields.id, id));
    await tx
      .update(assets)
      .set({ customFields: sql`${assets.customFields} - ${before.key}::text` })
      .where(scope.where(assets, sql`(${assets.customFields} -> ${before.key}::text) is not null`));
    await audit(tx, auth, 'asset_custom_field.deleted', before, { before: auditable(before) });
  });
}
