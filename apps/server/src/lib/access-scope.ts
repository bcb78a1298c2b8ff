/**
 * Scoping beyond the rules. A user may be limited to some buildings (user_buildings rows; none
 * means every building), and a contractor company's staff (users.contractor_id) see only work
 * assigned to their company. Queries that list or open buildings, locations, assets and work
 * apply these conditions in SQL, so hiding things in the interface is never the only guard.
 * `forCaller` gives the organisation scope and these limits as one object.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { userBuildings, users } from '../db/schema/index.ts';
import { forOrganisation, type TenantScope } from './tenancy.ts';

/** Who acts: their organisation, and their limits when a request already read them. */
export interface Caller {
  userId: string;
  organisationId: string;
  scope?: AccessScope;
}

export interface AccessScope {
  /** The buildings the user is limited to; null when not limited. */
  buildingIds: string[] | null;
  /** The contractor company the user works for; null for the organisation's own staff. */
  contractorId: string | null;
}

/**
 * The user's scope. A request's caller already carries it (read with their token), so only
 * background work, which acts for a user outside a request, reads it here.
 */
export async function accessScopeOf(executor: Executor, auth: Caller): Promise<AccessScope> {
  if (auth.scope) return auth.scope;
  const tenant = forOrganisation(executor, auth.organisationId);
  const [user] = await executor
    .select({ contractorId: users.contractorId })
    .from(users)
    .where(tenant.where(users, eq(users.id, auth.userId)));
  const rows = await executor
    .select({ buildingId: userBuildings.buildingId })
    .from(userBuildings)
    .where(tenant.where(userBuildings, eq(userBuildings.userId, auth.userId)));
  return {
    buildingIds: rows.length > 0 ? rows.map((row) => row.buildingId) : null,
    contractorId: user?.contractorId ?? null,
  };
}

/** A condition limiting `column` (a building id) to the scope; undefined when not limited. */
export function withinBuildings(scope: AccessScope, column: PgColumn): SQL | undefined {
  if (scope.buildingIds === null) return undefined;
  return scope.buildingIds.length > 0 ? inArray(column, scope.buildingIds) : sql`false`;
}

/**
 * A condition limiting `column` (the contractor a row is assigned to) to the caller's company;
 * undefined for the organisation's own staff.
 */
export function withinContractor(scope: AccessScope, column: PgColumn): SQL | undefined {
  return scope.contractorId ? eq(column, scope.contractorId) : undefined;
}

/** True when the scope allows this building (or the row has none and the user is not limited). */
export function allowsBuilding(scope: AccessScope, buildingId: string | null): boolean {
  if (scope.buildingIds === null) return true;
  return buildingId !== null && scope.buildingIds.includes(buildingId);
}

/** The caller's organisation scope with their building and contractor limits on it. */
export interface CallerScope extends TenantScope {
  readonly access: AccessScope;
  /** `column` (a building id) within the caller's buildings; undefined when not limited. */
  withinBuildings(column: PgColumn): SQL | undefined;
  /** `column` (a contractor id) limited to the caller's company; undefined for own staff. */
  withinContractor(column: PgColumn): SQL | undefined;
  allowsBuilding(buildingId: string | null): boolean;
}

/** One object for everything that limits what the caller reads and writes. */
export async function forCaller(executor: Executor, auth: Caller): Promise<CallerScope> {
  const access = await accessScopeOf(executor, auth);
  return {
    ...forOrganisation(executor, auth.organisationId),
    access,
    withinBuildings: (column) => withinBuildings(access, column),
    withinContractor: (column) => withinContractor(access, column),
    allowsBuilding: (buildingId) => allowsBuilding(access, buildingId),
  };
}
