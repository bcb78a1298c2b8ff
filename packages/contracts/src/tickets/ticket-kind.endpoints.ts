/**
 * Operations of one kind of ticket (list, detail, changes, categories, work record, job sheet),
 * built from the kind table so every prefix is written once.
 */
import type { TTicketKind } from './fields.ts';
import { TICKET_KINDS, type TicketKindInfo } from './kinds.ts';
import {
  bulkEndpoint,
  defineEndpoint,
  download,
  exportEndpoint,
  listEndpoint,
  noContent,
  uploadEndpoint,
} from '../endpoints/define.ts';
import {
  ZJobSheetQuery,
  ZTicketActivity,
  ZTicketActivityQuery,
  ZTicketActivityResponse,
  ZTicketCommentRequest,
  ZTicketFileParams,
  ZTicketPartParams,
  ZTicketPartRequest,
  ZTicketTimeLogChangeRequest,
  ZTicketTimeLogParams,
  ZTicketTimeLogRequest,
  ZTicketWatchRequest,
} from './activity.ts';
import {
  ZCreateTicketRequest,
  ZTicketBulkRequest,
  ZTicketBulkResponse,
  ZTicketCategory,
  ZTicketCategoryListResponse,
  ZTicketCategoryParams,
  ZTicketCategoryRequest,
  ZTicketDetail,
  ZTicketExportQuery,
  ZTicketFile,
  ZTicketListQuery,
  ZTicketListResponse,
  ZTicketOptions,
  ZTicketParams,
  ZTicketStatusRequest,
  ZUpdateTicketRequest,
} from './tickets.ts';

