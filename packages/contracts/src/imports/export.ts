import { z } from 'zod';
import { v } from '../validation.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS, v('common.formatInvalid'));
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** The query of every `GET /v1/<list>/export`: extend it with the list's own filters. */
export const ZExportQuery = z.object({ format: ZExportFormat.default('csv') });
export type TExportQuery = z.infer<typeof ZExportQuery>;
