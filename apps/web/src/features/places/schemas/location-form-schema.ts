/**
 * The location dialog's form: the contract's limits (LOCATION_LIMITS), area typed as text,
 * messages as 'places' translation keys.
 */
import { LOCATION_LIMITS, LOCATION_TYPE_VALUES, type TLocation } from '@mainstay/contracts';
import { z } from 'zod';
import { numberText } from './building-form-schema.ts';

export const ZLocationForm = z.object({
  building_id: z.string().min(1, { message: 'validation.buildingRequired' }),
  parent_id: z.string(),
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.nameRequired' })
    .max(LOCATION_LIMITS.nameMax, { message: 'validation.tooLong' }),
  code: z.string().trim().max(LOCATION_LIMITS.codeMax, { message: 'validation.tooLong' }),
  type: z.enum(LOCATION_TYPE_VALUES),
  area: numberText(
    'validation.areaInvalid',
    (value) => value >= 0 && value <= LOCATION_LIMITS.areaMax,
  ),
  notes: z.string().max(LOCATION_LIMITS.notesMax, { message: 'validation.tooLong' }),
});
export type TLocationForm = z.infer<typeof ZLocationForm>;

export function locationFormValues(
  location: TLocation | null,
  defaults: { building_id?: string; parent_id?: string } = {},
): TLocationForm {
  return {
    building_id: location?.building.id ?? defaults.building_id ?? '',
    parent_id: location?.parent?.id ?? defaults.parent_id ?? '',
    name: location?.name ?? '',
    code: location?.code ?? '',
    type: location?.type ?? 'room',
    area: location?.area === null || location?.area === undefined ? '' : String(location.area),
    notes: location?.notes ?? '',
  };
}

export function locationRequest(values: TLocationForm) {
  return {
    building_id: values.building_id,
    parent_id: values.parent_id || null,
    name: values.name.trim(),
    code: values.code.trim(),
    type: values.type,
    area: values.area.trim() === '' ? null : Number(values.area.trim().replace(',', '.')),
    notes: values.notes,
  };
}
