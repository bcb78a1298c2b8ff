/**
 * Forms: starting one from a template (on a ticket, an asset or on its own), saving answers as
 * they are given, files, completing, signing, the list, its export and a form's PDF.
 */
import {
  defineEndpoint,
  download,
  exportEndpoint,
  listEndpoint,
  noContent,
  uploadEndpoint,
} from '../endpoints/define.ts';
import {
  ZCreateFormRequest,
  ZFormDetail,
  ZFormExportQuery,
  ZFormFileUpload,
  ZFormListQuery,
  ZFormListResponse,
  ZFormParams,
  ZSaveFormAnswersRequest,
  ZSignatureCodeResponse,
  ZSignFormRequest,
} from './forms.ts';

const read = { permission: { action: 'read', subject: 'forms' } } as const;
const fill = { permission: { action: 'write', subject: 'forms' } } as const;
const tags = ['forms'];

export const formEndpoints = {
  list: listEndpoint({
    path: '/v1/forms',
    query: ZFormListQuery,
    response: ZFormListResponse,
    access: read,
    tags,
    summary: 'Filled and in-progress forms, newest first',
    description:
      'Filters: `template_id`, `asset_id`, `building_id`, `ticket_id` (filled on it), `opened_ticket_id` (whose failure opened it), `status`, `result`, `filled_by`, `from`/`to` (started). `search` matches the number and the template. A user limited to some buildings, or working for a contractor, sees the forms of their work.',
  }),
  exportAnswers: exportEndpoint({
    path: '/v1/forms/export',
    query: ZFormExportQuery,
    access: read,
    tags,
    summary: 'Answers of one template version as CSV or XLSX, one column per field',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/forms',
    body: ZCreateFormRequest,
    responses: { 201: ZFormDetail },
    errors: [401, 403, 404, 409, 422],
    access: { permission: { action: 'add', subject: 'forms' } },
    tags,
    summary: "Start a form with a template's latest version",
    description:
      'On a ticket the caller can see, the form takes its asset, location and building. An archived or never-published template is refused (409).',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/forms/:id',
    params: ZFormParams,
    responses: { 200: ZFormDetail },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary:
      'A form with its definition, answers, progress, the tickets it opened and its signature',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/v1/forms/:id',
    params: ZFormParams,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 409, 422],
    access: fill,
    tags,
    summary: 'Delete a form in progress (a completed one stays: 409)',
  }),
  saveAnswers: defineEndpoint({
    method: 'PUT',
    path: '/v1/forms/:id/answers',
    params: ZFormParams,
    body: ZSaveFormAnswersRequest,
    responses: { 200: ZFormDetail },
    errors: [401, 403, 404, 409, 422],
    access: fill,
    tags,
    summary: 'Save answers (one, or a batch kept while offline); failing answers open tickets',
    description:
      "Each answer is checked against its field's type (422 at `answers.N.value`). A failing inspection or a number out of range whose field opens tickets opens one reactive ticket, once per form and field, however often the answer is saved. A locked form answers 409.",
  }),
  uploadFile: uploadEndpoint({
    method: 'POST',
    path: '/v1/forms/:id/files',
    params: ZFormParams,
    response: ZFormFileUpload,
    errors: [404, 409],
    access: fill,
    tags,
    summary: 'Upload a photo, a file or a drawn signature for a field (then name it in an answer)',
    description: 'Multipart: `field_key`, then `file`. Photos and signatures are images.',
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/v1/forms/:id/complete',
    params: ZFormParams,
    responses: { 200: ZFormDetail },
    errors: [401, 403, 404, 409, 422],
    access: fill,
    tags,
    summary:
      'Complete a form whose required answers are given (a template needing a signature is signed instead: 409)',
    idempotent: false,
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/v1/forms/:id/reopen',
    params: ZFormParams,
    responses: { 200: ZFormDetail },
    errors: [401, 403, 404, 409, 422],
    access: fill,
    tags,
    summary: 'Reopen a completed form that is not signed (those who manage templates)',
    idempotent: false,
  }),
  requestSignatureCode: defineEndpoint({
    method: 'POST',
    path: '/v1/forms/:id/signature-code',
    params: ZFormParams,
    responses: { 202: ZSignatureCodeResponse },
    errors: [401, 403, 404, 409, 422, 429],
    access: fill,
    tags,
    summary: 'E-mail the caller a one-time code to confirm their signature (valid 10 minutes)',
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/v1/forms/:id/sign',
    params: ZFormParams,
    body: ZSignFormRequest,
    responses: { 200: ZFormDetail },
    errors: [401, 403, 404, 409, 422, 429],
    access: fill,
    tags,
    summary:
      'Sign and complete: the signer confirms who they are (password or e-mailed code); the form is locked',
    idempotent: false,
  }),
};

/** The form as a document: kept apart so the PDF, its own piece of the module, registers it. */
export const formDocumentEndpoints = {
  pdf: defineEndpoint({
    method: 'GET',
    path: '/v1/forms/:id/pdf',
    params: ZFormParams,
    responses: { 200: download(['application/pdf']) },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: "The form as a PDF in the reader's language, with the organisation's branding",
  }),
};
