/**
 * Reports delivered later: exports run on the job queue (read report, like the synchronous
 * export), schedules that e-mail a report to people of the organisation (write report), and the
 * public unsubscribe links of those e-mails (the page's, and mail clients' one-click address).
 */
import { defineEndpoint, noContent } from '../endpoints/define.ts';
import {
  ZCreateReportExportRequest,
  ZReportExport,
  ZReportExportParams,
} from './report-exports.ts';
import {
  ZCreateReportScheduleRequest,
  ZReportRecipientList,
  ZReportRecipientQuery,
  ZReportSchedule,
  ZReportScheduleList,
  ZReportScheduleParams,
  ZReportUnsubscribeRequest,
  ZReportUnsubscribeResult,
  ZUpdateReportScheduleRequest,
} from './report-schedules.ts';
import { ZReportParams } from './reports.ts';

const read = { permission: { action: 'read', subject: 'report' } } as const;
const write = { permission: { action: 'write', subject: 'report' } } as const;
const tags = ['reports'];

export const reportDeliveryEndpoints = {
  createExport: defineEndpoint({
    method: 'POST',
    path: '/v1/reports/:key/exports',
    params: ZReportParams,
    body: ZCreateReportExportRequest,
    responses: { 201: ZReportExport },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: 'Export a report in the background: the export, queued',
    description:
      'The body is the report query with `format`. Poll GET /v1/reports/exports/:id for progress; when done, its `file` has a download link, and the caller gets it by e-mail too. Files are removed after REPORT_EXPORT_DAYS days.',
  }),
  getExport: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/exports/:id',
    params: ZReportExportParams,
    responses: { 200: ZReportExport },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: 'One of my report exports: status, progress and, when done, the file',
    description: "Another person's export, or an expired one, answers 404.",
  }),
  listSchedules: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/schedules',
    responses: { 200: ZReportScheduleList },
    errors: [401, 403],
    access: write,
    tags,
    summary: "The organisation's scheduled reports, with their last and next run",
  }),
  scheduleRecipients: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/schedules/recipients',
    query: ZReportRecipientQuery,
    responses: { 200: ZReportRecipientList },
    errors: [401, 403, 422],
    access: write,
    tags,
    summary: 'Active members who may open a report (at most 20, by name)',
  }),
  getSchedule: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/schedules/:id',
    params: ZReportScheduleParams,
    responses: { 200: ZReportSchedule },
    errors: [401, 403, 404, 422],
    access: write,
    tags,
    summary: 'One scheduled report',
  }),
  createSchedule: defineEndpoint({
    method: 'POST',
    path: '/v1/reports/schedules',
    body: ZCreateReportScheduleRequest,
    responses: { 201: ZReportSchedule },
    errors: [401, 403, 404, 422],
    access: write,
    tags,
    summary: 'Schedule a report by e-mail; the caller is its owner',
    description:
      "Each run sends the report as the owner sees it then. Recipients must be active members who may open the report (422 on `recipient_ids.N` otherwise); the caller must be able to open it too (403). A building that is not the organisation's answers 404.",
  }),
  updateSchedule: defineEndpoint({
    method: 'PATCH',
    path: '/v1/reports/schedules/:id',
    params: ZReportScheduleParams,
    body: ZUpdateReportScheduleRequest,
    responses: { 200: ZReportSchedule },
    errors: [401, 403, 404, 422],
    access: write,
    tags,
    summary: 'Change, pause or resume a scheduled report; the caller becomes its owner',
  }),
  deleteSchedule: defineEndpoint({
    method: 'DELETE',
    path: '/v1/reports/schedules/:id',
    params: ZReportScheduleParams,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 422],
    access: write,
    tags,
    summary: 'Delete a scheduled report',
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/v1/public/report-unsubscribe',
    body: ZReportUnsubscribeRequest,
    responses: { 200: ZReportUnsubscribeResult },
    errors: [400, 422, 429],
    access: { public: true },
    tags,
    summary: "Stop receiving a scheduled report: the e-mail's signed token, no sign-in",
    description:
      'Removes the person the link was sent to from the schedule; again, or once the schedule is gone, it answers the same confirmation. 400 for a token that was tampered with.',
  }),
  oneClickUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/v1/public/report-unsubscribe/one-click',
    query: ZReportUnsubscribeRequest,
    responses: { 200: ZReportUnsubscribeResult },
    errors: [400, 415, 422, 429],
    access: { public: true },
    tags,
    summary: "One-click unsubscribe (RFC 8058): the address in the e-mail's List-Unsubscribe",
    description:
      'Mail clients post `List-Unsubscribe=One-Click` here (form-encoded or multipart) once their reader chose to leave; the body is not read, the signed `token` in the address is the credential. Does what POST /v1/public/report-unsubscribe does, with no page shown. 400 for a token that was tampered with.',
  }),
};
