/**
 * Fixtures for ticket tests: an organisation with two buildings (a location tree and an asset in
 * the first), a team, a contractor company, one person per role with a token, and another
 * organisation to prove isolation. `createTicket` reports a ticket through the API.
 */
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  assets,
  buildings,
  contractors,
  locations,
  teamMembers,
  teams,
  userBuildings,
  users,
} from '../../src/db/schema/index.ts';
import { rolesRepository } from '../../src/modules/roles/roles.repository.ts';
import { ensureDefaultTicketCategories } from '../../src/modules/tickets/core/ticket-categories.ts';
import { KIND_PATH } from '../../src/modules/tickets/tickets.shared.ts';
import type { TestApp } from './app.ts';
import { bearer, createOrganisation, createUserWithToken } from './fixtures.ts';

export type Person = Awaited<ReturnType<typeof createUserWithToken>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export const rulesOf = (key: DefaultRoleKey) =>
  DEFAULT_ROLES.find((role) => role.key === key)!.rules;

export const ticketsPath = (kind: TTicketKind) => `/api/v1/${KIND_PATH[kind]}`;

/** One API call as `token` (paths start after /api/v1). */
export function callApi(
  t: TestApp,
  method: Method,
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

export async function createTicketFixture(t: TestApp) {
  const db = t.app.db;
  const org = await createOrganisation(db, 'Ticket Estates');
  const other = await createOrganisation(db, 'Other Estates');
  await rolesRepository(db, org.id).insertDefaults();
  await ensureDefaultTicketCategories(db, org.id);
  await ensureDefaultTicketCategories(db, other.id);
  const person = (key: DefaultRoleKey, organisationId = org.id) =>
    createUserWithToken(db, organisationId, { rules: rulesOf(key) });
  const people = {
    owner: await person('owner'),
    admin: await person('administrator'),
    manager: await person('facilities_manager'),
    limitedManager: await person('facilities_manager'),
    technician: await person('technician'),
    otherTechnician: await person('technician'),
    contractorStaff: await person('contractor'),
    reporter: await person('reporter'),
    otherReporter: await person('reporter'),
    viewer: await person('viewer'),
    outsider: await person('owner', other.id),
  };
  const [north, south, foreign] = await db
    .insert(buildings)
    .values([
      { organisationId: org.id, name: 'North Tower' },
      { organisationId: org.id, name: 'South Depot' },
      { organisationId: other.id, name: 'Elsewhere' },
    ])
    .returning();
  if (!north || !south || !foreign) throw new Error('Buildings were not created');
  const floor = await insertLocation(t, org.id, north.id, null, 'Floor 1');
  const room = await insertLocation(t, org.id, north.id, floor, 'Room 101');
  const southRoom = await insertLocation(t, org.id, south.id, null, 'Store');
  const [asset, southAsset] = await db
    .insert(assets)
    .values([
      { organisationId: org.id, code: 'AST-1', name: 'Chiller 1', buildingId: north.id },
      { organisationId: org.id, code: 'AST-2', name: 'Boiler 2', buildingId: south.id },
    ])
    .returning();
  const [team] = await db
    .insert(teams)
    .values({ organisationId: org.id, name: 'HVAC crew' })
    .returning();
  await db
    .insert(teamMembers)
    .values({ organisationId: org.id, teamId: team!.id, userId: people.technician.user.id });
  const [company, otherCompany] = await db
    .insert(contractors)
    .values([
      { organisationId: org.id, companyName: 'Arctic Air' },
      { organisationId: org.id, companyName: 'Bright Sparks' },
    ])
    .returning();
  await db
    .update(users)
    .set({ contractorId: company!.id })
    .where(eq(users.id, people.contractorStaff.user.id));
  await db.insert(userBuildings).values({
    organisationId: org.id,
    userId: people.limitedManager.user.id,
    buildingId: north.id,
  });
  return {
    org,
    other,
    people,
    buildings: { north, south, foreign },
    locations: { floor, room, southRoom },
    assets: { north: asset!, south: southAsset! },
    team: team!,
    contractors: { company: company!, other: otherCompany! },
  };
}

export type TicketFixture = Awaited<ReturnType<typeof createTicketFixture>>;

/** A location under `parentId` (or a root), with its materialised path. */
async function insertLocation(
  t: TestApp,
  organisationId: string,
  buildingId: string,
  parentId: string | null,
  name: string,
): Promise<string> {
  const db = t.app.db;
  const [parent] = parentId
    ? await db.select({ path: locations.path }).from(locations).where(eq(locations.id, parentId))
    : [];
  const [row] = await db
    .insert(locations)
    .values({ organisationId, buildingId, parentId, name, path: 'pending' })
    .returning();
  const path = `${parent?.path ?? '/'}${row!.id}/`;
  await db.update(locations).set({ path }).where(eq(locations.id, row!.id));
  return row!.id;
}

/** POST a ticket; the raw response (for tests of refusals). */
export function postTicket(
  t: TestApp,
  token: string,
  kind: TTicketKind,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: ticketsPath(kind),
    headers: bearer(token),
    payload: body,
  });
}

/** Creates a ticket through the API and returns its detail (fails the test unless 201). */
export async function createTicket(
  t: TestApp,
  token: string,
  kind: TTicketKind,
  body: Record<string, unknown>,
): Promise<TTicketDetail> {
  const response = await postTicket(t, token, kind, { title: 'Leaking tap', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TTicketDetail;
}

/** Moves a ticket through the API (the raw response). */
export function moveTicket(
  t: TestApp,
  token: string,
  kind: TTicketKind,
  id: string,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `${ticketsPath(kind)}/${id}/status`,
    headers: bearer(token),
    payload: body,
  });
}
