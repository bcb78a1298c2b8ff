/**
 * The ticket's timeline and its work record calls: comments (internal or visible to the
 * reporter, with mentions and attachments), time logs and parts.
 */
import { z } from 'zod';
import { paginated } from '../files/files.ts';
import { ZTicketRef } from './fields.ts';
import { ZTicketFile } from './tickets.ts';

export const TICKET_ACTIVITY_TYPE_VALUES = [
  'created',
  'comment',
  'status',
  'assignment',
  'attachment',
  'time',
  'part',
  'signature',
  'feedback',
  'sla',
  'update',
] as const;
export type TTicketActivityType = (typeof TICKET_ACTIVITY_TYPE_VALUES)[number];

export const ZTicketActivity = z
  .object({
    id: z.uuid(),
    type: z.enum(TICKET_ACTIVITY_TYPE_VALUES),
    /** Null for the system or a reporter acting through a signed link (see actor_name). */
    actor: ZTicketRef.nullable(),
    actor_name: z.string().nullable(),
    body: z.string(),
    visibility: z.enum(['internal', 'public']),
    /**
     * Details by type: status {from, to, reason}; assignment {assignees, team, contractor};
     * sla {event: at_risk|breached|escalated}; feedback {rating}; time {minutes}; part {description}.
     */
    data: z.record(z.string(), z.unknown()),
    mentions: z.array(ZTicketRef),
    files: z.array(ZTicketFile),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'TicketActivity' });
export type TTicketActivity = z.infer<typeof ZTicketActivity>;

export const ZTicketActivityQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'At most 100 entries a page').default(50),
});
export const ZTicketActivityResponse = paginated(ZTicketActivity).meta({
  id: 'TicketActivityList',
});
export type TTicketActivityResponse = z.infer<typeof ZTicketActivityResponse>;

export const ZTicketCommentRequest = z
  .object({
    body: z
      .string({ message: 'Write a comment' })
      .trim()
      .min(1, 'Write a comment')
      .max(10_000, 'A comment is at most 10,000 characters'),
    visibility: z.enum(['internal', 'public']).default('internal'),
    /** Users mentioned (notified); the interface inserts @Name in the body. */
    mention_ids: z.array(z.uuid()).max(20).default([]),
    /** Files already uploaded to the ticket (POST .../files) to show with this comment. */
    file_ids: z.array(z.uuid()).max(10).default([]),
  })
  .meta({ id: 'TicketCommentRequest' });
export type TTicketCommentRequest = z.input<typeof ZTicketCommentRequest>;

export const ZTicketFileParams = z.object({
  id: z.uuid({ message: 'Ticket not found' }),
  fileId: z.uuid({ message: 'File not found' }),
});

/** Start a timer (no duration) or record time already spent (duration_minutes). */
export const ZTicketTimeLogRequest = z
  .object({
    user_id: z.uuid({ message: 'Choose a person' }).optional().describe('Default: the caller'),
    started_at: z.iso.datetime({ message: 'Start must be a date and time' }).optional(),
    duration_minutes: z.coerce
      .number({ message: 'Duration must be a number of minutes' })
      .int('Duration must be whole minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(24 * 60, 'Duration is at most 24 hours')
      .optional(),
    note: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'TicketTimeLogRequest' });
export type TTicketTimeLogRequest = z.input<typeof ZTicketTimeLogRequest>;

/** Stopping a timer needs no body; a finished log's duration and note may change. */
export const ZTicketTimeLogChangeRequest = z
  .object({
    duration_minutes: ZTicketTimeLogRequest.shape.duration_minutes,
    note: z.string().trim().max(2000, 'A note is at most 2,000 characters').optional(),
  })
  .meta({ id: 'TicketTimeLogChange' });
export type TTicketTimeLogChangeRequest = z.input<typeof ZTicketTimeLogChangeRequest>;

export const ZTicketTimeLogParams = z.object({
  id: z.uuid({ message: 'Ticket not found' }),
  logId: z.uuid({ message: 'Time log not found' }),
});

export const ZTicketPartRequest = z
  .object({
    description: z
      .string({ message: 'Describe the part' })
      .trim()
      .min(1, 'Describe the part')
      .max(300, 'At most 300 characters'),
    quantity: z.coerce
      .number({ message: 'Quantity must be a number' })
      .positive('Quantity must be more than 0')
      .max(1_000_000),
    unit_cost: z.coerce
      .number({ message: 'Unit cost must be a number' })
      .min(0, 'Unit cost cannot be negative')
      .max(100_000_000),
  })
  .meta({ id: 'TicketPartRequest' });
export type TTicketPartRequest = z.input<typeof ZTicketPartRequest>;

export const ZTicketPartParams = z.object({
  id: z.uuid({ message: 'Ticket not found' }),
  partId: z.uuid({ message: 'Part not found' }),
});

export const ZTicketWatchRequest = z
  .object({ watching: z.boolean({ message: 'Watching is true or false' }) })
  .meta({ id: 'TicketWatchRequest' });

export const ZJobSheetQuery = z.object({
  lang: z.enum(['en', 'fr', 'ar'], { message: 'Language is en, fr or ar' }).default('en'),
});
