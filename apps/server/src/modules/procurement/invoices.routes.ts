/** Invoices under /v1/invoices: list, CRUD, status moves and the attached file. */
import {
  ZCreateInvoiceRequest,
  ZProcurementParams,
  ZInvoiceDetail,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoiceStatusRequest,
  ZUpdateInvoiceRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { attachFile, changeStatus, removeFile } from './document-actions.service.ts';
import {
  createDocument,
  deleteDocument,
  documentDetail,
  listDocuments,
  updateDocument,
} from './documents.service.ts';
import { INVOICE, type ProcurementDeps } from './procurement.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const deleted = z.null().describe('Deleted');
const tags = ['invoices'];
const kind = INVOICE;
type Detail = z.infer<typeof ZInvoiceDetail>;

export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: ProcurementDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/invoices',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags,
        summary:
          'Invoices, newest first, with their supplier, totals, asset, purchase order and file',
        description:
          'Filters: `asset_id`, `ticket_id`, `status`, `supplier_contractor_id`, `purchase_order_id`; `search` ' +
          'matches the number and the supplier. A user limited to some buildings sees the invoices ' +
          'of their assets only.',
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) =>
      (await listDocuments(deps, kind, authOf(request), request.query)) as z.infer<
        typeof ZInvoiceListResponse
      >,
  );

  app.post(
    '/invoices',
    {
      config: { permission: { action: 'add', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Create an invoice (a draft); totals are computed from the lines',
        description: 'Totals sent by the client are ignored. The number is generated when empty.',
        body: ZCreateInvoiceRequest,
        response: { 201: ZInvoiceDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send((await createDocument(deps, kind, authOf(request), request.body)) as Detail),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags,
        summary: 'An invoice with its lines',
        params: ZProcurementParams,
        response: { 200: ZInvoiceDetail, ...ERRORS },
      },
    },
    async (request) =>
      (await documentDetail(deps, kind, authOf(request), request.params.id)) as Detail,
  );

  app.patch(
    '/invoices/:id',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Change an invoice (sending `lines` replaces them all)',
        description: 'Once approved or paid its lines, currency and supplier are locked (409).',
        params: ZProcurementParams,
        body: ZUpdateInvoiceRequest,
        response: { 200: ZInvoiceDetail, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request) =>
      (await updateDocument(
        deps,
        kind,
        authOf(request),
        request.params.id,
        request.body,
      )) as Detail,
  );

  app.delete(
    '/invoices/:id',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Delete a draft invoice (others are kept: 409)',
        params: ZProcurementParams,
        response: { 204: deleted, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, kind, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/status',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary:
          'Move an invoice: draft → received → approved → paid; received or approved → disputed → received',
        description:
          'Approving needs (manage, assets) and records who and when; paying records when. Other moves: 409.',
        params: ZProcurementParams,
        body: ZInvoiceStatusRequest,
        response: { 200: ZInvoiceDetail, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request) =>
      (await changeStatus(deps, kind, authOf(request), request.params.id, request.body)) as Detail,
  );

  app.put(
    '/invoices/:id/file',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Attach a file (multipart/form-data, field `file`), replacing any earlier one',
        consumes: ['multipart/form-data'],
        params: ZProcurementParams,
        response: { 200: ZInvoiceDetail, ...ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      (await attachFile(deps, kind, authOf(request), request.params.id, () =>
        readUpload(request),
      )) as Detail,
  );

  app.delete(
    '/invoices/:id/file',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Remove the attached file',
        params: ZProcurementParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await removeFile(deps, kind, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
