/**
 * Reactive and general tickets: the same calls under /v1/reactive-tickets and
 * /v1/general-tickets (list, export, create, detail, update, status moves, bulk, options).
 */
import { z } from 'zod';
import { listQuery, paginated, ZFileLink } from '../files/files.ts';
import { ZExportFormat } from '../imports/export.ts';
import {
  commaList,
  ZSignatureImage,
  ZSlaState,
  ZTicketAssetRef,
  ZTicketKind,
  ZTicketPriority,
  ZTicketCategoryRef,
  ZTicketPpm,
  ZTicketRef,
  ZTicketReporter,
  ZTicketSla,
  ZTicketStatus,
  ZTicketTags,
  PPM_COMPLIANCE_VALUES,
  TICKET_LIMITS,
  TICKET_PHONE_PATTERN,
} from './fields.ts';
import { issueMessage, v } from '../validation.ts';

export const TICKET_SORTABLE = [
  'number',
  'title',
  'priority',
  'status',
  'created_at',
  'updated_at',
  'due_at',
  'sla',
  'building',
] as const;
export type TTicketSortColumn = (typeof TICKET_SORTABLE)[number];

/**
 * A date filter; `invalid` is the key of its validation message. Days are the organisation's
 * (the time zone of its working calendar), as on the service dashboard: `*_from` is the start of
 * that day there, `*_to` includes the whole day.
 */
export const dateBound = (invalid: string) =>
  z.iso.date(v(invalid)).optional().describe("YYYY-MM-DD, a day in the organisation's time zone");

/** Clock stops the dashboard's SLA figures count (with completed_from/_to or responded days). */
export const TICKET_SLA_RESULTS = [
  'response_met',
  'response_breached',
  'resolution_met',
  'resolution_breached',
] as const;
export type TTicketSlaResult = (typeof TICKET_SLA_RESULTS)[number];

const yesNo = (invalid: string) => z.enum(['true', 'false'], v(invalid)).optional();

/** The filters the list, the export and bulk-by-filter share. */
export const ZTicketFilters = z.object({
  status: commaList(ZTicketStatus).optional().describe('One status or several, comma separated'),
  priority: commaList(ZTicketPriority).optional().describe('One or several, comma separated'),
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  location_id: z
    .uuid(v('common.locationRequired'))
    .optional()
    .describe('Tickets in this location or any location under it'),
  asset_id: z.uuid(v('common.assetRequired')).optional(),
  assignee_id: z
    .union([z.uuid(v('common.personRequired')), z.literal('me'), z.literal('none')])
    .optional()
    .describe('A user id, `me`, or `none` (no one assigned)'),
  team_id: z.uuid(v('common.teamRequired')).optional(),
  contractor_id: z.uuid(v('common.contractorRequired')).optional(),
  category_id: z.uuid(v('common.categoryRequired')).optional(),
  reporter_id: z
    .union([z.uuid(v('common.personRequired')), z.literal('me')])
    .optional()
    .describe('Tickets reported by this user (`me`: the caller)'),
  sla: commaList(ZSlaState).optional().describe('SLA states, comma separated'),
  tag: z.string().trim().max(40).optional(),
  created_from: dateBound('tickets.createdFromDate'),
  created_to: dateBound('tickets.createdToDate'),
  due_from: dateBound('tickets.dueFromDate'),
  due_to: dateBound('tickets.dueToDate'),
  completed_from: dateBound('tickets.completedFromDate'),
  completed_to: dateBound('tickets.completedToDate'),
  responded_from: dateBound('tickets.respondedFromDate'),
  responded_to: dateBound('tickets.respondedToDate'),
  rated_from: dateBound('tickets.ratedFromDate').describe(
    "YYYY-MM-DD, a day in the organisation's time zone: rated (feedback given) on or after it",
  ),
  rated_to: dateBound('tickets.ratedToDate'),
  overdue: yesNo('tickets.overdueOneOf').describe(
    'true: open, not on hold and past its resolution deadline (or due date without SLA) now; false: the others',
  ),
  rating: commaList(z.enum(['1', '2', '3', '4', '5'], v('tickets.ratingOneOf')))
    .optional()
    .describe("The reporter's rating, 1 to 5, comma separated"),
  sla_result: commaList(z.enum(TICKET_SLA_RESULTS, v('tickets.slaResultOneOf')))
    .optional()
    .describe(
      'Met or breached response (answered) or resolution (completed) deadlines, comma separated; with responded_from/_to (response) or completed_from/_to (resolution) for a period',
    ),
  first_visit: yesNo('tickets.firstVisitOneOf').describe(
    'true: completed with one visit and not reopened within 30 days of a completion',
  ),
  ppm_schedule_id: z.uuid(v('ppm.scheduleRequired')).optional().describe('Made by this schedule'),
  compliance: commaList(z.enum(PPM_COMPLIANCE_VALUES, v('ppm.complianceOneOf')))
    .optional()
    .describe('PPM tasks: on_time, late (after the deadline, missed, open past it), pending'),
});
export type TTicketFilters = z.infer<typeof ZTicketFilters>;

