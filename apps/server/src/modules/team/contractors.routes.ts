/** Contractor companies, their documents and inviting their staff (under /v1/contractors). */
import {
  ZContractorDetail,
  ZContractorDocument,
  ZContractorDocumentListResponse,
  ZContractorDocumentParams,
  ZContractorListQuery,
  ZContractorListResponse,
  ZContractorParams,
  ZCreateContractorRequest,
  ZInviteContractorUserRequest,
  ZInviteContractorUserResponse,
  ZUpdateContractorRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
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

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const deleted = z.null().describe('Deleted');

export const contractorRoutes: FastifyPluginAsyncZod<ContractorRoutesOptions> = async (
  app,
  { deps, appUrl },
) => {
  app.get(
    '/contractors',
    {
      config: { permission: { action: 'read', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: "Contractor companies with a summary of their documents' expiry",
        description: "A contractor company's own staff see only their company.",
        querystring: ZContractorListQuery,
        response: { 200: ZContractorListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listContractors(deps, authOf(request), request.query),
  );

  app.post(
    '/contractors',
    {
      config: { permission: { action: 'add', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'Create a contractor company',
        body: ZCreateContractorRequest,
        response: { 201: ZContractorDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContractor(deps, authOf(request), request.body)),
  );

  app.get(
    '/contractors/:id',
    {
      config: { permission: { action: 'read', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'A contractor company with its users and pending invitations',
        params: ZContractorParams,
        response: { 200: ZContractorDetail, ...ERRORS },
      },
    },
    async (request) => contractorDetail(deps, authOf(request), request.params.id),
  );

  app.patch(
    '/contractors/:id',
    {
      config: { permission: { action: 'write', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'Change a contractor company',
        params: ZContractorParams,
        body: ZUpdateContractorRequest,
        response: { 200: ZContractorDetail, ...ERRORS },
      },
    },
    async (request) => updateContractor(deps, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/contractors/:id',
    {
      config: { permission: { action: 'manage', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'Delete a contractor company that has no users left (with its documents)',
        params: ZContractorParams,
        response: { 204: deleted, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await deleteContractor(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/contractors/:id/documents',
    {
      config: { permission: { action: 'read', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: "A contractor's documents, soonest expiry first, with links to their files",
        params: ZContractorParams,
        response: { 200: ZContractorDocumentListResponse, ...ERRORS },
      },
    },
    async (request) => listDocuments(deps, authOf(request), request.params.id),
  );

  app.post(
    '/contractors/:id/documents',
    {
      config: { permission: { action: 'write', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'Upload a document (multipart/form-data)',
        description:
          'Fields: `kind` (insurance, certification, licence or other), `name`, `expires_on` ' +
          '(YYYY-MM-DD, optional) and the `file` (PDF, image, Word, Excel, CSV or text; checked by content).',
        consumes: ['multipart/form-data'],
        params: ZContractorParams,
        response: { 201: ZContractorDocument, ...ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addDocument(deps, authOf(request), request.params.id, () => readUpload(request)),
        ),
  );

  app.delete(
    '/contractors/:id/documents/:docId',
    {
      config: { permission: { action: 'write', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: 'Delete a document and its file',
        params: ZContractorDocumentParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, authOf(request), request.params.id, request.params.docId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contractors/:id/invite',
    {
      config: { permission: { action: 'add', subject: 'Contractor' } },
      schema: {
        tags: ['contractors'],
        summary: "Invite a person by e-mail to join as the company's staff (Contractor role)",
        params: ZContractorParams,
        body: ZInviteContractorUserRequest,
        response: {
          200: ZInviteContractorUserResponse,
          ...ERRORS,
          ...errorResponses(409),
        },
      },
    },
    async (request) =>
      inviteContractorUser(
        { ...deps, appUrl: appUrl ?? `${request.protocol}://${request.host}` },
        authOf(request),
        request.params.id,
        request.body,
      ),
  );
};
