/**
 * The reporter's loop without an account: the signed link from the completion e-mail opens the
 * ticket's summary, then sends a rating or a reopen request (/v1/public/ticket-feedback...).
 */
import { z } from 'zod';
import { ZTicketKind, ZTicketStatus } from './fields.ts';
import { v } from '../validation.ts';

export const ZFeedbackToken = z
  .string(v('tickets.linkInvalid'))
  .min(20, v('tickets.linkInvalid'))
  .max(1000, v('tickets.linkInvalid'));

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
      .number(v('tickets.ratingRequired'))
      .int(v('tickets.ratingRequired'))
      .min(1, v('tickets.ratingRequired'))
      .max(5, v('tickets.ratingRequired')),
    comment: z.string().trim().max(2000, v('tickets.feedbackCommentMax')).default(''),
  })
  .meta({ id: 'PublicFeedbackRequest' });
export type TPublicFeedbackRequest = z.input<typeof ZPublicFeedbackRequest>;

export const ZPublicReopenRequest = z
  .object({
    token: ZFeedbackToken,
    reason: z
      .string(v('tickets.reopenReasonRequired'))
      .trim()
      .min(1, v('tickets.reopenReasonRequired'))
      .max(2000, v('tickets.reasonMax')),
  })
  .meta({ id: 'PublicReopenRequest' });
export type TPublicReopenRequest = z.input<typeof ZPublicReopenRequest>;

export const ZPublicTicketResult = z
  .object({ message: z.string(), ticket: ZPublicTicket })
  .meta({ id: 'PublicTicketResult' });
export type TPublicTicketResult = z.infer<typeof ZPublicTicketResult>;