export const ZTicketListQuery = listQuery(TICKET_SORTABLE).extend(ZTicketFilters.shape);
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;
export type TTicketListInput = z.input<typeof ZTicketListQuery>;

export const ZTicketExportQuery = ZTicketListQuery.omit({ page: true, per_page: true }).extend({
  format: ZExportFormat.default('csv'),
});
export type TTicketExportQuery = z.infer<typeof ZTicketExportQuery>;

export const ZTicketListItem = z
  .object({
    id: z.uuid(),
    kind: ZTicketKind,
    number: z.string(),
    title: z.string(),
    status: ZTicketStatus,
    priority: ZTicketPriority,
    category: ZTicketCategoryRef.nullable(),
    building: ZTicketRef,
    location: ZTicketRef.nullable(),
    asset: ZTicketAssetRef.nullable(),
    assignees: z.array(ZTicketRef),
    team: ZTicketRef.nullable(),
    contractor: ZTicketRef.nullable(),
    reporter: ZTicketReporter,
    tags: z.array(z.string()),
    due_at: z.iso.datetime().nullable(),
    sla: ZTicketSla,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
    ppm: ZTicketPpm.nullable().describe('PPM tasks only: the schedule and compliance'),
  })
  .meta({ id: 'TicketListItem' });
export type TTicketListItem = z.infer<typeof ZTicketListItem>;

export const ZTicketListResponse = paginated(ZTicketListItem).meta({ id: 'TicketList' });
export type TTicketListResponse = z.infer<typeof ZTicketListResponse>;

export const ZTicketTimeLog = z
  .object({
    id: z.uuid(),
    user: ZTicketRef,
    started_at: z.iso.datetime(),
    ended_at: z.iso.datetime().nullable(),
    /** Null while the timer runs. */
    duration_minutes: z.number().int().nullable(),
    hourly_rate: z.number().describe('Major units per hour'),
    cost: z.number().describe('Major units'),
    note: z.string(),
  })
  .meta({ id: 'TicketTimeLog' });
export type TTicketTimeLog = z.infer<typeof ZTicketTimeLog>;

