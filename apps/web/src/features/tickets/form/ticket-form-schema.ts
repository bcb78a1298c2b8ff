/**
 * The ticket form, built on the contract's fields (its limits from TICKET_LIMITS, its priority
 * enum, and `ticketRequest` typed by its request): pickers hold whole choices (id and name) so
 * the chosen names show before any look-up answers, the due date is the browser's local
 * date-time, and messages are translation keys of the 'tickets' namespace. `ticketRequest` turns
 * the values into the create/update body ('' and empty lists mean "none" to the server).
 */
import { z } from 'zod';
import {
  TICKET_LIMITS,
  TICKET_PHONE_PATTERN,
  ZTicketPriority,
  type TCreateTicketRequest,
  type TTicketDetail,
} from '@mainstay/contracts';

const ZChoice = z.object({ id: z.string(), name: z.string() });
export type TChoice = z.infer<typeof ZChoice>;
/** An asset with, once chosen from the picker, its building and location (filled in with it). */
const ZAssetChoice = ZChoice.extend({
  code: z.string(),
  building: ZChoice.nullable().optional(),
  location: ZChoice.nullable().optional(),
});
export type TAssetChoice = z.infer<typeof ZAssetChoice>;

const EMAIL = z.email();

export const ZTicketForm = z
  .object({
    priority: ZTicketPriority,
    title: z
      .string()
      .trim()
      .min(1, { message: 'validation.titleRequired' })
      .max(TICKET_LIMITS.titleMax, { message: 'validation.tooLong' }),
    description: z.string().max(TICKET_LIMITS.descriptionMax, { message: 'validation.tooLong' }),
    building_id: z.string().min(1, { message: 'validation.buildingRequired' }),
    location_id: z.string(),
    asset: ZAssetChoice.nullable(),
    category_id: z.string(),
    due_at: z.string().refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), {
      message: 'validation.dueInvalid',
    }),
    assignees: z
      .array(ZChoice)
      .max(TICKET_LIMITS.assigneesMax, { message: 'validation.tooManyAssignees' }),
    team_id: z.string(),
    contractor_id: z.string(),
    watchers: z
      .array(ZChoice)
      .max(TICKET_LIMITS.watchersMax, { message: 'validation.tooManyWatchers' }),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(1, { message: 'validation.tagEmpty' })
          .max(TICKET_LIMITS.tagMax, { message: 'validation.tagTooLong' }),
      )
      .max(TICKET_LIMITS.tagsMax, { message: 'validation.tooManyTags' }),
    reporter_mode: z.enum(['user', 'external']),
    reporter_user_id: z.string(),
    reporter_name: z
      .string()
      .trim()
      .max(TICKET_LIMITS.reporterNameMax, { message: 'validation.tooLong' }),
    reporter_email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL.safeParse(value).success, {
        message: 'validation.emailInvalid',
      }),
    reporter_phone: z
      .string()
      .trim()
      .max(TICKET_LIMITS.reporterPhoneMax, { message: 'validation.tooLong' })
      .regex(TICKET_PHONE_PATTERN, { message: 'validation.phoneInvalid' }),
  })
  .superRefine((values, context) => {
    // Someone without an account is reached by name and e-mail or phone.
    if (values.reporter_mode === 'external' && values.reporter_name.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['reporter_name'],
        message: 'validation.reporterNameRequired',
      });
    }
  });
export type TTicketForm = z.infer<typeof ZTicketForm>;

/** Server field names that differ from the form's (lists of ids are lists of choices here). */
export function formFieldOf(serverKey: string): keyof TTicketForm | undefined {
  const root = serverKey.split('.')[0] ?? serverKey;
  const renamed: Record<string, keyof TTicketForm> = {
    assignee_ids: 'assignees',
    watcher_ids: 'watchers',
    asset_id: 'asset',
  };
  if (renamed[root]) return renamed[root];
  return root in ZTicketForm.shape ? (root as keyof TTicketForm) : undefined;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export interface TicketFormDefaults {
  building_id?: string;
  location_id?: string;
  asset?: TAssetChoice;
}

export function ticketFormValues(
  ticket: TTicketDetail | null,
  me: string,
  defaults: TicketFormDefaults = {},
): TTicketForm {
  const reporter = ticket?.reporter;
  const external = Boolean(reporter && !reporter.user);
  return {
    title: ticket?.title ?? '',
    description: ticket?.description ?? '',
    building_id: ticket?.building.id ?? defaults.building_id ?? '',
    location_id: ticket?.location?.id ?? defaults.location_id ?? '',
    asset: ticket ? ticket.asset : (defaults.asset ?? null),
    category_id: ticket?.category?.id ?? '',
    priority: ticket?.priority ?? 'medium',
    due_at: toLocalInput(ticket?.due_at ?? null),
    assignees: ticket?.assignees ?? [],
    team_id: ticket?.team?.id ?? '',
    contractor_id: ticket?.contractor?.id ?? '',
    watchers: ticket?.watchers ?? [],
    tags: ticket?.tags ?? [],
    reporter_mode: external ? 'external' : 'user',
    reporter_user_id: reporter?.user?.id ?? (ticket ? '' : me),
    reporter_name: external ? (reporter?.name ?? '') : '',
    reporter_email: external ? (reporter?.email ?? '') : '',
    reporter_phone: external ? (reporter?.phone ?? '') : '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body for the form's values. */
export function ticketRequest(values: TTicketForm): TCreateTicketRequest {
  const external = values.reporter_mode === 'external';
  const body: TCreateTicketRequest = {
    title: values.title.trim(),
    description: values.description,
    building_id: values.building_id,
    location_id: orNull(values.location_id),
    asset_id: values.asset?.id ?? null,
    category_id: orNull(values.category_id),
    priority: values.priority,
    due_at: values.due_at ? new Date(values.due_at).toISOString() : null,
    assignee_ids: values.assignees.map((person) => person.id),
    team_id: orNull(values.team_id),
    contractor_id: orNull(values.contractor_id),
    watcher_ids: values.watchers.map((person) => person.id),
    tags: values.tags,
    reporter_name: external ? orNull(values.reporter_name) : null,
    reporter_email: external ? orNull(values.reporter_email) : null,
    reporter_phone: external ? orNull(values.reporter_phone) : null,
  };
  // No chosen account means "the caller" to the server; someone without one clears it.
  if (external) body.reporter_user_id = null;
  else if (values.reporter_user_id) body.reporter_user_id = values.reporter_user_id;
  return body;
}
