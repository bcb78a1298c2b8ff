/**
 * The contractor dialog's form, derived from the contract's fields: the rate is typed as text
 * (converted on submit), and messages are translation keys.
 */
import { CONTRACTOR_STATUS_VALUES, PHONE_PATTERN, ZContractorFields } from '@mainstay/contracts';
import { z } from 'zod';

const phone = z
  .string()
  .trim()
  .max(32, { message: 'validation.phoneInvalid' })
  .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), {
    message: 'validation.phoneInvalid',
  });
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
    .max(120, { message: 'validation.tooLong' }),
  role: z.string().max(120, { message: 'validation.tooLong' }),
  phone,
  email,
});
export type TContactForm = z.infer<typeof ZContactForm>;

export const ZContractorForm = ZContractorFields.pick({ status: true }).extend({
  company_name: z
    .string()
    .trim()
    .min(1, { message: 'validation.companyRequired' })
    .max(160, { message: 'validation.tooLong' }),
  trades: z
    .array(z.string().trim().min(1).max(60, { message: 'validation.tradeTooLong' }))
    .max(20, { message: 'validation.tooManyTrades' }),
  contacts: z.array(ZContactForm).max(20, { message: 'validation.tooManyContacts' }),
  phone,
  email,
  address: z.string().max(500, { message: 'validation.tooLong' }),
  notes: z.string().max(4000, { message: 'validation.tooLong' }),
  hourly_rate: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,6}([.,]\d{1,2})?$/.test(value), {
      message: 'validation.rateInvalid',
    }),
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