/** The operations of one kind of ticket, under its own prefix and permission subject. */
export function buildTicketKindEndpoints(kind: TicketKindInfo) {
  const tags = [`${kind.kind} tickets`];
  // Work on a ticket is open to readers of its kind and to its assignees through My Jobs; the
  // service then checks the specific ticket.
  const readOrMyJobs = {
    anyPermission: [
      { action: 'read', subject: kind.subject },
      { action: 'read', subject: 'my jobs' },
    ],
  } as const;
  return {
    list: listEndpoint({
      path: `/v1/${kind.apiPath}`,
      query: ZTicketListQuery,
      response: ZTicketListResponse,
      access: { permission: { action: 'read', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Tickets, a page at a time, with search, filters and sorting',
      description:
        'Only tickets the caller may see (building scope, contractor company, own tickets for reporters). `location_id` includes the locations under it; `search` also finds a number typed whole (RT-000123, 123). Default order: newest first.',
    }),
    export: exportEndpoint({
      path: `/v1/${kind.apiPath}/export`,
      query: ZTicketExportQuery,
      access: { permission: { action: 'read', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Export the list (same filters, search and sort) as CSV or XLSX',
    }),
    options: defineEndpoint({
      method: 'GET',
      path: `/v1/${kind.apiPath}/options`,
      responses: { 200: ZTicketOptions },
      errors: [401, 403],
      access: {
        anyPermission: [
          { action: 'add', subject: kind.subject },
          { action: 'write', subject: kind.subject },
        ],
      },
      tags: [kind.apiPath],
      summary: 'What the create and edit forms offer: people, teams, contractors, categories',
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}`,
      body: ZCreateTicketRequest,
      responses: { 201: ZTicketDetail },
      errors: [401, 403, 409, 422],
      access: { permission: { action: 'add', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Report a ticket; it gets the next number of its kind and its SLA deadlines',
      description:
        'The reporter is `reporter_user_id`, or a person without an account (name, e-mail, phone), or by default the caller. Assigning anyone at creation makes it `assigned`. Choosing assignees, a team, a contractor, watchers or another reporter needs write on the kind, as changing them later does (403 `TICKET_ASSIGN_FORBIDDEN`).',
    }),
    bulk: bulkEndpoint({
      path: `/v1/${kind.apiPath}/bulk`,
      body: ZTicketBulkRequest,
      response: ZTicketBulkResponse,
      access: { permission: { action: 'write', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Assign or move several tickets',
      description:
        'Each ticket is handled on its own; `results` says which were refused and why (an illegal move, a ticket not found).',
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/v1/${kind.apiPath}/:id`,
      params: ZTicketParams,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: {
        anyPermission: [
          { action: 'read', subject: kind.subject },
          { action: 'read', subject: 'my jobs' },
        ],
      },
      tags: [kind.apiPath],
      summary: 'A ticket with its work record, costs, files and what the caller may do',
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: `/v1/${kind.apiPath}/:id`,
      params: ZTicketParams,
      body: ZUpdateTicketRequest,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: {
        anyPermission: [
          { action: 'write', subject: kind.subject },
          { action: 'write', subject: 'my jobs' },
        ],
      },
      tags: [kind.apiPath],
      summary: 'Change a ticket (only the fields sent)',
      description:
        'Needs write on the kind, or being assigned with write on my jobs. A change of priority, category or building recomputes the SLA deadlines from the creation.',
    }),
    move: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/:id/status`,
      params: ZTicketParams,
      body: ZTicketStatusRequest,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 409, 422],
      access: {
        anyPermission: [
          { action: 'write', subject: kind.subject },
          { action: 'write', subject: 'my jobs' },
        ],
      },
      tags: [kind.apiPath],
      summary: 'Move a ticket to another status',
      description:
        'Only the moves of the lifecycle (409 otherwise, saying why). On hold, cancelled and reopened need a `reason`; completing may carry notes and drawn signatures.',
    }),
    listCategories: defineEndpoint({
      method: 'GET',
      path: `/v1/${kind.apiPath}/categories`,
      responses: { 200: ZTicketCategoryListResponse },
      errors: [401, 403],
      access: { permission: { action: 'read', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Categories of this kind, with how many tickets use each',
      description: 'Default categories carry a `key` the app translates them by.',
    }),
    createCategory: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/categories`,
      body: ZTicketCategoryRequest,
      responses: { 201: ZTicketCategory },
      errors: [401, 403, 404, 409, 422],
      access: { permission: { action: 'write', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Add a category (409 when the name exists)',
    }),
    renameCategory: defineEndpoint({
      method: 'PATCH',
      path: `/v1/${kind.apiPath}/categories/:id`,
      params: ZTicketCategoryParams,
      body: ZTicketCategoryRequest,
      responses: { 200: ZTicketCategory },
      errors: [401, 403, 404, 409, 422],
      access: { permission: { action: 'write', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Rename a category',
    }),
    deleteCategory: defineEndpoint({
      method: 'DELETE',
      path: `/v1/${kind.apiPath}/categories/:id`,
      params: ZTicketCategoryParams,
      responses: { 204: noContent('Deleted') },
      errors: [401, 403, 404, 409, 422],
      access: { permission: { action: 'write', subject: kind.subject } },
      tags: [kind.apiPath],
      summary: 'Delete a category',
      description: 'Refused (409) while tickets use it, and for default categories (rename them).',
    }),
    activity: listEndpoint({
      path: `/v1/${kind.apiPath}/:id/activity`,
      params: ZTicketParams,
      query: ZTicketActivityQuery,
      response: ZTicketActivityResponse,
      errors: [404],
      access: readOrMyJobs,
      tags,
      summary: 'The timeline of a ticket, oldest first (the last page holds the newest entries)',
      description:
        'Each entry has its actor, mentions and attached files (signed links). People who neither hold write on this kind nor are assigned to the ticket (its reporter, read-only viewers) see public entries only.',
    }),
    comment: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/:id/comments`,
      params: ZTicketParams,
      body: ZTicketCommentRequest,
      responses: { 201: ZTicketActivity },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Comment on a ticket (internal, or public: visible to the reporter)',
      description:
        'Allowed to whoever may change the ticket, and to its reporter (whose comments are always public; anyone else: 403). `mention_ids` must be users of the organisation (they are notified in the app and by e-mail; watchers and assignees in the app). `file_ids` are files already uploaded to this ticket (POST .../files); they move onto the comment. The first public comment of someone working on the ticket is its SLA response.',
    }),
    watch: defineEndpoint({
      method: 'PUT',
      path: `/v1/${kind.apiPath}/:id/watch`,
      params: ZTicketParams,
      body: ZTicketWatchRequest,
      responses: { 204: noContent('Done') },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Watch or stop watching a ticket (the caller; anyone who can see it)',
    }),
    uploadFile: uploadEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/:id/files`,
      params: ZTicketParams,
      response: ZTicketFile,
      errors: [404],
      access: readOrMyJobs,
      tags,
      summary: 'Attach a photo or document (multipart/form-data, one file in `file`)',
      description:
        "Images become photos (scaled down), other accepted types documents; too large: 413, unknown type: 415. Recorded on the timeline as an attachment (public when the ticket's reporter adds it). Allowed to whoever may change the ticket and its reporter.",
    }),
    deleteFile: defineEndpoint({
      method: 'DELETE',
      path: `/v1/${kind.apiPath}/:id/files/:fileId`,
      params: ZTicketFileParams,
      responses: { 204: noContent('Removed') },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Remove a file (its uploader, or someone with write on this kind)',
    }),
    logTime: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/:id/time-logs`,
      params: ZTicketParams,
      body: ZTicketTimeLogRequest,
      responses: { 201: ZTicketDetail },
      errors: [401, 403, 404, 409, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Start a timer (no duration) or record time spent (duration_minutes)',
      description:
        "Needs write on this kind, or being assigned with write on my jobs (403 otherwise). Answers with the refreshed ticket. `user_id` other than the caller needs write on this kind. A second timer for the same person on this ticket: 409. Rate: contractor staff their company's hourly rate, everyone else the organisation's default rate.",
    }),
    updateTimeLog: defineEndpoint({
      method: 'PATCH',
      path: `/v1/${kind.apiPath}/:id/time-logs/:logId`,
      params: ZTicketTimeLogParams,
      body: ZTicketTimeLogChangeRequest,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Stop a running timer (whole minutes, rounded up) or edit a log',
      description:
        "Needs write on this kind, or being assigned with write on my jobs (403 otherwise). Answers with the refreshed ticket. Another person's log needs write on this kind.",
    }),
    deleteTimeLog: defineEndpoint({
      method: 'DELETE',
      path: `/v1/${kind.apiPath}/:id/time-logs/:logId`,
      params: ZTicketTimeLogParams,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Remove a time log',
      description:
        "Needs write on this kind, or being assigned with write on my jobs (403 otherwise). Answers with the refreshed ticket. Another person's log needs write on this kind.",
    }),
    addPart: defineEndpoint({
      method: 'POST',
      path: `/v1/${kind.apiPath}/:id/parts`,
      params: ZTicketParams,
      body: ZTicketPartRequest,
      responses: { 201: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Add a part (total = quantity x unit cost, rounded to the cent)',
      description:
        'Needs write on this kind, or being assigned with write on my jobs (403 otherwise). Answers with the refreshed ticket.',
    }),
    deletePart: defineEndpoint({
      method: 'DELETE',
      path: `/v1/${kind.apiPath}/:id/parts/:partId`,
      params: ZTicketPartParams,
      responses: { 200: ZTicketDetail },
      errors: [401, 403, 404, 422],
      access: readOrMyJobs,
      tags,
      summary: 'Remove a part',
      description:
        'Needs write on this kind, or being assigned with write on my jobs (403 otherwise). Answers with the refreshed ticket.',
    }),
    jobSheet: defineEndpoint({
      method: 'GET',
      path: `/v1/${kind.apiPath}/:id/job-sheet.pdf`,
      params: ZTicketParams,
      query: ZJobSheetQuery,
      responses: { 200: download(['application/pdf']) },
      errors: [401, 403, 404, 409, 422],
      access: readOrMyJobs,
      tags,
      summary: 'The job sheet of a completed or closed ticket, as a PDF (en, fr or ar)',
      description:
        'Branding, details, status history, completion notes, time, parts, purchase orders and invoices, costs, up to six photos and the signatures. Any other status: 409.',
    }),
  };
}

export type TicketKindEndpoints = ReturnType<typeof buildTicketKindEndpoints>;

/** Every kind's operations, built once: \`ticketKindEndpoints[kind].get\`. */
export const ticketKindEndpoints: Record<TTicketKind, TicketKindEndpoints> = {
  reactive: buildTicketKindEndpoints(TICKET_KINDS.reactive),
  general: buildTicketKindEndpoints(TICKET_KINDS.general),
  ppm: buildTicketKindEndpoints(TICKET_KINDS.ppm),
};
