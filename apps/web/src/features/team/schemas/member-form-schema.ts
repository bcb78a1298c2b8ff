/** The member details form: phone, job title and skills, with translation-key messages. */
import { PHONE_PATTERN, ZUpdateTeamMemberRequest } from '@mainstay/contracts';
import { z } from 'zod';

export const ZMemberForm = ZUpdateTeamMemberRequest.extend({
  phone: z
    .string()
    .trim()
    .max(32, { message: 'validation.phoneInvalid' })
    .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), {
      message: 'validation.phoneInvalid',
    }),
  job_title: z.string().trim().max(120, { message: 'validation.jobTitleTooLong' }),
  skills: z
    .array(z.string().trim().min(1).max(60, { message: 'validation.skillTooLong' }))
    .max(20, { message: 'validation.tooManySkills' }),
});
export type TMemberForm = z.infer<typeof ZMemberForm>;
