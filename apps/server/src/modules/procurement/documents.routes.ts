/**
 * Purchase orders under /v1/purchase-orders and invoices under /v1/invoices: list, CRUD, status
 * moves and the attached file. Both kinds are served by the same handlers, told apart by their
 * DocumentKind; each route keeps its own endpoint table entry (path, permission and schemas,
 * which also shape the answer).
 */
import { procurementEndpoints as e, type EndpointDefinition } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, type EndpointHandler, type EndpointRequest } from '../../lib/route.ts';
import { authOf, type RequestAuth } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { attachFile, changeStatus, removeFile } from './document-actions.service.ts';
import {
  createDocument,
  deleteDocument,
  documentDetail,
  listDocuments,
  updateDocument,
} from './documents.service.ts';
import {
  INVOICE,
  PURCHASE_ORDER,
  type DocumentKind,
  type ProcurementDeps,
} from './procurement.shared.ts';

/** Each kind with its entries of the endpoint table, purchase orders first. */
const KINDS = [
  {
    kind: PURCHASE_ORDER,
    list: e.listPurchaseOrders,
    create: e.createPurchaseOrder,
    get: e.getPurchaseOrder,
    update: e.updatePurchaseOrder,
    remove: e.deletePurchaseOrder,
    move: e.movePurchaseOrder,
    setFile: e.setPurchaseOrderFile,
    removeFile: e.deletePurchaseOrderFile,
  },
  {
    kind: INVOICE,
    list: e.listInvoices,
    create: e.createInvoice,
    get: e.getInvoice,
    update: e.updateInvoice,
    remove: e.deleteInvoice,
    move: e.moveInvoice,
    setFile: e.setInvoiceFile,
    removeFile: e.deleteInvoiceFile,
  },
] as const;

export const documentRoutes: FastifyPluginAsyncZod<{ deps: ProcurementDeps }> = async (
  app,
  { deps },
) => {
  for (const { kind, ...endpoints } of KINDS) {
    /**
     * A route of this kind: the services answer either kind's shape (DocumentDetail), which
     * the entry's response schema then serialises as this kind's.
     */
    const on = <E extends EndpointDefinition>(
      endpoint: E,
      handle: (request: EndpointRequest<E>, auth: RequestAuth, kind: DocumentKind) => unknown,
    ) =>
      route(app, endpoint, (async (request) =>
        handle(request, authOf(request), kind)) as EndpointHandler<E>);

    on(endpoints.list, (request, auth) => listDocuments(deps, kind, auth, request.query));
    on(endpoints.create, (request, auth) => createDocument(deps, kind, auth, request.body));
    on(endpoints.get, (request, auth) => documentDetail(deps, kind, auth, request.params.id));
    on(endpoints.update, (request, auth) =>
      updateDocument(deps, kind, auth, request.params.id, request.body),
    );
    on(endpoints.remove, (request, auth) => deleteDocument(deps, kind, auth, request.params.id));
    on(endpoints.move, (request, auth) =>
      changeStatus(deps, kind, auth, request.params.id, request.body),
    );
    on(endpoints.setFile, (request, auth) =>
      attachFile(deps, kind, auth, request.params.id, () => readUpload(request)),
    );
    on(endpoints.removeFile, (request, auth) => removeFile(deps, kind, auth, request.params.id));
  }
};
