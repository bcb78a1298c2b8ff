/**
 * SLA policies (/v1/sla-policies), the organisation's working calendar and ticket rules
 * (/v1/ticket-settings), holidays, and in-app notifications (/v1/notifications).
 */
import { z } from 'zod';
import { paginated } from '../files/files.ts';
import { ZSlaTicketKind, ZTicketKind, ZTicketPriority, ZTicketRef } from './fields.ts';
import { issueMessage, v } from '../validation.ts';
import { PPM_GRACE_VALUES } from '../ppm/ppm-rules.ts';

export const SLA_CLOCK_VALUES = ['business_hours', 'always'] as const;

/**
 * The SLA policies every organisation starts with (one per priority), by key, with the English
 * name stored. The app shows a default policy translated by its key while its name is still this
 * one (as for default ticket categories): once renamed, the name a person typed wins.
 */
export const SLA_DEFAULT_POLICY_NAMES = {
  critical: 'Critical: 1 h response, 4 h resolution (24/7)',
  high: 'High: 2 h response, 8 h resolution',
  medium: 'Medium: 4 h response, 24 h resolution',
  low: 'Low: 8 h response, 72 h resolution',
} as const;
export type TSlaDefaultPolicyKey = keyof typeof SLA_DEFAULT_POLICY_NAMES;

/** A target in minutes; `messages` is its group of validation keys (`.number`, `.whole`...). */
const minutes = (messages: string) =>
  z.coerce
    .number(v(`${messages}.number`))
    .int(v(`${messages}.whole`))
    .min(1, v(`${messages}.min`))
    .max(60 * 24 * 365, v(`${messages}.max`));

export const ZSlaPolicyFields = z.object({
  name: z
    .string(v('common.nameRequired'))
    .trim()
    .min(1, v('common.nameRequired'))
    .max(120, v('common.nameAtMost')),
  priority: ZTicketPriority,
  kind: ZSlaTicketKind.nullable().default(null),
  category_id: z.uuid(v('common.categoryRequired')).nullable().default(null),
  building_id: z.uuid(v('common.buildingRequired')).nullable().default(null),
  response_minutes: minutes('tickets.responseTarget'),
  resolution_minutes: minutes('tickets.resolutionTarget'),
  clock: z.enum(SLA_CLOCK_VALUES, v('tickets.clockInvalid')),
  escalation_role_id: z.uuid(v('common.roleRequired')).nullable().default(null),
  active: z.boolean().default(true),
});

const resolutionBeforeResponse = issueMessage('tickets.resolutionBeforeResponse');

export const ZSlaPolicyRequest = ZSlaPolicyFields.superRefine((value, context) => {
  if (value.resolution_minutes < value.response_minutes) {
    context.addIssue({
      code: 'custom',
      path: ['resolution_minutes'],
      message: resolutionBeforeResponse(),
    });
  }
}).meta({ id: 'SlaPolicyRequest' });
export type TSlaPolicyRequest = z.input<typeof ZSlaPolicyRequest>;

/** A policy's category or escalation role; `key` is set for a default one (translated by it). */
const ZSlaKeyedRef = ZTicketRef.extend({ key: z.string().nullable() });

export const ZSlaPolicy = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Set for a default policy (see SLA_DEFAULT_POLICY_NAMES), also once renamed; else null. */
    key: z.string().nullable(),
    priority: ZTicketPriority,
    kind: ZSlaTicketKind.nullable(),
    category: ZSlaKeyedRef.nullable(),
    building: ZTicketRef.nullable(),
    response_minutes: z.number().int(),
    resolution_minutes: z.number().int(),
    clock: z.enum(SLA_CLOCK_VALUES),
    escalation_role: ZSlaKeyedRef.nullable(),
    active: z.boolean(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SlaPolicy' });
export type TSlaPolicy = z.infer<typeof ZSlaPolicy>;

export const ZSlaPolicyListResponse = z
  .object({ data: z.array(ZSlaPolicy) })
  .meta({ id: 'SlaPolicyList' });
export type TSlaPolicyListResponse = z.infer<typeof ZSlaPolicyListResponse>;

export const ZSlaPolicyParams = z.object({ id: z.uuid(v('tickets.slaPolicyNotFound')) });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ZWorkingInterval = z
  .object({
    start: z.string().regex(HH_MM, v('tickets.timeFormat')),
    end: z.string().regex(HH_MM, v('tickets.timeFormat')),
  })
  .refine((value) => value.start < value.end, {
    ...v('tickets.periodEndBeforeStart'),
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
    ppm_grace: z
      .enum(PPM_GRACE_VALUES)
      .describe('PM compliance grace after the due date: none, one day, or 20 % of the interval'),
  })
  .meta({ id: 'TicketSettings' });
export type TTicketSettings = z.infer<typeof ZTicketSettings>;

export const ZUpdateTicketSettingsRequest = z
  .object({
    timezone: z
      .string()
      .refine((value) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: value });
          return true;
        } catch {
          return false;
        }
      }, v('tickets.timeZoneInvalid'))
      .optional(),
    week: z
      .array(z.array(ZWorkingInterval).max(4, v('tickets.periodsMax')))
      .length(7, v('tickets.weekDays'))
      .optional(),
    reopen_window_days: z.coerce
      .number()
      .int(v('tickets.wholeDays'))
      .min(0, v('tickets.daysMin'))
      .max(365, v('tickets.daysMax'))
      .optional(),
    at_risk_percent: z.coerce
      .number()
      .int(v('tickets.wholePercentage'))
      .min(10, v('tickets.atRiskRange'))
      .max(95, v('tickets.atRiskRange'))
      .optional(),
    default_hourly_rate: z.coerce
      .number(v('tickets.rateNumber'))
      .min(0, v('tickets.rateNegative'))
      .max(100_000)
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, v('tickets.currencyInvalid'))
      .optional(),
    ppm_grace: z.enum(PPM_GRACE_VALUES, v('ppm.graceOneOf')).optional(),
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
    day: z.iso.date(v('tickets.holidayDateRequired')),
    name: z
      .string(v('common.nameRequired'))
      .trim()
      .min(1, v('common.nameRequired'))
      .max(120, v('common.nameAtMost')),
  })
  .meta({ id: 'HolidayRequest' });
export type THolidayRequest = z.input<typeof ZHolidayRequest>;
export const ZHolidayParams = z.object({ id: z.uuid(v('tickets.holidayNotFound')) });

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
  per_page: z.coerce.number().int().min(1).max(50, v('tickets.perPageMax')).default(20),
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
