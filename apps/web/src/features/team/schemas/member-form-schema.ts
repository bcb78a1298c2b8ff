/**
 * The member details form: phone, job title and skills, with translation-key messages. The
 * limits and the phone rule are the contract's.
 */
import {
  LABEL_LIST_LIMITS,
  MEMBER_LIMITS,
  PHONE_MAX,
  PHONE_PATTERN,
  ZUpdateTeamMemberRequest,
} from '@mainstay/contracts';
import { z } from 'zod';

/** A phone number, or nothing. */
export const ZPhoneForm = z
  .string()
  .trim()
  .max(PHONE_MAX, { message: 'validation.phoneInvalid' })
  .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), {
    message: 'validation.phoneInvalid',
  });

/** Short labels (skills, trades), with the message keys of each limit. */
export const labelListForm = (tooLong: string, tooMany: string) =>
  z
    .array(z.string().trim().min(1).max(LABEL_LIST_LIMITS.labelMax, { message: tooLong }))
    .max(LABEL_LIST_LIMITS.labelsMax, { message: tooMany });

export const ZMemberForm = ZUpdateTeamMemberRequest.extend({
  phone: ZPhoneForm,
  job_title: z
    .string()
    .trim()
    .max(MEMBER_LIMITS.jobTitleMax, { message: 'validation.jobTitleTooLong' }),
  skills: labelListForm('validation.skillTooLong', 'validation.tooManySkills'),
});
export type TMemberForm = z.infer<typeof ZMemberForm>;
