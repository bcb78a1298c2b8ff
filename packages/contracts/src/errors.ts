/**
 * The one error body every API error uses, and the codes it may carry. Clients map `code` to
 * behaviour and to a translation (`errors:codes.<CODE>` in packages/i18n), and `errors`
 * (field name -> messages) to form fields. `message` is always there, already in the caller's
 * language; `params` carries the values the message was built with, so a client translating the
 * code itself shows the same sentence.
 *
 * Each code has exactly one HTTP status: the generic codes name the kind of failure, the domain
 * codes say which rule refused the request. docs/api.md lists them all (a test holds it to this
 * list).
 */
import { z } from 'zod';

/** The kinds of failure, used where no more precise domain code applies. */
export const GENERIC_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** The rules that refuse a request, each with the status it answers. */
export const DOMAIN_ERROR_STATUS = {
  // new-area:error-codes (npm run new:area inserts above this line)
  // Signing in and up
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DEACTIVATED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVITATION_PENDING: 403,
  COMPANY_DETAILS_REQUIRED: 403,
  EMAIL_TAKEN: 422,
  EMAIL_ALREADY_VERIFIED: 409,
  VERIFICATION_CODE_INVALID: 422,
  VERIFICATION_CODE_EXPIRED: 422,
  VERIFICATION_CODE_BURNT: 422,
  RESEND_TOO_SOON: 429,
  SIGN_UP_USER_NOT_FOUND: 404,
  COMPANY_ALREADY_CREATED: 409,
  VERIFY_EMAIL_FIRST: 403,
  SIGN_UP_EXPIRED: 403,
  RESET_LINK_INVALID: 422,
  // Invitations
  INVITATIONS_NOT_SENT: 422,
  ROLE_UNKNOWN: 422,
  ROLE_NOT_GRANTABLE: 422,
  ALREADY_MEMBER: 422,
  EMAIL_HAS_ACCOUNT: 409,
  DUPLICATE_INVITATION: 422,
  INVITATION_INVALID: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  // Profile
  ACCOUNT_NOT_FOUND: 404,
  USERNAME_TAKEN: 422,
  PASSWORD_INCORRECT: 422,
  CURRENT_PASSWORD_INCORRECT: 422,
  SAME_PASSWORD: 422,
  SAME_EMAIL: 422,
  EMAIL_IN_USE: 422,
  EMAIL_CHANGE_NOT_PENDING: 422,
  EMAIL_CODE_INVALID: 422,
  EMAIL_CODE_EXPIRED: 422,
  EMAIL_CODE_BURNT: 422,
  SESSION_NOT_FOUND: 404,
  // People and roles
  ORGANISATION_NOT_FOUND: 404,
  LAST_OWNER: 409,
  DEACTIVATE_SELF: 409,
  // Tickets
  TICKET_NOT_FOUND: 404,
  TICKET_ALREADY_IN_STATUS: 409,
  TICKET_TRANSITION_NOT_ALLOWED: 409,
  REASON_REQUIRED: 422,
  // People, roles and teams
  INVITATION_NOT_FOUND: 404,
  INVITATION_ALREADY_ACCEPTED: 409,
  USER_NOT_FOUND: 404,
  BUILDING_UNKNOWN: 422,
  CONTRACTOR_UNKNOWN: 422,
  BUILDING_ACCESS_OUT_OF_SCOPE: 403,
  PRIVILEGE_GRANT: 403,
  PRIVILEGE_CHANGE_ROLE: 403,
  PRIVILEGE_REMOVE_ROLE: 403,
  PRIVILEGE_CHANGE_USER: 403,
  ROLE_NOT_FOUND: 404,
  ROLE_IS_DEFAULT: 409,
  ROLE_NAME_TAKEN: 422,
  ROLE_COPY_NOT_FOUND: 422,
  ROLE_STILL_HELD: 409,
  ROLE_PENDING_INVITATIONS: 409,
  TEAM_NOT_FOUND: 404,
  NOT_TEAM_MEMBER: 404,
  TEAM_LEAD_NOT_MEMBER: 422,
  TEAM_MEMBERS_NOT_MEMBERS: 422,
  PERSON_NOT_MEMBER: 422,
  LEAVE_NOT_FOUND: 404,
  LEAVE_OWN_ONLY: 403,
  LEAVE_OVERLAP: 409,
  NO_CONTRACTOR_ROLE: 409,
  // Billing
  SUBSCRIPTION_NONE: 404,
  SUBSCRIPTION_ENDED: 409,
  SUBSCRIPTION_SAME_PLAN: 409,
  SUBSCRIPTION_ALREADY_CANCELLING: 409,
  SUBSCRIPTION_NOT_CANCELLING: 409,
  BILLING_ACCOUNT_NOT_FOUND: 404,
  BILLING_NOT_VERIFIED: 403,
  BILLING_DEACTIVATED: 403,
  BILLING_NO_ORGANISATION: 409,
  BILLING_NOT_OWNER: 403,
  ALREADY_SUBSCRIBED: 409,
  PLAN_UNAVAILABLE: 422,
  CARD_NOT_RECOGNISED: 422,
  PAYMENT_METHOD_REQUIRED: 422,
  SUBSCRIPTION_NOT_WITH_PROVIDER: 409,
  // Ticket categories
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_NAME_TAKEN: 409,
  CATEGORY_IS_DEFAULT: 409,
  CATEGORY_IN_USE: 409,
  // Ticket work, feedback links, SLA settings, team records, imports and views
  TICKET_CHANGE_FORBIDDEN: 403,
  JOB_SHEET_NOT_READY: 409,
  PART_NOT_FOUND: 404,
  TIMER_RUNNING: 409,
  TIME_LOG_NOT_FOUND: 404,
  TIME_OTHERS_FORBIDDEN: 403,
  TIME_PERSON_UNKNOWN: 422,
  TIME_START_IN_FUTURE: 422,
  FILE_NOT_FOUND: 404,
  TICKET_ATTACH_FORBIDDEN: 403,
  TICKET_FILE_REMOVE_FORBIDDEN: 403,
  MENTION_UNKNOWN: 422,
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  FEEDBACK_ALREADY_GIVEN: 409,
  REOPEN_CLOSED: 409,
  TICKET_NOT_COMPLETED: 409,
  SLA_POLICY_NOT_FOUND: 404,
  HOLIDAY_TAKEN: 409,
  HOLIDAY_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  CONTRACTOR_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  IMPORT_ALREADY_RUN: 409,
  IMPORT_PROCESSING: 409,
  IMPORT_REPORT_NOT_READY: 404,
  VIEW_NOT_FOUND: 404,
  VIEW_DELETE_FORBIDDEN: 403,
  BUILDING_DELETE_FORBIDDEN: 403,
  LOCATION_DELETE_FORBIDDEN: 403,
  // Buildings and locations
  BUILDING_NOT_FOUND: 404,
  BUILDING_CODE_TAKEN: 422,
  BUILDING_OUT_OF_SCOPE: 403,
  LOCATION_NOT_FOUND: 404,
  LOCATION_CODE_TAKEN: 422,
  LOCATION_PARENT_UNKNOWN: 422,
  LOCATION_PARENT_OTHER_BUILDING: 422,
  LOCATION_CYCLE: 422,
  BUILDING_HAS_ASSETS: 409,
  BUILDING_HAS_TICKETS: 409,
  LOCATION_HAS_CHILDREN: 409,
  LOCATION_HAS_ASSETS: 409,
  // Purchase orders and invoices
  ASSET_NOT_FOUND: 404,
  PURCHASE_ORDER_NOT_FOUND: 404,
  SUPPLIER_REQUIRED: 422,
  DUE_BEFORE_ISSUE: 422,
  DOCUMENT_NUMBER_TAKEN: 422,
  PROCUREMENT_APPROVE_FORBIDDEN: 403,
  // Files and imports
  FILE_EMPTY: 422,
  FILE_TOO_LARGE: 413,
  UPLOAD_TOO_LARGE: 413,
  FILE_TYPE_NOT_ACCEPTED: 415,
  IMAGE_REQUIRED: 415,
  IMAGE_UNREADABLE: 422,
  MULTIPART_REQUIRED: 415,
  FILE_REQUIRED: 422,
  IMPORT_ENTITY_REQUIRED: 422,
  IMPORT_FILE_TYPE: 415,
  IMPORT_ENTITY_FORBIDDEN: 403,
  IMPORT_FORBIDDEN: 403,
  IMPORT_NO_HEADER: 422,
  SPREADSHEET_UNREADABLE: 422,
} as const;

