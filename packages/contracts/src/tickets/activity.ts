/**
 * The ticket's timeline and its work record calls: comments (internal or visible to the
 * reporter, with mentions and attachments), time logs and parts.
 */
import { z } from 'zod';
import { paginated } from '../files/files.ts';
import { ZTicketRef } from './fields.ts';
import { ZTicketFile } from './tickets.ts';
import { v } from '../validation.ts';

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
  page: z.coerce.number().int().min(1, v('common.pageMin')).default(1),
  per_page: z.coerce.number().int().min(1).max(100, v('tickets.entriesPerPageMax')).default(50),
});
export const ZTicketActivityResponse = paginated(ZTicketActivity).meta({
  id: 'TicketActivityList',
});
export type TTicketActivityResponse = z.infer<typeof ZTicketActivityResponse>;

export const ZTicketCommentRequest = z
  .object({
    body: z
      .string(v('tickets.commentRequired'))
      .trim()
      .min(1, v('tickets.commentRequired'))
      .max(10_000, v('tickets.commentMax')),
    visibility: z.enum(['internal', 'public']).default('internal'),
    /** Users mentioned (notified); the interface inserts @Name in the body. */
    mention_ids: z.array(z.uuid()).max(20).default([]),
    /** Files already uploaded to the ticket (POST .../files) to show with this comment. */
    file_ids: z.array(z.uuid()).max(10).default([]),
  })
  .meta({ id: 'TicketCommentRequest' });
export type TTicketCommentRequest = z.input<typeof ZTicketCommentRequest>;

export const ZTicketFileParams = z.object({
  id: z.uuid(v('tickets.ticketNotFound')),
  fileId: z.uuid(v('common.fileNotFound')),
});

/** Start a timer (no duration) or record time already spent (duration_minutes). */
export const ZTicketTimeLogRequest = z
  .object({
    user_id: z.uuid(v('common.personRequired')).optional().describe('Default: the caller'),
    started_at: z.iso.datetime(v('tickets.startDateTime')).optional(),
    duration_minutes: z.coerce
      .number(v('tickets.durationNumber'))
      .int(v('tickets.durationWhole'))
      .min(1, v('tickets.durationMin'))
      .max(24 * 60, v('tickets.durationMax'))
      .optional(),
    note: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'TicketTimeLogRequest' });
export type TTicketTimeLogRequest = z.input<typeof ZTicketTimeLogRequest>;

/** Stopping a timer needs no body; a finished log's duration and note may change. */
export const ZTicketTimeLogChangeRequest = z
  .object({
    duration_minutes: ZTicketTimeLogRequest.shape.duration_minutes,
    note: z.string().trim().max(2000, v('tickets.noteMax')).optional(),
  })
  .meta({ id: 'TicketTimeLogChange' });
export type TTicketTimeLogChangeRequest = z.input<typeof ZTicketTimeLogChangeRequest>;

export const ZTicketTimeLogParams = z.object({
  id: z.uuid(v('tickets.ticketNotFound')),
  logId: z.uuid(v('tickets.timeLogNotFound')),
});

export const ZTicketPartRequest = z
  .object({
    description: z
      .string(v('tickets.partDescriptionRequired'))
      .trim()
      .min(1, v('tickets.partDescriptionRequired'))
      .max(300, v('common.charactersMax')),
    quantity: z.coerce
      .number(v('tickets.quantityNumber'))
      .positive(v('tickets.quantityPositive'))
      .max(1_000_000),
    unit_cost: z.coerce
      .number(v('tickets.unitCostNumber'))
      .min(0, v('tickets.unitCostNegative'))
      .max(100_000_000),
  })
  .meta({ id: 'TicketPartRequest' });
export type TTicketPartRequest = z.input<typeof ZTicketPartRequest>;

export const ZTicketPartParams = z.object({
  id: z.uuid(v('tickets.ticketNotFound')),
  partId: z.uuid(v('tickets.partNotFound')),
});

export const ZTicketWatchRequest = z
  .object({ watching: z.boolean(v('tickets.watchingInvalid')) })
  .meta({ id: 'TicketWatchRequest' });

export const ZJobSheetQuery = z.object({
  lang: z.enum(['en', 'fr', 'ar'], v('tickets.languageInvalid')).default('en'),
});
