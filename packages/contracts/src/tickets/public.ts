/**
 * The reporter's loop without an account: the signed link from the completion e-mail opens the
 * ticket's summary, then sends a rating or a reopen request (/v1/public/ticket-feedback...).
 */
import { z } from 'zod';
import { ZTicketKind, ZTicketStatus } from './fields.ts';

export const ZFeedbackToken = z
  .string({ message: 'This link is not valid' })
  .min(20, 'This link is not valid')
  .max(1000, 'This link is not valid');

export const ZPublicTicketQuery = z.object({ t: ZFeedbackToken });

export const ZPublicTicket = z
  .object({
    kind: ZTicketKind,
    number: z.string(),
    title: z.string(),
    status: ZTicketStatus,
    building: z.string(),
    completed_at: z.iso.datetime().nullable(),
    completion_notes: z.string().nullable(),
    organisation: z.object({
      name: z.string(),
      primary_color: z.string(),
      logo_url: z.string().nullable(),
    }),
    /** Feedback already given (once per ticket). */
    feedback: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
    can_give_feedback: z.boolean(),
    can_reopen: z.boolean(),
    /** Last moment a reopen is accepted; null when the ticket is not completed. */
    reopen_until: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PublicTicket' });
export type TPublicTicket = z.infer<typeof ZPublicTicket>;

export const ZPublicFeedbackRequest = z
  .object({
    token: ZFeedbackToken,
    rating: z.coerce
      .number({ message: 'Choose a rating from 1 to 5' })
      .int('Choose a rating from 1 to 5')
      .min(1, 'Choose a rating from 1 to 5')
      .max(5, 'Choose a rating from 1 to 5'),
    comment: z.string().trim().max(2000, 'The comment is at most 2,000 characters').default(''),
  })
  .meta({ id: 'PublicFeedbackRequest' });
export type TPublicFeedbackRequest = z.input<typeof ZPublicFeedbackRequest>;

export const ZPublicReopenRequest = z
  .object({
    token: ZFeedbackToken,
    reason: z
      .string({ message: 'Tell us what is still wrong' })
      .trim()
      .min(1, 'Tell us what is still wrong')
      .max(2000, 'The reason is at most 2,000 characters'),
  })
  .meta({ id: 'PublicReopenRequest' });
export type TPublicReopenRequest = z.input<typeof ZPublicReopenRequest>;

export const ZPublicTicketResult = z
  .object({ message: z.string(), ticket: ZPublicTicket })
  .meta({ id: 'PublicTicketResult' });
export type TPublicTicketResult = z.infer<typeof ZPublicTicketResult>;
