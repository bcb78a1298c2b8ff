/**
 * The leave dialog's form: the contract's fields (ZLeaveFields) with messages that are
 * translation keys, and the same end-after-start rule the server applies.
 */
import { LEAVE_NOTE_MAX, ZLeaveFields } from '@mainstay/contracts';
import { z } from 'zod';

export const ZLeaveForm = ZLeaveFields.omit({ user_id: true })
  .extend({
    /** Whose leave; null means "myself". */
    person: z.object({ id: z.string(), name: z.string() }).nullable(),
    starts_on: z.string().min(1, { message: 'validation.startRequired' }),
    ends_on: z.string().min(1, { message: 'validation.endRequired' }),
    type: ZLeaveFields.shape.type,
    note: z.string().max(LEAVE_NOTE_MAX, { message: 'validation.noteTooLong' }),
  })
  .refine((values) => !values.starts_on || !values.ends_on || values.ends_on >= values.starts_on, {
    message: 'validation.endBeforeStart',
    path: ['ends_on'],
  });
export type TLeaveForm = z.infer<typeof ZLeaveForm>;
