/** Meters of an asset (hours run, kWh, odometer) and their readings; photos and documents. */
import { z } from 'zod';
import { ZAssetMeterSummary } from './assets.ts';
import { v } from '../validation.ts';

export const ZAssetMeterParams = z.object({
  id: z.uuid(v('common.assetNotFound')),
  meterId: z.uuid(v('assets.meterNotFound')),
});

export const ZAssetMeterListResponse = z
  .object({ data: z.array(ZAssetMeterSummary) })
  .meta({ id: 'AssetMeterList' });
export type TAssetMeterListResponse = z.infer<typeof ZAssetMeterListResponse>;

export const ZCreateAssetMeterRequest = z
  .object({
    name: z
      .string(v('assets.nameRequired'))
      .trim()
      .min(1, v('assets.nameRequired'))
      .max(80, v('common.theNameMax')),
    unit: z
      .string(v('assets.unitRequired'))
      .trim()
      .min(1, v('assets.unitRequired'))
      .max(20, v('assets.unitMax')),
  })
  .meta({ id: 'CreateAssetMeterRequest' });
export type TCreateAssetMeterRequest = z.infer<typeof ZCreateAssetMeterRequest>;

export const ZMeterReading = z
  .object({
    id: z.uuid(),
    value: z.number(),
    read_at: z.iso.datetime(),
    note: z.string(),
    recorded_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'MeterReading' });
export type TMeterReading = z.infer<typeof ZMeterReading>;

export const ZMeterReadingListResponse = z
  .object({ data: z.array(ZMeterReading).describe('The last 200 readings, oldest first') })
  .meta({ id: 'MeterReadingList' });
export type TMeterReadingListResponse = z.infer<typeof ZMeterReadingListResponse>;

export const ZCreateMeterReadingRequest = z
  .object({
    value: z
      .number(v('assets.readingNumber'))
      .min(-1e12, v('assets.readingRange'))
      .max(1e12, v('assets.readingRange')),
    read_at: z.iso
      .datetime({ offset: true, ...v('assets.readAtInvalid') })
      .optional()
      .describe('Defaults to now; cannot be in the future'),
    note: z.string().trim().max(500, v('common.theNoteMax')).optional(),
  })
  .meta({ id: 'CreateMeterReadingRequest' });
export type TCreateMeterReadingRequest = z.infer<typeof ZCreateMeterReadingRequest>;

export const ZAssetFileParams = z.object({
  id: z.uuid(v('common.assetNotFound')),
  fileId: z.uuid(v('common.fileNotFound')),
});

/** The text fields sent with a document upload. */
export const ZAssetDocumentFields = z.object({
  title: z
    .string(v('assets.titleRequired'))
    .trim()
    .min(1, v('assets.titleRequired'))
    .max(160, v('assets.titleMax')),
});
