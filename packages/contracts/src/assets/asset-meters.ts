/** Meters of an asset (hours run, kWh, odometer) and their readings; photos and documents. */
import { z } from 'zod';
import { ZAssetMeterSummary } from './assets.ts';

export const ZAssetMeterParams = z.object({
  id: z.uuid({ message: 'Asset not found' }),
  meterId: z.uuid({ message: 'Meter not found' }),
});

export const ZAssetMeterListResponse = z
  .object({ data: z.array(ZAssetMeterSummary) })
  .meta({ id: 'AssetMeterList' });
export type TAssetMeterListResponse = z.infer<typeof ZAssetMeterListResponse>;

export const ZCreateAssetMeterRequest = z
  .object({
    name: z
      .string({ message: 'The name is required' })
      .trim()
      .min(1, { message: 'The name is required' })
      .max(80, { message: 'The name must be at most 80 characters' }),
    unit: z
      .string({ message: 'The unit is required' })
      .trim()
      .min(1, { message: 'The unit is required' })
      .max(20, { message: 'The unit must be at most 20 characters' }),
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
      .number({ message: 'Enter the reading as a number' })
      .min(-1e12, { message: 'The reading is out of range' })
      .max(1e12, { message: 'The reading is out of range' }),
    read_at: z.iso
      .datetime({ offset: true, message: 'Enter the date and time of the reading' })
      .optional()
      .describe('Defaults to now; cannot be in the future'),
    note: z
      .string()
      .trim()
      .max(500, { message: 'The note must be at most 500 characters' })
      .optional(),
  })
  .meta({ id: 'CreateMeterReadingRequest' });
export type TCreateMeterReadingRequest = z.infer<typeof ZCreateMeterReadingRequest>;

export const ZAssetFileParams = z.object({
  id: z.uuid({ message: 'Asset not found' }),
  fileId: z.uuid({ message: 'File not found' }),
});

/** The text fields sent with a document upload. */
export const ZAssetDocumentFields = z.object({
  title: z
    .string({ message: 'The title is required' })
    .trim()
    .min(1, { message: 'The title is required' })
    .max(160, { message: 'The title must be at most 160 characters' }),
});
