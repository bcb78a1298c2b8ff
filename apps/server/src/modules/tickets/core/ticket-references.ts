/**
 * Checks that everything a ticket refers to belongs to the caller's organisation (and, for the
 * building, to the caller's building scope), that the location and asset are in the ticket's
 * building, and that the category is one of this kind. Problems come back as 422 field errors a
 * form can show next to the field, never as a 500 from a foreign key.
 */
import type { TDomainErrorCode, TFieldErrors, TTicketKind } from '@mainstay/contracts';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import {
  assets,
  buildings,
  contractors,
  locations,
  teams,
  ticketCategories,
  users,
} from '../../../db/schema/index.ts';
import { forCaller, type CallerScope } from '../../../lib/access-scope.ts';
import { ValidationError } from '../../../lib/errors.ts';
import type { TenantTable } from '../../../lib/tenancy.ts';
import type { TicketViewer } from '../ticket-access.ts';

/** The refusal of each reference, worded in the caller's language. */
export const REFERENCE_MESSAGES = {
  building: 'CHOOSE_BUILDING',
  location: 'CHOOSE_LOCATION_IN_BUILDING',
  asset: 'CHOOSE_ASSET_IN_BUILDING',
  category: 'CHOOSE_CATEGORY',
  team: 'CHOOSE_TEAM',
  contractor: 'CHOOSE_CONTRACTOR',
  person: 'CHOOSE_PERSON',
} as const satisfies Record<string, TDomainErrorCode>;

/** The references to check; undefined = not sent (not checked), null = cleared. */
export interface TicketReferences {
  buildingId: string;
  /** Check the building itself (create, or an update that moves the ticket). */
  buildingChanged: boolean;
  locationId?: string | null | undefined;
  assetId?: string | null | undefined;
  categoryId?: string | null | undefined;
  teamId?: string | null | undefined;
  contractorId?: string | null | undefined;
  reporterUserId?: string | null | undefined;
  assigneeIds?: readonly string[] | undefined;
  watcherIds?: readonly string[] | undefined;
}

type Check = () => Promise<[field: string, message: string] | null>;

/** The active users of the organisation among `ids`. */
async function activeUsers(caller: CallerScope, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await caller.executor
    .select({ id: users.id })
    .from(users)
    .where(
      caller.where(users, and(inArray(users.id, [...new Set(ids)]), eq(users.status, 'active'))),
    );
  return new Set(rows.map((row) => row.id));
}

/** The row of the organisation's `table` with this id (and `condition`), if there is one. */
function organisationRow(
  caller: CallerScope,
  table: TenantTable & { id: PgColumn },
  id: string,
  condition?: SQL,
): Promise<unknown[]> {
  return caller.executor
    .select({ id: table.id })
    .from(table)
    .where(caller.where(table, and(eq(table.id, id), condition)));
}

function checksFor(caller: CallerScope, kind: TTicketKind, refs: TicketReferences): Check[] {
  const one = async (field: string, message: string, found: Promise<unknown[]>) =>
    (await found).length > 0 ? null : ([field, message] as [string, string]);
  const checks: Check[] = [];
  if (refs.buildingChanged) {
    checks.push(async () =>
      caller.allowsBuilding(refs.buildingId)
        ? one(
            'building_id',
            REFERENCE_MESSAGES.building,
            organisationRow(caller, buildings, refs.buildingId, isNull(buildings.archivedAt)),
          )
        : ['building_id', REFERENCE_MESSAGES.building],
    );
  }
  const { locationId, assetId, categoryId, teamId, contractorId } = refs;
  if (locationId) {
    checks.push(() =>
      one(
        'location_id',
        REFERENCE_MESSAGES.location,
        organisationRow(caller, locations, locationId, eq(locations.buildingId, refs.buildingId)),
      ),
    );
  }
  if (assetId) {
    checks.push(() =>
      one(
        'asset_id',
        REFERENCE_MESSAGES.asset,
        organisationRow(caller, assets, assetId, eq(assets.buildingId, refs.buildingId)),
      ),
    );
  }
  if (categoryId) {
    checks.push(() =>
      one(
        'category_id',
        REFERENCE_MESSAGES.category,
        organisationRow(caller, ticketCategories, categoryId, eq(ticketCategories.kind, kind)),
      ),
    );
  }
  if (teamId) {
    checks.push(() =>
      one('team_id', REFERENCE_MESSAGES.team, organisationRow(caller, teams, teamId)),
    );
  }
  if (contractorId) {
    checks.push(() =>
      one(
        'contractor_id',
        REFERENCE_MESSAGES.contractor,
        organisationRow(caller, contractors, contractorId),
      ),
    );
  }
  const people: [string, readonly string[] | undefined][] = [
    ['reporter_user_id', refs.reporterUserId ? [refs.reporterUserId] : undefined],
    ['assignee_ids', refs.assigneeIds],
    ['watcher_ids', refs.watcherIds],
  ];
  for (const [field, ids] of people) {
    if (!ids?.length) continue;
    checks.push(async () => {
      const found = await activeUsers(caller, ids);
      return ids.every((id) => found.has(id)) ? null : [field, REFERENCE_MESSAGES.person];
    });
  }
  return checks;
}

/** Throws a 422 naming every field whose reference is not acceptable. */
export async function checkTicketReferences(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  refs: TicketReferences,
): Promise<void> {
  const caller = await forCaller(executor, viewer.auth);
  const problems = await Promise.all(checksFor(caller, kind, refs).map((run) => run()));
  const errors: TFieldErrors = {};
  for (const problem of problems) {
    if (problem) errors[problem[0]] = [problem[1]];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