export const ZTicketPart = z
  .object({
    id: z.uuid(),
    description: z.string(),
    quantity: z.number(),
    unit_cost: z.number(),
    total: z.number(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'TicketPart' });
export type TTicketPart = z.infer<typeof ZTicketPart>;

export const ZTicketCosts = z
  .object({
    currency: z.string(),
    labour: z.number(),
    parts: z.number(),
    purchase_orders: z.number().describe('Approved or received purchase orders of the ticket'),
    invoices: z.number().describe('Approved or paid invoices of the ticket'),
    total: z.number().describe('labour + parts + invoices'),
    minutes: z.number().int().describe('All logged time'),
  })
  .meta({ id: 'TicketCosts' });
export type TTicketCosts = z.infer<typeof ZTicketCosts>;

export const ZTicketFile = ZFileLink.extend({
  kind: z.enum(['photo', 'document']),
  created_at: z.iso.datetime(),
}).meta({ id: 'TicketFile' });
export type TTicketFile = z.infer<typeof ZTicketFile>;

export const ZTicketDetail = ZTicketListItem.extend({
  description: z.string(),
  watchers: z.array(ZTicketRef),
  /** The caller watches this ticket. */
  watching: z.boolean(),
  hold_reason: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  completion_notes: z.string().nullable(),
  started_at: z.iso.datetime().nullable(),
  closed_at: z.iso.datetime().nullable(),
  visit_count: z.number().int(),
  reopen_count: z.number().int(),
  first_call_resolution: z.boolean().nullable().describe('Null until completed'),
  completed_by: ZTicketRef.nullable(),
  technician_signature: ZFileLink.nullable(),
  customer_signature: ZFileLink.nullable(),
  customer_signature_name: z.string().nullable(),
  files: z.array(ZTicketFile),
  time_logs: z.array(ZTicketTimeLog),
  parts: z.array(ZTicketPart),
  costs: ZTicketCosts,
  feedback: z
    .object({ rating: z.number().int(), comment: z.string(), at: z.iso.datetime() })
    .nullable(),
  /** The statuses the caller may move this ticket to now. */
  allowed_transitions: z.array(ZTicketStatus),
  /** The caller may edit fields, log work and comment. */
  can_edit: z.boolean(),
  created_by: ZTicketRef.nullable(),
}).meta({ id: 'TicketDetail' });
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

/** An optional reference; `invalid` is the key of its validation message. */
const optionalId = (invalid: string) => z.uuid(v(invalid)).nullable().optional();
/** An optional text; `tooLong` is the key of its validation message. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, v(tooLong))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const ZTicketFields = z.object({
  title: z
    .string(v('tickets.titleRequired'))
    .trim()
    .min(1, v('tickets.titleRequired'))
    .max(TICKET_LIMITS.titleMax, v('tickets.titleMax')),
  description: z
    .string()
    .max(TICKET_LIMITS.descriptionMax, v('tickets.descriptionMax'))
    .default(''),
  building_id: z.uuid(v('common.buildingRequired')),
  location_id: optionalId('common.locationRequired'),
  asset_id: optionalId('common.assetRequired'),
  category_id: optionalId('common.categoryRequired'),
  priority: ZTicketPriority.default('medium'),
  reporter_user_id: optionalId('common.personRequired'),
  reporter_name: optionalText(TICKET_LIMITS.reporterNameMax, 'common.nameAtMost'),
  reporter_email: z
    .email(v('common.emailInvalid'))
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  reporter_phone: z
    .string()
    .trim()
    .regex(TICKET_PHONE_PATTERN, v('common.phoneInvalid'))
    .max(TICKET_LIMITS.reporterPhoneMax)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  due_at: z.iso.datetime(v('tickets.dueDateTime')).nullable().optional(),
  assignee_ids: z
    .array(z.uuid(v('common.personRequired')))
    .max(TICKET_LIMITS.assigneesMax, v('tickets.assigneesMax')),
  team_id: optionalId('common.teamRequired'),
  contractor_id: optionalId('common.contractorRequired'),
  watcher_ids: z
    .array(z.uuid(v('common.personRequired')))
    .max(TICKET_LIMITS.watchersMax, v('tickets.watchersMax')),
  tags: ZTicketTags,
});

export const ZCreateTicketRequest = ZTicketFields.partial()
  .required({ title: true, building_id: true })
  .meta({ id: 'CreateTicketRequest' });
export type TCreateTicketRequest = z.input<typeof ZCreateTicketRequest>;

export const ZUpdateTicketRequest = ZTicketFields.partial().meta({ id: 'UpdateTicketRequest' });
export type TUpdateTicketRequest = z.input<typeof ZUpdateTicketRequest>;

export const ZTicketParams = z.object({ id: z.uuid(v('tickets.ticketNotFound')) });
export type TTicketParams = z.infer<typeof ZTicketParams>;

const reasonRequired = issueMessage('tickets.reasonRequired');
const signerRequired = issueMessage('tickets.signerNameRequired');

export const ZTicketStatusRequest = z
  .object({
    status: ZTicketStatus,
    reason: z.string().trim().max(2000, v('tickets.reasonMax')).optional(),
    /** With `completed`: the work record's closing part. */
    completion_notes: z.string().trim().max(10_000).optional(),
    technician_signature: ZSignatureImage.optional(),
    customer_signature: ZSignatureImage.optional(),
    customer_name: z.string().trim().max(200).optional(),
  })
  .superRefine((value, context) => {
    if (['on_hold', 'cancelled', 'reopened'].includes(value.status) && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: reasonRequired() });
    }
    if (value.customer_signature && !value.customer_name) {
      context.addIssue({ code: 'custom', path: ['customer_name'], message: signerRequired() });
    }
  })
  .meta({ id: 'TicketStatusRequest' });
