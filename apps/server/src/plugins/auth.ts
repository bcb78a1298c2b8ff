/**
 * The one auth gate for the API. Every route under API_BASE is private unless its config says
 * `public: true`. A private route needs `Authorization: Bearer <token>` naming a live token of an
 * active user; the request then carries `request.auth` (user, organisation, rules, ability,
 * building and contractor scope, teams), all read in one query by the resolver app.ts hands in
 * (the auth module's resolveAccessToken: plugins sit below the modules and never import them).
 * A route that declares `permission: { action, subject }` also needs that permission.
 *
 * A user who registered but has not entered company details yet has no organisation: they reach
 * only routes marked `withoutOrganisation: true` (me, logout, company-details); every tenant
 * route answers 403 "Complete your company details first".
 *
 * Both checks run in onRequest, before the body is parsed and validated, so a caller who may not
 * use a route learns nothing about its input rules and pays for no parsing.
 */
import {
  defineAbilityFor,
  mergeRules,
  sanitizeRules,
  type AppAbility,
  type Permission,
  type PermissionRule,
} from '@mainstay/permissions';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { AccessScope } from '../lib/access-scope.ts';
import { ForbiddenError } from '../lib/errors.ts';
import { sendError } from './error-handler.ts';

/** The caller of a private route that works inside an organisation. */
export interface RequestAuth {
  userId: string;
  /** The user's name as of this request (timelines and notifications show it). */
  userName: string;
  organisationId: string;
  tokenId: string;
  rules: PermissionRule[];
  ability: AppAbility;
  /** Buildings and contractor company the user is limited to, as of this request. */
  scope: AccessScope;
  /** The teams the user belongs to, as of this request. */
  teamIds: readonly string[];
}

/** The caller as the gate found them: possibly still without an organisation. */
export interface SessionAuth extends Omit<RequestAuth, 'organisationId'> {
  organisationId: string | null;
}

export const COMPLETE_COMPANY_DETAILS = 'Complete your company details first';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** What the caller must be allowed to do; checked with their ability. */
    permission?: Permission;
    /** Alternatives: the caller needs at least one of these (e.g. a ticket page or my jobs). */
    anyPermission?: readonly Permission[];
    /** Also open to a signed-in user who has no organisation yet (mid sign-up). */
    withoutOrganisation?: boolean;
  }
  interface FastifyRequest {
    /** Set on every private API route (the gate rejects the request otherwise). */
    auth: SessionAuth | null;
  }
}

/** The caller's auth on a private tenant route; the gate guarantees it is there. */
export function authOf(request: FastifyRequest): RequestAuth {
  const auth = sessionOf(request);
  const { organisationId } = auth;
  if (organisationId === null) throw new ForbiddenError(COMPLETE_COMPANY_DETAILS);
  return { ...auth, organisationId };
}

/** The caller's auth on a private route marked `withoutOrganisation`. */
export function sessionOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw new Error('sessionOf() called on a public route');
  return request.auth;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** What the gate needs to know about the caller of a bearer token. */
export interface ResolvedCaller {
  tokenId: string;
  /** Null while the user is still signing up. */
  organisationId: string | null;
  user: { id: string; name: string; contractorId: string | null };
  /** The rules of each role the user holds, as stored (unchecked). */
  roleRules: unknown[];
  buildingIds: string[] | null;
  teamIds: string[];
}

export interface AuthPluginOptions {
  apiBase: string;
  /** The live token's caller, or undefined for an unknown, expired or revoked token. */
  resolveToken(db: Database, token: string): Promise<ResolvedCaller | undefined>;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { apiBase, resolveToken }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request, reply) => {
      const inApi = request.url === apiBase || request.url.startsWith(`${apiBase}/`);
      // Unknown API paths answer 404 to everyone: a 401 would only hint that something exists.
      if (!inApi || request.is404 || request.routeOptions.config.public) return;

      const match = BEARER.exec(request.headers.authorization ?? '');
      const resolved = match?.[1] ? await resolveToken(app.db, match[1]) : undefined;
      if (!resolved) {
        return sendError(reply, 'UNAUTHENTICATED', 'Authentication required');
      }
      const { organisationId, user, tokenId } = resolved;
      const { config } = request.routeOptions;
      if (organisationId === null && !config.withoutOrganisation) {
        return sendError(reply, 'FORBIDDEN', COMPLETE_COMPANY_DETAILS);
      }
      // Unknown rules are dropped, never trusted.
      const rules = mergeRules(resolved.roleRules.map(sanitizeRules));
      const ability = defineAbilityFor(rules);
      request.auth = {
        userId: user.id,
        userName: user.name,
        organisationId,
        tokenId,
        rules,
        ability,
        scope: { buildingIds: resolved.buildingIds, contractorId: user.contractorId },
        teamIds: resolved.teamIds,
      };

      const permission = config.permission;
      const alternatives = config.anyPermission;
      if (
        (permission && !ability.can(permission.action, permission.subject)) ||
        (alternatives && !alternatives.some((rule) => ability.can(rule.action, rule.subject)))
      ) {
        return sendError(reply, 'FORBIDDEN', 'You do not have permission to do this');
      }
    });
  },
  { name: 'auth', dependencies: ['database', 'error-handler'] },
);
