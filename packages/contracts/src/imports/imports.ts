import { z } from 'zod';
import { IMPORT_ENTITY_VALUES } from './fields.ts';
import { v } from '../validation.ts';

export const ZImportEntity = z.enum(IMPORT_ENTITY_VALUES, v('imports.entityRequired'));
export const IMPORT_MODE_VALUES = ['all_or_nothing', 'valid_rows'] as const;
export const ZImportMode = z.enum(IMPORT_MODE_VALUES, v('imports.modeInvalid'));
export type TImportMode = z.infer<typeof ZImportMode>;
export const IMPORT_STATUS_VALUES = [
  'uploaded',
  'validating',
  'validated',
  'importing',
  'completed',
  'failed',
] as const;
export const ZImportStatus = z.enum(IMPORT_STATUS_VALUES);
export type TImportStatus = z.infer<typeof ZImportStatus>;

/** Column header in the file -> field key of the entity. */
export const ZImportMapping = z.record(
  z.string().max(200, v('imports.columnTooLong')),
  z.string().max(60),
);
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZImportField = z.object({ key: z.string(), required: z.boolean() });
export type TImportField = z.infer<typeof ZImportField>;

export const ZImportRowError = z.object({
  /** The row's number in the file (the header row is 1). */
  row: z.number().int(),
  reasons: z.array(z.string()),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportJob = z
  .object({
    id: z.uuid(),
    entity: ZImportEntity,
    status: ZImportStatus,
    mode: ZImportMode,
    filename: z.string(),
    headers: z.array(z.string()),
    mapping: ZImportMapping,
    progress: z.object({
      processed: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    }),
    counts: z.object({
      total: z.number().int().nonnegative(),
      valid: z.number().int().nonnegative(),
      rejected: z.number().int().nonnegative(),
      imported: z.number().int().nonnegative(),
    }),
    /** Why the job failed, or why nothing was imported. */
    error: z.string().nullable(),
    /** The first rejected rows and why (the report has them all). */
    errors: z.array(ZImportRowError),
    report_available: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ImportJob' });
export type TImportJob = z.infer<typeof ZImportJob>;

/** What an upload answers: the job, a preview and the suggested mapping. */
export const ZImportUpload = ZImportJob.extend({
  sample: z.array(z.array(z.string())),
  suggested_mapping: ZImportMapping,
  fields: z.array(ZImportField),
}).meta({ id: 'ImportUpload' });
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const ZValidateImportRequest = z.object({
  mapping: ZImportMapping,
  mode: ZImportMode,
});
export type TValidateImportRequest = z.infer<typeof ZValidateImportRequest>;

export const ZImportIdParams = z.object({ id: z.uuid(v('imports.invalidImportId')) });

export const ZImportListQuery = z.object({
  entity: ZImportEntity.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TImportListQuery = z.infer<typeof ZImportListQuery>;

export const ZImportList = z.object({ data: z.array(ZImportJob) });
export type TImportList = z.infer<typeof ZImportList>;
