/** Invoices under /v1/invoices: list, CRUD, status moves and the attached file. */
import type { ZInvoiceDetail, ZInvoiceListResponse } from '@mainstay/contracts';
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
import { INVOICE, type ProcurementDeps } from './procurement.shared.ts';
const kind = INVOICE;
type Detail = z.infer<typeof ZInvoiceDetail>;

export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: ProcurementDeps }> = async (
  app,
  { deps },
) => {
  route(
    app,
    procurementEndpoints.listInvoices,
    async (request) =>
      (await listDocuments(deps, kind, authOf(request), request.query)) as z.infer<
        typeof ZInvoiceListResponse
      >,
  );

  route(
    app,
    procurementEndpoints.createInvoice,
    async (request) => (await createDocument(deps, kind, authOf(request), request.body)) as Detail,
  );

  route(
    app,
    procurementEndpoints.getInvoice,
    async (request) =>
      (await documentDetail(deps, kind, authOf(request), request.params.id)) as Detail,
  );

  route(
    app,
    procurementEndpoints.updateInvoice,
    async (request) =>
      (await updateDocument(
        deps,
        kind,
        authOf(request),
        request.params.id,
        request.body,
      )) as Detail,
  );

  route(app, procurementEndpoints.deleteInvoice, async (request) => {
    await deleteDocument(deps, kind, authOf(request), request.params.id);
  });

  route(
    app,
    procurementEndpoints.moveInvoice,
    async (request) =>
      (await changeStatus(deps, kind, authOf(request), request.params.id, request.body)) as Detail,
  );

  route(
    app,
    procurementEndpoints.setInvoiceFile,
    async (request) =>
      (await attachFile(deps, kind, authOf(request), request.params.id, () =>
        readUpload(request),
      )) as Detail,
  );

  route(app, procurementEndpoints.deleteInvoiceFile, async (request) => {
    await removeFile(deps, kind, authOf(request), request.params.id);
  });
};
