/** Purchase orders under /v1/purchase-orders: list, CRUD, status moves and the attached file. */
import {
  ZCreatePurchaseOrderRequest,
  ZProcurementParams,
  ZPurchaseOrderDetail,
  ZPurchaseOrderListQuery,
  ZPurchaseOrderListResponse,
  ZPurchaseOrderStatusRequest,
  ZUpdatePurchaseOrderRequest,
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
import { PURCHASE_ORDER, type ProcurementDeps } from './procurement.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const deleted = z.null().describe('Deleted');
const tags = ['purchase orders'];
const kind = PURCHASE_ORDER;
type Detail = z.infer<typeof ZPurchaseOrderDetail>;

export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ deps: ProcurementDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/purchase-orders',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Purchase orders, newest first, with their supplier, totals, asset and file',
        description:
          'Filters: `asset_id`, `ticket_id`, `status`, `supplier_contractor_id`; `search` matches the number ' +
          'and the supplier. A user limited to some buildings sees the orders of their assets only.',
        querystring: ZPurchaseOrderListQuery,
        response: {
          200: ZPurchaseOrderListResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(422),
        },
      },
    },
    async (request) =>
      (await listDocuments(deps, kind, authOf(request), request.query)) as z.infer<
        typeof ZPurchaseOrderListResponse
      >,
  );

  app.post(
    '/purchase-orders',
    {
      config: { permission: { action: 'add', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Create a purchase order (a draft); totals are computed from the lines',
        description: 'Totals sent by the client are ignored. The number is generated when empty.',
        body: ZCreatePurchaseOrderRequest,
        response: { 201: ZPurchaseOrderDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send((await createDocument(deps, kind, authOf(request), request.body)) as Detail),
  );

  app.get(
    '/purchase-orders/:id',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags,
        summary: 'A purchase order with its lines',
        params: ZProcurementParams,
        response: { 200: ZPurchaseOrderDetail, ...ERRORS },
      },
    },
    async (request) =>
      (await documentDetail(deps, kind, authOf(request), request.params.id)) as Detail,
  );

  app.patch(
    '/purchase-orders/:id',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Change a purchase order (sending `lines` replaces them all)',
        description:
          'Once approved, received or cancelled its lines, currency and supplier are locked (409).',
        params: ZProcurementParams,
        body: ZUpdatePurchaseOrderRequest,
        response: { 200: ZPurchaseOrderDetail, ...ERRORS, ...errorResponses(409) },
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
    '/purchase-orders/:id',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Delete a draft purchase order (others are cancelled instead: 409)',
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
    '/purchase-orders/:id/status',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Move a purchase order: draft → sent → approved → received; cancel until received',
        description: 'Approving needs (manage, assets) and records who and when. Other moves: 409.',
        params: ZProcurementParams,
        body: ZPurchaseOrderStatusRequest,
        response: { 200: ZPurchaseOrderDetail, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request) =>
      (await changeStatus(deps, kind, authOf(request), request.params.id, request.body)) as Detail,
  );

  app.put(
    '/purchase-orders/:id/file',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags,
        summary: 'Attach a file (multipart/form-data, field `file`), replacing any earlier one',
        consumes: ['multipart/form-data'],
        params: ZProcurementParams,
        response: { 200: ZPurchaseOrderDetail, ...ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      (await attachFile(deps, kind, authOf(request), request.params.id, () =>
        readUpload(request),
      )) as Detail,
  );

  app.delete(
    '/purchase-orders/:id/file',
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
