/**
 * SLA policies (/v1/sla-policies), the organisation's working calendar and ticket rules
 * (/v1/ticket-settings), holidays, and in-app notifications (/v1/notifications).
 */
import { z } from 'zod';
import { paginated } from '../files/files.ts';
import { ZTicketKind, ZTicketPriority, ZTicketRef } from './fields.ts';

export const SLA_CLOCK_VALUES = ['business_hours', 'always'] as const;

const minutes = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(1, `${label} must be at least 1 minute`)
    .max(60 * 24 * 365, `${label} is at most a year`);

export const ZSlaPolicyFields = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name is at most 120 characters'),
  priority: ZTicketPriority,
  kind: ZTicketKind.nullable().default(null),
  category_id: z.uuid({ message: 'Choose a category' }).nullable().default(null),
  building_id: z.uuid({ message: 'Choose a building' }).nullable().default(null),
  response_minutes: minutes('Response target'),
  resolution_minutes: minutes('Resolution target'),
  clock: z.enum(SLA_CLOCK_VALUES, { message: 'Clock is business_hours or always' }),
  escalation_role_id: z.uuid({ message: 'Choose a role' }).nullable().default(null),
  active: z.boolean().default(true),
});

export const ZSlaPolicyRequest = ZSlaPolicyFields.superRefine((value, context) => {
  if (value.resolution_minutes < value.response_minutes) {
    context.addIssue({
      code: 'custom',
      path: ['resolution_minutes'],
      message: 'The resolution target cannot be shorter than the response target',
    });
  }
}).meta({ id: 'SlaPolicyRequest' });
export type TSlaPolicyRequest = z.input<typeof ZSlaPolicyRequest>;

export const ZSlaPolicy = z
  .object({
    id: z.uuid(),
    name: z.string(),
    priority: ZTicketPriority,
    kind: ZTicketKind.nullable(),
    category: ZTicketRef.nullable(),
    building: ZTicketRef.nullable(),
    response_minutes: z.number().int(),
    resolution_minutes: z.number().int(),
    clock: z.enum(SLA_CLOCK_VALUES),
    escalation_role: ZTicketRef.nullable(),
    active: z.boolean(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SlaPolicy' });
export type TSlaPolicy = z.infer<typeof ZSlaPolicy>;

export const ZSlaPolicyListResponse = z
  .object({ data: z.array(ZSlaPolicy) })
  .meta({ id: 'SlaPolicyList' });
export type TSlaPolicyListResponse = z.infer<typeof ZSlaPolicyListResponse>;

export const ZSlaPolicyParams = z.object({ id: z.uuid({ message: 'SLA policy not found' }) });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ZWorkingInterval = z
  .object({
    start: z.string().regex(HH_MM, 'Times are HH:MM'),
    end: z.string().regex(HH_MM, 'Times are HH:MM'),
  })
  .refine((value) => value.start < value.end, {
    message: 'A working period must end after it starts',
    path: ['end'],
  });

export const ZTicketSettings = z
  .object({
    timezone: z.string().min(1).describe('IANA time zone, e.g. Europe/Paris'),
    /** Seven days, Sunday first; an empty list is a closed day. */
    week: z.array(z.array(ZWorkingInterval).max(4)).length(7),
    reopen_window_days: z.number().int(),
    at_risk_percent: z.number().int(),
    default_hourly_rate: z.number().describe('Major units per hour'),
    currency: z.string(),
  })
  .meta({ id: 'TicketSettings' });
export type TTicketSettings = z.infer<typeof ZTicketSettings>;

export const ZUpdateTicketSettingsRequest = z
  .object({
    timezone: z
      .string()
      .refine(
        (value) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: value });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'Choose a valid time zone' },
      )
      .optional(),
    week: z
      .array(z.array(ZWorkingInterval).max(4, 'At most 4 periods a day'))
      .length(7, 'Give the seven days of the week')
      .optional(),
    reopen_window_days: z.coerce
      .number()
      .int('Whole days')
      .min(0, 'At least 0 days')
      .max(365, 'At most 365 days')
      .optional(),
    at_risk_percent: z.coerce
      .number()
      .int('A whole percentage')
      .min(10, 'Between 10 and 95 %')
      .max(95, 'Between 10 and 95 %')
      .optional(),
    default_hourly_rate: z.coerce
      .number({ message: 'The rate must be a number' })
      .min(0, 'The rate cannot be negative')
      .max(100_000)
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Currency is a three-letter code, e.g. EUR')
      .optional(),
  })
  .meta({ id: 'UpdateTicketSettingsRequest' });
export type TUpdateTicketSettingsRequest = z.input<typeof ZUpdateTicketSettingsRequest>;

export const ZHoliday = z
  .object({ id: z.uuid(), day: z.iso.date(), name: z.string() })
  .meta({ id: 'Holiday' });
export type THoliday = z.infer<typeof ZHoliday>;
export const ZHolidayListResponse = z
  .object({ data: z.array(ZHoliday) })
  .meta({ id: 'HolidayList' });
export const ZHolidayRequest = z
  .object({
    day: z.iso.date({ message: 'Choose a date' }),
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name is at most 120 characters'),
  })
  .meta({ id: 'HolidayRequest' });
export type THolidayRequest = z.input<typeof ZHolidayRequest>;
export const ZHolidayParams = z.object({ id: z.uuid({ message: 'Holiday not found' }) });

export const NOTIFICATION_TYPE_VALUES = [
  'ticket_assigned',
  'ticket_mentioned',
  'ticket_comment',
  'ticket_reopened',
  'ticket_feedback',
  'sla_at_risk',
  'sla_breached',
  'sla_escalated',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPE_VALUES)[number];

export const ZNotification = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPE_VALUES),
    ticket: z
      .object({ id: z.uuid(), kind: ZTicketKind, number: z.string(), title: z.string() })
      .nullable(),
    data: z.record(z.string(), z.string()),
    read: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50, 'At most 50 a page').default(20),
  unread: z.enum(['true', 'false']).optional(),
});
export const ZNotificationListResponse = paginated(ZNotification)
  .extend({ unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationList' });
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

export const ZMarkNotificationsRequest = z
  .object({
    ids: z.array(z.uuid()).max(100).optional().describe('Omit to mark all as read'),
  })
  .meta({ id: 'MarkNotificationsRequest' });
