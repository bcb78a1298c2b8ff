/**
 * OpenAPI 3.1, generated from the zod contracts the routes declare (schemas registered with
 * `.meta({ id })` become components), served at <API_BASE>/openapi.json, with the interactive
 * reference at <API_BASE>/docs. The reference's assets are served from the package itself (no
 * CDN), under its own CSP: Swagger UI needs inline script hashes the app's CSP does not allow.
 */
import { IDEMPOTENCY_KEY_DESCRIPTION, isIdempotentCreate } from '@mainstay/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The Idempotency-Key header as the document shows it (validated by the plugin, not here). */
const IDEMPOTENCY_KEY_HEADERS = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description: IDEMPOTENCY_KEY_DESCRIPTION,
    },
  },
};

export interface OpenApiPluginOptions {
  apiBase: string;
  appUrl: string;
}

export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, { apiBase, appUrl }) => {
    const docsPrefix = `${apiBase}/docs`;

    // Swagger UI's own routes are public documentation, not API calls.
    app.addHook('onRoute', (route) => {
      if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) {
        route.config = { ...route.config, public: true };
      }
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mainstay API',
          description:
            'Effortless Maintenance Solutions for your business. Errors always use the ErrorBody schema.',
          version: '1',
        },
        servers: [{ url: appUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access token' },
          },
        },
        security: [{ bearerAuth: [] }],
      },
      // Public routes are marked as needing no token in the document too; creating operations
      // show the Idempotency-Key header they take (plugins/idempotency.ts reads it).
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        const endpoint = input.route.config?.endpoint;
        const schema = {
          ...result.schema,
          ...(input.route.config?.public ? { security: [] } : {}),
          ...(endpoint && isIdempotentCreate(endpoint) ? { headers: IDEMPOTENCY_KEY_HEADERS } : {}),
        } as FastifySchema;
        return { ...result, schema };
      },
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      staticCSP: true,
      // Served over plain HTTP on a developer's machine too: upgrading requests would break it.
      transformStaticCSP: (header) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/ https:/g, ''),
      uiConfig: { persistAuthorization: true },
    });

    app.get(
      `${apiBase}/openapi.json`,
      { schema: { hide: true }, config: { public: true } },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
