/**
 * __Title__: list, read, create, change and delete. The create, a POST answering 201, takes an
 * Idempotency-Key like every creating call (../idempotency.ts).
 */
import { defineEndpoint, noContent } from '../endpoints/define.ts';
import {
  ZCreate__PascalOne__Request,
  Z__PascalOne__,
  Z__PascalOne__ListQuery,
  Z__PascalOne__ListResponse,
  Z__PascalOne__Params,
  ZUpdate__PascalOne__Request,
} from './__kebab__.ts';

export const __camelOne__Endpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/__kebab__',
    query: Z__PascalOne__ListQuery,
    responses: { 200: Z__PascalOne__ListResponse },
    errors: [401, 403, 422],
    access: { permission: { action: 'read', subject: '__subject__' } },
    tags: ['__title__'],
    summary: '__Title__, paginated, with search and sorting',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/__kebab__/:id',
    params: Z__PascalOne__Params,
    responses: { 200: Z__PascalOne__ },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'read', subject: '__subject__' } },
    tags: ['__title__'],
    summary: 'One __titleOne__',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/__kebab__',
    body: ZCreate__PascalOne__Request,
    responses: { 201: Z__PascalOne__ },
    errors: [401, 403, 422],
    access: { permission: { action: 'add', subject: '__subject__' } },
    tags: ['__title__'],
    summary: 'Create a __titleOne__',
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/__kebab__/:id',
    params: Z__PascalOne__Params,
    body: ZUpdate__PascalOne__Request,
    responses: { 200: Z__PascalOne__ },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'write', subject: '__subject__' } },
    tags: ['__title__'],
    summary: 'Change a __titleOne__',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/__kebab__/:id',
    params: Z__PascalOne__Params,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'manage', subject: '__subject__' } },
    tags: ['__title__'],
    summary: 'Delete a __titleOne__',
  }),
};
