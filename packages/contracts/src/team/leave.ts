/** Members' leave: who is off when (GET/POST /v1/team/leave, DELETE /v1/team/leave/:id). */
import { z } from 'zod';
import { ZCalendarDate, ZRequiredCalendarDate, ZTeamNamedRef } from './common.ts';
import { v } from '../validation.ts';

export const LEAVE_TYPE_VALUES = ['annual', 'sick', 'training', 'unpaid', 'other'] as const;
export const ZLeaveType = z.enum(LEAVE_TYPE_VALUES, v('team.leaveTypeRequired'));
export type TLeaveType = z.infer<typeof ZLeaveType>;

export const LEAVE_NOTE_MAX = 500;

export const ZLeave = z
  .object({
    id: z.uuid(),
    user: ZTeamNamedRef,
    starts_on: z.string().describe('First day off, YYYY-MM-DD'),
    ends_on: z.string().describe('Last day off (inclusive), YYYY-MM-DD'),
    days: z.number().int().min(1).describe('Calendar days from start to end, both included'),
    type: ZLeaveType,
    note: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Leave' });
export type TLeave = z.infer<typeof ZLeave>;

export const ZLeaveListQuery = z
  .object({
    from: ZCalendarDate.optional().describe('Leave ending on or after this day (default today)'),
    to: ZCalendarDate.optional().describe('Leave starting on or before this day'),
    user_id: z.uuid(v('team.validPersonRequired')).optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    ...v('team.periodEndBeforeStart'),
    path: ['to'],
  });
export type TLeaveListQuery = z.infer<typeof ZLeaveListQuery>;

export const ZLeaveListResponse = z.object({ data: z.array(ZLeave) }).meta({ id: 'LeaveList' });
export type TLeaveListResponse = z.infer<typeof ZLeaveListResponse>;

/** The leave dialog's fields; the same rules run in the browser and on the server. */
export const ZLeaveFields = z.object({
  user_id: z
    .uuid(v('common.personRequired'))
    .optional()
    .describe('Whose leave; omit for your own (recording for others needs write on team)'),
  starts_on: ZRequiredCalendarDate,
  ends_on: ZRequiredCalendarDate,
  type: ZLeaveType,
  note: z.string().trim().max(LEAVE_NOTE_MAX, v('common.theNoteMax')),
});

export const ZCreateLeaveRequest = ZLeaveFields.extend({ note: ZLeaveFields.shape.note.optional() })
  .refine((body) => body.ends_on >= body.starts_on, {
    ...v('team.leaveEndBeforeStart'),
    path: ['ends_on'],
  })
  .meta({ id: 'CreateLeaveRequest' });
export type TCreateLeaveRequest = z.infer<typeof ZCreateLeaveRequest>;

export const ZLeaveParams = z.object({ id: z.uuid(v('common.invalidId')) });
