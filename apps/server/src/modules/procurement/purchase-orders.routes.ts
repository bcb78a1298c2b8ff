/** Purchase orders under /v1/purchase-orders: list, CRUD, status moves and the attached file. */
import type { ZPurchaseOrderDetail, ZPurchaseOrderListResponse } from '@mainstay/contracts';
import { procurementEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { z } from 'zod';

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
const kind = PURCHASE_ORDER;
type Detail = z.infer<typeof ZPurchaseOrderDetail>;

export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ deps: ProcurementDeps }> = async (
  app,
  { deps },
) => {
  route(
    app,
    procurementEndpoints.listPurchaseOrders,
    async (request) =>
      (await listDocuments(deps, kind, authOf(request), request.query)) as z.infer<
        typeof ZPurchaseOrderListResponse
      >,
  );

  route(
    app,
    procurementEndpoints.createPurchaseOrder,
    async (request) => (await createDocument(deps, kind, authOf(request), request.body)) as Detail,
  );

  route(
    app,
    procurementEndpoints.getPurchaseOrder,
    async (request) =>
      (await documentDetail(deps, kind, authOf(request), request.params.id)) as Detail,
  );

  route(
    app,
    procurementEndpoints.updatePurchaseOrder,
    async (request) =>
      (await updateDocument(
        deps,
        kind,
        authOf(request),
        request.params.id,
        request.body,
      )) as Detail,
  );

  route(app, procurementEndpoints.deletePurchaseOrder, async (request) => {
    await deleteDocument(deps, kind, authOf(request), request.params.id);
  });

  route(
    app,
    procurementEndpoints.movePurchaseOrder,
    async (request) =>
      (await changeStatus(deps, kind, authOf(request), request.params.id, request.body)) as Detail,
  );

  route(
    app,
    procurementEndpoints.setPurchaseOrderFile,
    async (request) =>
      (await attachFile(deps, kind, authOf(request), request.params.id, () =>
        readUpload(request),
      )) as Detail,
  );

  route(app, procurementEndpoints.deletePurchaseOrderFile, async (request) => {
    await removeFile(deps, kind, authOf(request), request.params.id);
  });
};