export type TTicketStatusRequest = z.input<typeof ZTicketStatusRequest>;

export const TICKET_BULK_ACTIONS = ['assign', 'set_status'] as const;
const statusRequired = issueMessage('common.statusRequired');
const assigneeRequired = issueMessage('tickets.assigneeRequired');
export const ZTicketBulkRequest = z
  .object({
    ids: z
      .array(z.uuid(v('tickets.bulkIdInvalid')))
      .min(1, v('tickets.bulkAtLeastOne'))
      .max(500, v('tickets.bulkMax')),
    action: z.enum(TICKET_BULK_ACTIONS, v('common.actionRequired')),
    status: ZTicketStatus.optional(),
    reason: z.string().trim().max(2000).optional(),
    assignee_ids: z.array(z.uuid()).max(20).optional(),
    team_id: z.uuid().nullable().optional(),
    contractor_id: z.uuid().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.action === 'set_status' && !value.status) {
      context.addIssue({ code: 'custom', path: ['status'], message: statusRequired() });
    }
    if (
      value.action === 'assign' &&
      !value.assignee_ids?.length &&
      !value.team_id &&
      !value.contractor_id
    ) {
      context.addIssue({ code: 'custom', path: ['assignee_ids'], message: assigneeRequired() });
    }
  })
  .meta({ id: 'TicketBulkRequest' });
export type TTicketBulkRequest = z.input<typeof ZTicketBulkRequest>;

export const ZTicketBulkResponse = z
  .object({
    succeeded: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), message: z.string().nullable() })),
  })
  .meta({ id: 'TicketBulkResponse' });
export type TTicketBulkResponse = z.infer<typeof ZTicketBulkResponse>;

/** What the create and edit forms offer: people, teams, contractors and categories. */
export const ZTicketOptions = z
  .object({
    users: z.array(ZTicketRef.extend({ email: z.string() })),
    teams: z.array(ZTicketRef),
    contractors: z.array(ZTicketRef),
    categories: z.array(ZTicketRef.extend({ key: z.string().nullable() })),
  })
  .meta({ id: 'TicketOptions' });
export type TTicketOptions = z.infer<typeof ZTicketOptions>;

export const ZTicketCategoryRequest = z
  .object({
    name: z
      .string(v('common.nameRequired'))
      .trim()
      .min(1, v('common.nameRequired'))
      .max(80, v('common.nameAtMost')),
  })
  .meta({ id: 'TicketCategoryRequest' });
export type TTicketCategoryRequest = z.infer<typeof ZTicketCategoryRequest>;

/** A category of one kind, with how many tickets use it (`key`: a default one, translated). */
export const ZTicketCategory = ZTicketRef.extend({
  key: z.string().nullable(),
  ticket_count: z.number().int(),
});
export type TTicketCategory = z.infer<typeof ZTicketCategory>;

export const ZTicketCategoryListResponse = z
  .object({ data: z.array(ZTicketCategory) })
  .meta({ id: 'TicketCategoryList' });
export type TTicketCategoryListResponse = z.infer<typeof ZTicketCategoryListResponse>;

export const ZTicketCategoryParams = z.object({ id: z.uuid(v('tickets.categoryNotFound')) });
