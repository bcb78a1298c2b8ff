/** The organisation's asset categories and custom field definitions. */
import {
  ZAssetCategory,
  ZAssetCategoryListResponse,
  ZAssetCategoryRequest,
  ZAssetCustomField,
  ZAssetCustomFieldListResponse,
  ZAssetSettingParams,
  ZCreateAssetCustomFieldRequest,
  ZUpdateAssetCustomFieldRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './asset-categories.ts';
import {
  createCustomField,
  deleteCustomField,
  listCustomFields,
  updateCustomField,
} from './asset-custom-fields.ts';
import type { AssetsDeps } from './assets.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const TAGS = ['assets'];
const READ = { permission: { action: 'read', subject: 'assets' } } as const;
const MANAGE = { permission: { action: 'manage', subject: 'assets' } } as const;
const deleted = z.null().describe('Deleted');

export const assetSettingsRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/asset-categories',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'Asset categories by name, with how many assets use each',
        response: { 200: ZAssetCategoryListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listCategories(deps, authOf(request)),
  );

  app.post(
    '/asset-categories',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Add a category',
        body: ZAssetCategoryRequest,
        response: { 201: ZAssetCategory, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(deps, authOf(request), request.body)),
  );

  app.patch(
    '/asset-categories/:id',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Rename a category',
        params: ZAssetSettingParams,
        body: ZAssetCategoryRequest,
        response: { 200: ZAssetCategory, ...ERRORS },
      },
    },
    async (request) => updateCategory(deps, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/asset-categories/:id',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Delete a category no asset uses (default categories are kept)',
        params: ZAssetSettingParams,
        response: { 204: deleted, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await deleteCategory(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/asset-custom-fields',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: "The organisation's custom asset fields, in form order",
        response: { 200: ZAssetCustomFieldListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listCustomFields(deps, authOf(request)),
  );

  app.post(
    '/asset-custom-fields',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Define a custom field (text, number, date or select)',
        body: ZCreateAssetCustomFieldRequest,
        response: { 201: ZAssetCustomField, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomField(deps, authOf(request), request.body)),
  );

  app.patch(
    '/asset-custom-fields/:id',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Change a custom field (its key and type stay as created)',
        params: ZAssetSettingParams,
        body: ZUpdateAssetCustomFieldRequest,
        response: { 200: ZAssetCustomField, ...ERRORS },
      },
    },
    async (request) => updateCustomField(deps, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/asset-custom-fields/:id',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Delete a custom field and the values assets held for it',
        params: ZAssetSettingParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteCustomField(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
