/**
 * The vocabulary of tickets: kinds, statuses and their legal moves, priorities, SLA states, and
 * the references ticket responses carry. Server and web both read the transition table, so the
 * buttons offered are exactly the moves the server accepts.
 */
import { z } from 'zod';
import { ZTeamNamedRef } from '../team/common.ts';
import { v } from '../validation.ts';

/** Reactive (a fault), general (any other request) and ppm (planned preventive maintenance). */
export const TICKET_KIND_VALUES = ['reactive', 'general', 'ppm'] as const;
export type TTicketKind = (typeof TICKET_KIND_VALUES)[number];

/** Number prefixes: RT-000123, GT-000045, PM-000067. */
export const TICKET_NUMBER_PREFIX: Record<TTicketKind, string> = {
  reactive: 'RT',
  general: 'GT',
  ppm: 'PM',
};

export const TICKET_STATUS_VALUES = [
  'new',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
  'cancelled',
  'reopened',
  'scheduled',
  'missed',
] as const;
export type TTicketStatus = (typeof TICKET_STATUS_VALUES)[number];

/**
 * Statuses in which work is still owed (SLA clocks may run). `scheduled` is a PPM task waiting
 * for its day with nobody assigned yet; `missed` (a PPM task whose next occurrence came while
 * it was still undone) is closed.
 */
export const OPEN_TICKET_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'on_hold',
  'reopened',
  'scheduled',
] as const satisfies readonly TTicketStatus[];

type Transitions = Readonly<Record<TTicketStatus, readonly TTicketStatus[]>>;

