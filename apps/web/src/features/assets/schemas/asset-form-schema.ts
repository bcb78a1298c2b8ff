/**
 * The asset form, derived from the contract's fields: numbers and dates are typed as text
 * (converted on submit), custom fields are checked against the organisation's definitions, and
 * messages are translation keys of the 'assets' namespace.
 */
import {
  ASSET_CRITICALITY_VALUES,
  ASSET_STATUS_VALUES,
  isCurrencyCode,
  ZAssetFields,
  type TAssetCustomField,
  type TAssetDetail,
  type TCreateAssetInput,
} from '@mainstay/contracts';
import { z } from 'zod';

const text = (max: number) => z.string().max(max, { message: 'validation.tooLong' });
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isDate(value), { message: 'validation.dateInvalid' });
const MONEY = /^\d{1,10}([.,]\d{1,2})?$/;

export const ZAssetFormBase = ZAssetFields.pick({ status: true, criticality: true }).extend({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.nameRequired' })
    .max(200, { message: 'validation.tooLong' }),
  code: text(40),
  category_id: z.string(),
  building_id: z.string().min(1, { message: 'validation.buildingRequired' }),
  location_id: z.string(),
  parent_asset_id: z.string(),
  make: text(120),
  model: text(120),
  serial_number: text(120),
  status: z.enum(ASSET_STATUS_VALUES),
  criticality: z.enum(ASSET_CRITICALITY_VALUES),
  install_date: optionalDate,
  warranty_expiry: optionalDate,
  purchase_date: optionalDate,
  expected_life_years: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 200), {
      message: 'validation.lifeInvalid',
    }),
  cost: z
    .string()
    .trim()
    .refine((value) => value === '' || MONEY.test(value), { message: 'validation.costInvalid' }),
  currency: z
    .string()
    .trim()
    .refine((value) => value === '' || isCurrencyCode(value.toUpperCase()), {
      message: 'validation.currencyInvalid',
    }),
  supplier_name: text(160),
  notes: text(4000),
  custom_fields: z.record(z.string(), z.string()),
});
export type TAssetForm = z.infer<typeof ZAssetFormBase>;

/** The custom field's value problem as a translation key, or undefined when it is fine. */
export function customFieldProblem(field: TAssetCustomField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return field.required ? 'validation.fieldRequired' : undefined;
  if (field.type === 'number' && !Number.isFinite(Number(value.replace(',', '.')))) {
    return 'validation.numberInvalid';
  }
  if (field.type === 'date' && !isDate(value)) return 'validation.dateInvalid';
  if (field.type === 'select' && !field.options.includes(value)) return 'validation.optionInvalid';
  if (value.length > 500) return 'validation.tooLong';
  return undefined;
}

/** The form's schema with the organisation's custom fields and the cost/currency pairing. */
export function assetFormSchema(fields: readonly TAssetCustomField[]) {
  const custom = z
    .object(
      Object.fromEntries(
        fields.map((field) => [
          field.key,
          z.string().superRefine((value, context) => {
            const problem = customFieldProblem(field, value);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          }),
        ]),
      ),
    )
    .catchall(z.string());
  return ZAssetFormBase.extend({ custom_fields: custom }).superRefine((values, context) => {
    if (values.cost.trim() !== '' && values.currency.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'validation.currencyRequired',
      });
    }
  });
}

export function assetFormValues(
  asset: TAssetDetail | null,
  fields: readonly TAssetCustomField[],
  defaults: { building_id?: string; parent_asset_id?: string } = {},
): TAssetForm {
  // Every defined field starts with a value, so the form checks each one.
  const customFields: Record<string, string> = Object.fromEntries(
    fields.map((field) => [field.key, '']),
  );
  for (const [key, value] of Object.entries(asset?.custom_fields ?? {})) {
    customFields[key] = value === null ? '' : String(value);
  }
  return {
    name: asset?.name ?? '',
    code: asset?.code ?? '',
    category_id: asset?.category?.id ?? '',
    building_id: asset?.building?.id ?? defaults.building_id ?? '',
    location_id: asset?.location?.id ?? '',
    parent_asset_id: asset?.parent?.id ?? defaults.parent_asset_id ?? '',
    make: asset?.make ?? '',
    model: asset?.model ?? '',
    serial_number: asset?.serial_number ?? '',
    status: asset?.status ?? 'operational',
    criticality: asset?.criticality ?? 'medium',
    install_date: asset?.install_date ?? '',
    warranty_expiry: asset?.warranty_expiry ?? '',
    purchase_date: asset?.purchase_date ?? '',
    expected_life_years:
      asset?.expected_life_years === null || asset?.expected_life_years === undefined
        ? ''
        : String(asset.expected_life_years),
    cost: asset?.cost === null || asset?.cost === undefined ? '' : String(asset.cost),
    currency: asset?.currency ?? '',
    supplier_name: asset?.supplier.contractor ? '' : (asset?.supplier.name ?? ''),
    notes: asset?.notes ?? '',
    custom_fields: customFields,
  };
}

/** The request body for the form's values ('' means "none" to the server). */
export function assetRequest(
  values: TAssetForm,
  fields: readonly TAssetCustomField[],
): TCreateAssetInput {
  const customFields: Record<string, string | number | null> = {};
  for (const field of fields) {
    const raw = (values.custom_fields[field.key] ?? '').trim();
    customFields[field.key] =
      raw === '' ? null : field.type === 'number' ? Number(raw.replace(',', '.')) : raw;
  }
  const cost = values.cost.trim().replace(',', '.');
  const life = values.expected_life_years.trim();
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    category_id: values.category_id,
    building_id: values.building_id,
    location_id: values.location_id,
    parent_asset_id: values.parent_asset_id,
    make: values.make,
    model: values.model,
    serial_number: values.serial_number,
    status: values.status,
    criticality: values.criticality,
    install_date: values.install_date,
    warranty_expiry: values.warranty_expiry,
    purchase_date: values.purchase_date,
    expected_life_years: life === '' ? null : Number(life),
    cost: cost === '' ? null : Number(cost),
    currency: values.currency.trim().toUpperCase(),
    supplier_name: values.supplier_name,
    notes: values.notes,
    custom_fields: customFields,
  };
}
