/**
 * The contractor dialog's form, derived from the contract's fields: the rate is typed as text
 * (converted on submit), and messages are translation keys.
 */
import {
  CONTRACTOR_LIMITS as LIMITS,
  CONTRACTOR_STATUS_VALUES,
  ZContractorFields,
} from '@mainstay/contracts';
import { z } from 'zod';
import { labelListForm, ZPhoneForm as phone } from './member-form-schema.ts';
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'validation.emailInvalid',
  });

export const ZContactForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.contactNameRequired' })
    .max(LIMITS.contactNameMax, { message: 'validation.tooLong' }),
  role: z.string().max(LIMITS.contactRoleMax, { message: 'validation.tooLong' }),
  phone,
  email,
});
export type TContactForm = z.infer<typeof ZContactForm>;

export const ZContractorForm = ZContractorFields.pick({ status: true }).extend({
  company_name: z
    .string()
    .trim()
    .min(1, { message: 'validation.companyRequired' })
    .max(LIMITS.companyNameMax, { message: 'validation.tooLong' }),
  trades: labelListForm('validation.tradeTooLong', 'validation.tooManyTrades'),
  contacts: z
    .array(ZContactForm)
    .max(LIMITS.contactsMax, { message: 'validation.tooManyContacts' }),
  phone,
  email,
  address: z.string().max(LIMITS.addressMax, { message: 'validation.tooLong' }),
  notes: z.string().max(LIMITS.notesMax, { message: 'validation.tooLong' }),
  // A non-negative amount with at most two decimals, up to the contract's maximum.
  hourly_rate: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' ||
        (/^\d+([.,]\d{1,2})?$/.test(value) &&
          Number(value.replace(',', '.')) <= LIMITS.hourlyRateMax),
      { message: 'validation.rateInvalid' },
    ),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.currencyInvalid' }),
  status: z.enum(CONTRACTOR_STATUS_VALUES),
});
export type TContractorForm = z.infer<typeof ZContractorForm>;

/** The request body for the form's values. */
export function contractorRequest(values: TContractorForm) {
  const rate = values.hourly_rate.trim().replace(',', '.');
  return {
    company_name: values.company_name.trim(),
    trades: values.trades,
    contacts: values.contacts,
    phone: values.phone.trim() || null,
    email: values.email.trim() || null,
    address: values.address.trim() || null,
    notes: values.notes,
    hourly_rate: rate === '' ? null : Number(rate),
    currency: values.currency.trim().toUpperCase(),
    status: values.status,
  };
}
