/** Contractor companies, their documents and inviting their staff (under /v1/contractors). */
import { contractorEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { worded } from '../../plugins/language.ts';
import { addDocument, deleteDocument, listDocuments } from './contractor-documents.service.ts';
import { inviteContractorUser } from './contractor-invitations.service.ts';
import {
  contractorDetail,
  createContractor,
  deleteContractor,
  listContractors,
  updateContractor,
} from './contractors.service.ts';
import type { TeamDeps } from './team.shared.ts';

export interface ContractorRoutesOptions {
  deps: TeamDeps;
  /** The web app's public address for invitation links; the request's own origin otherwise. */
  appUrl: string | undefined;
}

export const contractorRoutes: FastifyPluginAsyncZod<ContractorRoutesOptions> = async (
  app,
  { deps, appUrl },
) => {
  route(app, contractorEndpoints.listContractors, async (request) =>
    listContractors(deps, authOf(request), request.query),
  );

  route(app, contractorEndpoints.createContractor, async (request) =>
    createContractor(deps, authOf(request), request.body),
  );

  route(app, contractorEndpoints.getContractor, async (request) =>
    contractorDetail(deps, authOf(request), request.params.id),
  );

  route(app, contractorEndpoints.updateContractor, async (request) =>
    updateContractor(deps, authOf(request), request.params.id, request.body),
  );

  route(app, contractorEndpoints.deleteContractor, async (request) => {
    await deleteContractor(deps, authOf(request), request.params.id);
  });

  route(app, contractorEndpoints.listContractorDocuments, async (request) =>
    listDocuments(deps, authOf(request), request.params.id),
  );

  route(app, contractorEndpoints.uploadContractorDocument, async (request) =>
    addDocument(deps, authOf(request), request.params.id, () => readUpload(request)),
  );

  route(app, contractorEndpoints.deleteContractorDocument, async (request) => {
    await deleteDocument(deps, authOf(request), request.params.id, request.params.docId);
  });

  route(
    app,
    contractorEndpoints.inviteContractorUser,
    async (request) =>
      worded(
        request,
        await inviteContractorUser(
          { ...deps, appUrl: appUrl ?? `${request.protocol}://${request.host}` },
          authOf(request),
          request.params.id,
          request.body,
        ),
      ),
    { preValidation: app.mailQuota.signedIn() },
  );
};
