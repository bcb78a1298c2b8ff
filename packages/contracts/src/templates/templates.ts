/**
 * Templates as the API hands them out and takes them: the library list, one template with its
 * draft and versions, categories, the JSON file a template is exported as and imported from,
 * and the starter library.
 */
import { z } from 'zod';
import { listQuery, paginated } from '../files/files.ts';
import { ZTeamNamedRef } from '../team/common.ts';
import { v } from '../validation.ts';
import { ZTemplateDefinition, type TDefinitionProblem } from './template-definition.ts';
import { TEMPLATE_LIMITS } from './template-fields.ts';

export const TEMPLATE_STATUS_VALUES = ['active', 'archived'] as const;
export const ZTemplateStatus = z.enum(TEMPLATE_STATUS_VALUES, v('templates.statusOneOf'));
export type TTemplateStatus = z.infer<typeof ZTemplateStatus>;

export const TEMPLATE_TEXT_LIMITS = {
  name: 120,
  description: 2000,
  categoryName: 80,
  note: 500,
} as const;

const ZTemplateName = z
  .string(v('templates.nameRequired'))
  .trim()
  .min(1, v('templates.nameRequired'))
  .max(TEMPLATE_TEXT_LIMITS.name, v('templates.nameMax'));
const ZTemplateDescription = z
  .string()
  .trim()
  .max(TEMPLATE_TEXT_LIMITS.description, v('templates.descriptionMax'));

export const ZTemplateParams = z.object({ id: z.uuid(v('common.invalidId')) });
export const ZTemplateVersionParams = ZTemplateParams.extend({
  version: z.coerce
    .number(v('templates.versionInvalid'))
    .int()
    .min(1, v('templates.versionInvalid')),
});

/**
 * A draft as the builder keeps it between saves: fields that may still be incomplete (a label
 * not yet typed), checked as a whole only when published. The server answers its problems.
 */
export const ZTemplateDraft = z
  .strictObject({
    fields: z
      .array(z.record(z.string(), z.unknown()), v('templates.fieldsRequired'))
      .max(TEMPLATE_LIMITS.fields, v('templates.fieldsMax')),
    requires_signature: z.boolean().default(false),
  })
  .meta({ id: 'TemplateDraft' });
export type TTemplateDraft = z.infer<typeof ZTemplateDraft>;

/** A problem of a draft: where, and the sentence in the caller's language. */
export const ZTemplateProblem = z
  .object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })
  .meta({ id: 'TemplateProblem' });
export type TTemplateProblem = z.infer<typeof ZTemplateProblem>;
export type { TDefinitionProblem };

export const ZTemplateCategory = z
  .object({
    id: z.uuid(),
    name: z.string(),
    template_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'TemplateCategory' });
export type TTemplateCategory = z.infer<typeof ZTemplateCategory>;
export const ZTemplateCategoryListResponse = z.object({ data: z.array(ZTemplateCategory) });
export const ZTemplateCategoryRequest = z.strictObject({
  name: z
    .string(v('templates.categoryRequired'))
    .trim()
    .min(1, v('templates.categoryRequired'))
    .max(TEMPLATE_TEXT_LIMITS.categoryName, v('templates.categoryMax')),
});
export type TTemplateCategoryRequest = z.infer<typeof ZTemplateCategoryRequest>;

export const ZTemplateSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    category: ZTeamNamedRef.nullable(),
    status: ZTemplateStatus,
    /** The latest published version; null until one is published (forms need one). */
    version: z.number().int().min(1).nullable(),
    field_count: z.number().int().nonnegative().describe('Of the latest published version'),
    has_draft: z.boolean().describe('Unpublished changes exist'),
    requires_signature: z.boolean(),
    forms_count: z.number().int().nonnegative(),
    starter_id: z.string().nullable().describe('The starter library entry it was added from'),
    published_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'TemplateSummary' });
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplateVersionSummary = z
  .object({
    version: z.number().int().min(1),
    name: z.string(),
    field_count: z.number().int().nonnegative(),
    note: z.string(),
    published_at: z.iso.datetime(),
    published_by: ZTeamNamedRef.nullable(),
    forms_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'TemplateVersionSummary' });
export type TTemplateVersionSummary = z.infer<typeof ZTemplateVersionSummary>;