/** Legal moves of reactive and general tickets: from each status, the statuses it may go to. */
export const TICKET_TRANSITIONS: Transitions = {
  new: ['assigned', 'in_progress', 'cancelled'],
  assigned: ['in_progress', 'on_hold', 'cancelled', 'new'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  completed: ['closed', 'reopened'],
  closed: ['reopened'],
  cancelled: [],
  reopened: ['in_progress', 'on_hold', 'cancelled'],
  scheduled: [],
  missed: [],
};

/**
 * Legal moves of PPM tasks: generated `scheduled` (or `assigned` when the schedule names
 * someone), never `new`; `missed` when the work was not done (set by the schedule when the next
 * occurrence arrives, or by a person, with a reason) ends the task.
 */
export const PPM_TASK_TRANSITIONS: Transitions = {
  new: [],
  scheduled: ['assigned', 'in_progress', 'cancelled', 'missed'],
  assigned: ['in_progress', 'on_hold', 'cancelled', 'scheduled', 'missed'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled', 'missed'],
  completed: ['closed', 'reopened'],
  closed: ['reopened'],
  cancelled: [],
  reopened: ['in_progress', 'on_hold', 'cancelled'],
  missed: [],
};

/** The transition table of a kind. */
export function transitionsOf(kind: TTicketKind): Transitions {
  return kind === 'ppm' ? PPM_TASK_TRANSITIONS : TICKET_TRANSITIONS;
}

/** The statuses a ticket of a kind can be in (for filters and charts). */
export function statusesOf(kind: TTicketKind): readonly TTicketStatus[] {
  const table = transitionsOf(kind);
  return TICKET_STATUS_VALUES.filter(
    (status) =>
      table[status].length > 0 || Object.values(table).some((moves) => moves.includes(status)),
  );
}

/** The open statuses a ticket of a kind can be in (its lists' "open" filter). */
export function openStatusesOf(kind: TTicketKind): TTicketStatus[] {
  const own = statusesOf(kind);
  return OPEN_TICKET_STATUSES.filter((status) => own.includes(status));
}

/** Moves that need a reason (the request's `reason`). */
export const STATUSES_NEEDING_REASON = [
  'on_hold',
  'cancelled',
  'reopened',
  'missed',
] as const satisfies readonly TTicketStatus[];

export function canMoveTicket(kind: TTicketKind, from: TTicketStatus, to: TTicketStatus): boolean {
  return transitionsOf(kind)[from].includes(to);
}

export const TICKET_PRIORITY_VALUES = ['critical', 'high', 'medium', 'low'] as const;
export type TTicketPriority = (typeof TICKET_PRIORITY_VALUES)[number];

/**
 * SLA state of a ticket, derived from its deadlines: none (no policy), on_track, at_risk,
 * breached (open past a deadline, or completed late), paused (on hold), met (completed in time).
 */
export const SLA_STATE_VALUES = [
  'none',
  'on_track',
  'at_risk',
  'breached',
  'paused',
  'met',
] as const;
export type TSlaState = (typeof SLA_STATE_VALUES)[number];

export const ZTicketKind = z.enum(TICKET_KIND_VALUES, v('tickets.kindInvalid'));

/**
 * The kinds the SLA engine times (a policy names one, or none for both). A PPM task is held to
 * its due date and compliance window instead.
 */
export const SLA_TICKET_KIND_VALUES = [
  'reactive',
  'general',
] as const satisfies readonly TTicketKind[];
export type TSlaTicketKind = (typeof SLA_TICKET_KIND_VALUES)[number];
export const ZSlaTicketKind = z.enum(SLA_TICKET_KIND_VALUES, v('tickets.kindInvalid'));

/** The status of a ticket nobody is assigned to: new, or scheduled for a PPM task. */
export const UNASSIGNED_STATUS: Record<TTicketKind, TTicketStatus> = {
  reactive: 'new',
  general: 'new',
  ppm: 'scheduled',
};
export const ZTicketStatus = z.enum(TICKET_STATUS_VALUES, v('common.theStatusOneOf'));
export const ZTicketPriority = z.enum(TICKET_PRIORITY_VALUES, v('tickets.priorityOneOf'));
export const ZSlaState = z.enum(SLA_STATE_VALUES, v('tickets.slaStateOneOf'));

/** A named thing (building, location, team, contractor, category, user). */
export const ZTicketRef = ZTeamNamedRef;
export type TTicketRef = z.infer<typeof ZTicketRef>;

/** A ticket's category; `key` marks a default one, shown translated while it keeps its name. */
export const ZTicketCategoryRef = z
  .object({ id: z.uuid(), name: z.string(), key: z.string().nullable() })
  .meta({ id: 'TicketCategoryRef' });
export type TTicketCategoryRef = z.infer<typeof ZTicketCategoryRef>;

export const ZTicketAssetRef = z
  .object({ id: z.uuid(), name: z.string(), code: z.string() })
  .meta({ id: 'TicketAssetRef' });

/**
 * Where a PPM task stands against its compliance deadline (the due date plus the organisation's
 * grace, SMRP 5.4.14): completed by it, late (completed after it, missed, or still open past
 * it), or pending (open, not yet past it). Cancelled tasks count for neither.
 */
export const PPM_COMPLIANCE_VALUES = ['on_time', 'late', 'pending'] as const;
export type TPpmCompliance = (typeof PPM_COMPLIANCE_VALUES)[number];

/** A PPM task's schedule and compliance; null on other tickets. */
export const ZTicketPpm = z
  .object({
    schedule: ZTicketRef.nullable().describe('The schedule that made it (null for a one-off task)'),
    compliance_due_at: z.iso.datetime().nullable(),
    compliance: z
      .enum(PPM_COMPLIANCE_VALUES)
      .nullable()
      .describe('Null when cancelled or without a deadline'),
  })
  .meta({ id: 'TicketPpm' });
export type TTicketPpm = z.infer<typeof ZTicketPpm>;

export const ZTicketReporter = z
  .object({
    user: ZTicketRef.nullable().describe('Set when the reporter has an account'),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'TicketReporter' });
export type TTicketReporter = z.infer<typeof ZTicketReporter>;

/** The SLA as a ticket shows it: deadlines, state, and seconds left (negative when overdue). */
export const ZTicketSla = z
  .object({
    state: ZSlaState,
    policy: ZTicketRef.nullable(),
    response_due_at: z.iso.datetime().nullable(),
    resolution_due_at: z.iso.datetime().nullable(),
    responded_at: z.iso.datetime().nullable(),
    response_breached: z.boolean(),
    resolution_breached: z.boolean(),
    /** Wall-clock seconds to the resolution deadline at the time of the response; null when paused or none. */
    seconds_left: z.number().int().nullable(),
    /** Business seconds still owed while paused (on hold). */
    paused_remaining_seconds: z.number().int().nullable(),
    escalated: z.boolean(),
  })
  .meta({ id: 'TicketSla' });
export type TTicketSla = z.infer<typeof ZTicketSla>;

/** One comma-separated list filter: "a,b" -> ['a', 'b'], each checked by `item`. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

/**
 * The ticket categories every organisation starts with, by key, with the English name stored.
 * The app shows a default category translated by its key while its name is still this one
 * (as for asset categories): once renamed, the name a person typed wins.
 */
export const TICKET_DEFAULT_CATEGORY_NAMES = {
  hvac: 'HVAC',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  lighting: 'Lighting',
  doors_locks: 'Doors & locks',
  lifts: 'Lifts',
  fire_safety: 'Fire safety',
  structural: 'Structural',
  it: 'IT',
  other: 'Other',
  cleaning: 'Cleaning',
  furniture_move: 'Furniture move',
  keys_access: 'Keys & access',
  waste: 'Waste',
  pest_control: 'Pest control',
  signage: 'Signage',
  event_setup: 'Event setup',
  water_hygiene: 'Water hygiene',
  statutory_inspection: 'Statutory inspection',
  building_fabric: 'Building fabric',
  grounds: 'Grounds',
} as const;
export type TTicketDefaultCategoryKey = keyof typeof TICKET_DEFAULT_CATEGORY_NAMES;

/**
 * The limits of a ticket's fields, written once: the contract's schemas below and in tickets.ts
 * use them, and so does the web's ticket form (whose messages are its own translation keys).
 */
export const TICKET_LIMITS = {
  titleMax: 200,
  descriptionMax: 10_000,
  reporterNameMax: 200,
  reporterPhoneMax: 40,
  assigneesMax: 20,
  watchersMax: 50,
  tagMax: 40,
  tagsMax: 20,
} as const;

/** What a reporter's phone number may hold: digits, spaces, dashes, brackets, a leading +. */
export const TICKET_PHONE_PATTERN = /^\+?[\d\s\-()]*$/;

/** Tags: short labels, trimmed, lower-cased by the server, at most 20. */
export const ZTicketTags = z
  .array(
    z.string().trim().min(1, v('tickets.tagEmpty')).max(TICKET_LIMITS.tagMax, v('tickets.tagMax')),
  )
  .max(TICKET_LIMITS.tagsMax, v('tickets.tagsMax'));

/** A drawn signature: a PNG data URL (at most about 500 KB). */
export const ZSignatureImage = z
  .string()
  .max(700_000, v('tickets.signatureTooLarge'))
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, v('tickets.signaturePng'));