export const ERROR_STATUS = { ...GENERIC_ERROR_STATUS, ...DOMAIN_ERROR_STATUS } as const;

export type TGenericErrorCode = keyof typeof GENERIC_ERROR_STATUS;
export type TDomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;
export type TErrorCode = TGenericErrorCode | TDomainErrorCode;

export const GENERIC_ERROR_CODES = Object.keys(GENERIC_ERROR_STATUS) as TGenericErrorCode[];
export const DOMAIN_ERROR_CODES = Object.keys(DOMAIN_ERROR_STATUS) as TDomainErrorCode[];
export const ERROR_CODES = Object.keys(ERROR_STATUS) as TErrorCode[];

export const ZErrorCode = z.enum(ERROR_CODES);

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function isDomainErrorCode(value: unknown): value is TDomainErrorCode {
  return typeof value === 'string' && Object.hasOwn(DOMAIN_ERROR_STATUS, value);
}

/** Where a code's sentence lives in packages/i18n (namespace `errors`). */
export function errorTranslationKey(code: TErrorCode): `errors:codes.${TErrorCode}` {
  return `errors:codes.${code}`;
}

/** The values a message is built with (a count of seconds, a status); `count` picks plurals. */
export const ZErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TErrorParams = z.infer<typeof ZErrorParams>;

export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorBody = z
  .object({
    message: z.string(),
    code: ZErrorCode,
    errors: ZFieldErrors.optional(),
    params: ZErrorParams.optional(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
