/**
 * What each organisation defines for its assets: categories (/v1/asset-categories) and custom
 * fields (/v1/asset-custom-fields) whose values every asset carries in `custom_fields`.
 */
import { z } from 'zod';
import { ASSET_CUSTOM_FIELD_TYPE_VALUES } from './asset-fields.ts';
import { issueMessage, v } from '../validation.ts';

export const ZAssetCategory = z
  .object({
    id: z.uuid(),
    name: z.string(),
    key: z.string().nullable().describe('Set for the default categories (translated by key)'),
    assets_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'AssetCategory' });
export type TAssetCategory = z.infer<typeof ZAssetCategory>;

export const ZAssetCategoryListResponse = z
  .object({ data: z.array(ZAssetCategory) })
  .meta({ id: 'AssetCategoryList' });
export type TAssetCategoryListResponse = z.infer<typeof ZAssetCategoryListResponse>;

export const ZAssetCategoryRequest = z
  .object({
    name: z
      .string(v('assets.nameRequired'))
      .trim()
      .min(1, v('assets.nameRequired'))
      .max(80, v('common.theNameMax')),
  })
  .meta({ id: 'AssetCategoryRequest' });
export type TAssetCategoryRequest = z.infer<typeof ZAssetCategoryRequest>;

export const ZAssetSettingParams = z.object({ id: z.uuid(v('assets.settingNotFound')) });

export const ASSET_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const ZAssetCustomField = z
  .object({
    id: z.uuid(),
    key: z.string(),
    label: z.string(),
    type: z.enum(ASSET_CUSTOM_FIELD_TYPE_VALUES),
    options: z.array(z.string()),
    required: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'AssetCustomField' });
export type TAssetCustomField = z.infer<typeof ZAssetCustomField>;

export const ZAssetCustomFieldListResponse = z
  .object({ data: z.array(ZAssetCustomField) })
  .meta({ id: 'AssetCustomFieldList' });
export type TAssetCustomFieldListResponse = z.infer<typeof ZAssetCustomFieldListResponse>;

const ZOptions = z
  .array(z.string().trim().min(1, v('assets.optionEmpty')).max(80, v('assets.optionMax')))
  .max(50, v('assets.optionsMax'))
  .transform((list) => list.filter((item, index) => list.indexOf(item) === index));

const ZCustomFieldEditable = z.object({
  label: z
    .string(v('assets.labelRequired'))
    .trim()
    .min(1, v('assets.labelRequired'))
    .max(80, v('assets.labelMax')),
  options: ZOptions,
  required: z.boolean(),
  sort_order: z.number().int().min(0).max(10_000),
});

const optionsRequired = issueMessage('assets.optionsRequired');

export const ZCreateAssetCustomFieldRequest = ZCustomFieldEditable.partial()
  .extend({
    key: z
      .string(v('assets.keyRequired'))
      .trim()
      .regex(ASSET_FIELD_KEY_PATTERN, v('assets.keyPattern')),
    label: ZCustomFieldEditable.shape.label,
    type: z.enum(ASSET_CUSTOM_FIELD_TYPE_VALUES, v('common.typeRequired')),
  })
  .superRefine((value, context) => {
    if (value.type === 'select' && (value.options?.length ?? 0) === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: optionsRequired() });
    }
  })
  .meta({ id: 'CreateAssetCustomFieldRequest' });
export type TCreateAssetCustomFieldRequest = z.infer<typeof ZCreateAssetCustomFieldRequest>;

/** The key and the type stay as created, so stored values keep their meaning. */
export const ZUpdateAssetCustomFieldRequest = ZCustomFieldEditable.partial().meta({
  id: 'UpdateAssetCustomFieldRequest',
});
export type TUpdateAssetCustomFieldRequest = z.infer<typeof ZUpdateAssetCustomFieldRequest>;
