/**
 * The building dialog's form: numbers are typed as text (converted on submit) and messages are
 * translation keys of the 'places' namespace. The limits are the contract's (BUILDING_LIMITS).
 */
import {
  AREA_UNIT_VALUES,
  BUILDING_CONTACT_PHONE_PATTERN,
  BUILDING_LIMITS as LIMITS,
  BUILDING_STATUS_VALUES,
  BUILDING_TYPE_VALUES,
  EARLIEST_YEAR_BUILT,
  type TBuilding,
  type TCreateBuildingRequest,
} from '@mainstay/contracts';
import { z } from 'zod';

/** Optional number typed as text; `check` says whether a given value is allowed. */
export const numberText = (message: string, check: (value: number) => boolean) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        if (value === '') return true;
        const parsed = Number(value.replace(',', '.'));
        return Number.isFinite(parsed) && check(parsed);
      },
      { message },
    );

/** Text of at most `max` characters. */
const limited = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });

export const ZBuildingContactForm = z.object({
  name: limited(LIMITS.contactNameMax).min(1, { message: 'validation.contactNameRequired' }),
  role: limited(LIMITS.contactRoleMax),
  phone: limited(LIMITS.contactPhoneMax).regex(BUILDING_CONTACT_PHONE_PATTERN, {
    message: 'validation.phoneInvalid',
  }),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'validation.emailInvalid',
    }),
});

export const ZBuildingForm = z.object({
  name: limited(LIMITS.nameMax).min(1, { message: 'validation.nameRequired' }),
  code: limited(LIMITS.codeMax),
  type: z.enum(BUILDING_TYPE_VALUES),
  status: z.enum(BUILDING_STATUS_VALUES),
  street: limited(LIMITS.streetMax),
  city: limited(LIMITS.cityMax),
  region: limited(LIMITS.regionMax),
  postcode: limited(LIMITS.postcodeMax),
  country: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[A-Za-z]{2}$/.test(value), {
      message: 'validation.countryInvalid',
    }),
  latitude: numberText(
    'validation.latitudeRange',
    (value) => Math.abs(value) <= LIMITS.latitudeMax,
  ),
  longitude: numberText(
    'validation.longitudeRange',
    (value) => Math.abs(value) <= LIMITS.longitudeMax,
  ),
  floors: numberText(
    'validation.floorsInvalid',
    (value) => Number.isInteger(value) && value >= 0 && value <= LIMITS.floorsMax,
  ),
  gross_area: numberText(
    'validation.areaInvalid',
    (value) => value >= 0 && value <= LIMITS.grossAreaMax,
  ),
  area_unit: z.enum(AREA_UNIT_VALUES),
  year_built: numberText(
    'validation.yearBuiltRange',
    (value) =>
      Number.isInteger(value) && value >= EARLIEST_YEAR_BUILT && value <= new Date().getFullYear(),
  ),
  contacts: z
    .array(ZBuildingContactForm)
    .max(LIMITS.contactsMax, { message: 'validation.tooManyContacts' }),
  opening_hours: z.string().max(LIMITS.openingHoursMax, { message: 'validation.tooLong' }),
  notes: z.string().max(LIMITS.notesMax, { message: 'validation.tooLong' }),
});
export type TBuildingForm = z.infer<typeof ZBuildingForm>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function buildingFormValues(building: TBuilding | null): TBuildingForm {
  return {
    name: building?.name ?? '',
    code: text(building?.code),
    type: building?.type ?? 'office',
    status: building?.status ?? 'active',
    street: text(building?.street),
    city: text(building?.city),
    region: text(building?.region),
    postcode: text(building?.postcode),
    country: text(building?.country ?? (building ? '' : 'GB')),
    latitude: text(building?.latitude),
    longitude: text(building?.longitude),
    floors: text(building?.floors),
    gross_area: text(building?.gross_area),
    area_unit: building?.area_unit ?? 'm2',
    year_built: text(building?.year_built),
    contacts: building?.contacts.map((contact) => ({ ...contact })) ?? [],
    opening_hours: building?.opening_hours ?? '',
    notes: building?.notes ?? '',
  };
}

const numberOrNull = (value: string) =>
  value.trim() === '' ? null : Number(value.trim().replace(',', '.'));

/** The request body for the form's values. */
export function buildingRequest(values: TBuildingForm): TCreateBuildingRequest {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    type: values.type,
    status: values.status,
    street: values.street.trim(),
    city: values.city.trim(),
    region: values.region.trim(),
    postcode: values.postcode.trim(),
    country: values.country.trim().toUpperCase(),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    floors: numberOrNull(values.floors),
    gross_area: numberOrNull(values.gross_area),
    area_unit: values.area_unit,
    year_built: numberOrNull(values.year_built),
    contacts: values.contacts.map((contact) => ({
      name: contact.name.trim(),
      role: contact.role.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
    })),
    opening_hours: values.opening_hours,
    notes: values.notes,
  };
}