export const ZTemplateVersion = ZTemplateVersionSummary.extend({
  template_id: z.uuid(),
  definition: ZTemplateDefinition,
}).meta({ id: 'TemplateVersion' });
export type TTemplateVersion = z.infer<typeof ZTemplateVersion>;

export const ZTemplateDetail = ZTemplateSummary.extend({
  /** The latest published version's definition; null before the first. */
  definition: ZTemplateDefinition.nullable(),
  draft: z
    .object({
      definition: ZTemplateDraft,
      updated_at: z.iso.datetime(),
      updated_by: ZTeamNamedRef.nullable(),
      /** What stops it being published; empty when it can be. */
      problems: z.array(ZTemplateProblem),
    })
    .nullable(),
  versions: z.array(ZTemplateVersionSummary).describe('Newest first'),
}).meta({ id: 'TemplateDetail' });
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

export const TEMPLATE_SORTS = ['name', 'updated_at', 'forms_count'] as const;
export const ZTemplateListQuery = listQuery(TEMPLATE_SORTS).extend({
  category_id: z.uuid(v('common.invalidId')).optional(),
  status: ZTemplateStatus.optional().describe('Default: active'),
  published: z
    .enum(['true', 'false'], v('templates.publishedInvalid'))
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only templates a form can be filled with'),
});
export type TTemplateListQuery = z.input<typeof ZTemplateListQuery>;
export const ZTemplateListResponse = paginated(ZTemplateSummary);
export type TTemplateListResponse = z.infer<typeof ZTemplateListResponse>;

export const ZCreateTemplateRequest = z.strictObject({
  name: ZTemplateName,
  description: ZTemplateDescription.default(''),
  category_id: z.uuid(v('common.invalidId')).nullable().default(null),
  /** The first draft; empty when left out. */
  draft: ZTemplateDraft.optional(),
});
export type TCreateTemplateRequest = z.input<typeof ZCreateTemplateRequest>;

export const ZUpdateTemplateRequest = z.strictObject({
  name: ZTemplateName.optional(),
  description: ZTemplateDescription.optional(),
  category_id: z.uuid(v('common.invalidId')).nullable().optional(),
  status: ZTemplateStatus.optional(),
});
export type TUpdateTemplateRequest = z.input<typeof ZUpdateTemplateRequest>;

export const ZPublishTemplateRequest = z.strictObject({
  note: z.string().trim().max(TEMPLATE_TEXT_LIMITS.note, v('templates.noteMax')).default(''),
});
export type TPublishTemplateRequest = z.input<typeof ZPublishTemplateRequest>;

export const ZDuplicateTemplateRequest = z.strictObject({ name: ZTemplateName.optional() });

/** The JSON file of a template: what export writes and import reads. */
export const TEMPLATE_FILE_FORMAT = 'mainstay.template' as const;
export const ZTemplateFile = z
  .strictObject({
    format: z.literal(TEMPLATE_FILE_FORMAT, v('templates.fileFormat')),
    format_version: z.literal(1, v('templates.fileFormat')),
    name: ZTemplateName,
    description: ZTemplateDescription.default(''),
    category: z
      .string()
      .trim()
      .max(TEMPLATE_TEXT_LIMITS.categoryName, v('templates.categoryMax'))
      .nullable()
      .default(null),
    definition: ZTemplateDefinition,
  })
  .meta({ id: 'TemplateFile' });
export type TTemplateFile = z.infer<typeof ZTemplateFile>;
export type TTemplateFileInput = z.input<typeof ZTemplateFile>;

/** The starter library in the caller's language. */
export const ZStarterTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string().describe("The category's name in the caller's language"),
    field_count: z.number().int().positive(),
    requires_signature: z.boolean(),
    definition: ZTemplateDefinition.describe('For the preview'),
    /** The organisation's template already added from it, if any. */
    added_template_id: z.uuid().nullable(),
  })
  .meta({ id: 'StarterTemplate' });
export type TStarterTemplate = z.infer<typeof ZStarterTemplate>;
export const ZStarterTemplateListResponse = z.object({ data: z.array(ZStarterTemplate) });
export const ZStarterTemplateParams = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,60}$/, v('templates.starterUnknown')),
});
