/**
 * Checks that everything a ticket refers to belongs to the caller's organisation (and, for the
 * building, to the caller's building scope), that the location and asset are in the ticket's
 * building, and that the category is one of this kind. Problems come back as 422 field errors a
 * form can show next to the field, never as a 500 from a foreign key.
 */
import type { TFieldErrors, TTicketKind } from '@mainstay/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
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
import { allowsBuilding } from '../../../lib/access-scope.ts';
import { ValidationError } from '../../../lib/errors.ts';
import type { TicketViewer } from '../ticket-access.ts';

export const REFERENCE_MESSAGES = {
  building: 'Choose a building',
  location: 'Choose a location in this building',
  asset: 'Choose an asset in this building',
  category: 'Choose a category',
  team: 'Choose a team',
  contractor: 'Choose a contractor',
  person: 'Choose a person',
} as const;

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
async function activeUsers(executor: Executor, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.id, [...new Set(ids)]),
        eq(users.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

function checksFor(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  refs: TicketReferences,
): Check[] {
  const org = viewer.auth.organisationId;
  const one = async (field: string, message: string, found: Promise<unknown[]>) =>
    (await found).length > 0 ? null : ([field, message] as [string, string]);
  const checks: Check[] = [];
  if (refs.buildingChanged) {
    checks.push(async () =>
      allowsBuilding(viewer.scope, refs.buildingId)
        ? one(
            'building_id',
            REFERENCE_MESSAGES.building,
            executor
              .select({ id: buildings.id })
              .from(buildings)
              .where(
                and(
                  eq(buildings.id, refs.buildingId),
                  eq(buildings.organisationId, org),
                  isNull(buildings.archivedAt),
                ),
              ),
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
        executor
          .select({ id: locations.id })
          .from(locations)
          .where(
            and(
              eq(locations.id, locationId),
              eq(locations.organisationId, org),
              eq(locations.buildingId, refs.buildingId),
            ),
          ),
      ),
    );
  }
  if (assetId) {
    checks.push(() =>
      one(
        'asset_id',
        REFERENCE_MESSAGES.asset,
        executor
          .select({ id: assets.id })
          .from(assets)
          .where(
            and(
              eq(assets.id, assetId),
              eq(assets.organisationId, org),
              eq(assets.buildingId, refs.buildingId),
            ),
          ),
      ),
    );
  }
  if (categoryId) {
    checks.push(() =>
      one(
        'category_id',
        REFERENCE_MESSAGES.category,
        executor
          .select({ id: ticketCategories.id })
          .from(ticketCategories)
          .where(
            and(
              eq(ticketCategories.id, categoryId),
              eq(ticketCategories.organisationId, org),
              eq(ticketCategories.kind, kind),
            ),
          ),
      ),
    );
  }
  if (teamId) {
    checks.push(() =>
      one(
        'team_id',
        REFERENCE_MESSAGES.team,
        executor
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.id, teamId), eq(teams.organisationId, org))),
      ),
    );
  }
  if (contractorId) {
    checks.push(() =>
      one(
        'contractor_id',
        REFERENCE_MESSAGES.contractor,
        executor
          .select({ id: contractors.id })
          .from(contractors)
          .where(and(eq(contractors.id, contractorId), eq(contractors.organisationId, org))),
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
      const found = await activeUsers(executor, org, ids);
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
  const problems = await Promise.all(checksFor(executor, viewer, kind, refs).map((run) => run()));
  const errors: TFieldErrors = {};
  for (const problem of problems) {
    if (problem) errors[problem[0]] = [problem[1]];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
