/** __Title__: each route from its entry in the endpoint table; this file gives the handlers. */
import { __camelOne__Endpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  create__PascalOne__,
  delete__PascalOne__,
  get__PascalOne__,
  list__Pascal__,
  update__PascalOne__,
  type __Pascal__Deps,
} from './__kebab__.service.ts';

export const __camel__Routes: FastifyPluginAsyncZod<{ deps: __Pascal__Deps }> = async (
  app,
  { deps },
) => {
  route(app, __camelOne__Endpoints.list, async (request) =>
    list__Pascal__(deps, authOf(request), request.query),
  );

  route(app, __camelOne__Endpoints.get, async (request) =>
    get__PascalOne__(deps, authOf(request), request.params.id),
  );

  route(app, __camelOne__Endpoints.create, async (request) =>
    create__PascalOne__(deps, authOf(request), request.body),
  );

  route(app, __camelOne__Endpoints.update, async (request) =>
    update__PascalOne__(deps, authOf(request), request.params.id, request.body),
  );

  route(app, __camelOne__Endpoints.delete, async (request) => {
    await delete__PascalOne__(deps, authOf(request), request.params.id);
  });
};
