/**
 * Shared set-up of the SLA, notification and reporter-loop tests: two organisations, people with
 * default roles, buildings, categories, and tickets inserted straight into the table (the ticket
 * routes are tested on their own).
 */
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import type { Executor } from '../src/db/client.ts';
import {
  buildings,
  ticketAssignees,
  ticketCategories,
  tickets,
  type NewTicket,
  type Ticket,
} from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { ticketNumber } from '../src/modules/tickets/tickets.shared.ts';
import type { TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const rulesOf = (key: DefaultRoleKey) =>
  DEFAULT_ROLES.find((role) => role.key === key)!.rules;
export type Person = Awaited<ReturnType<typeof createUserWithToken>>;

export async function slaWorld(t: TestApp, label: string) {
  const db = t.app.db;
  const orgA = (await createOrganisation(db, `${label} Alpha`)).id;
  const orgB = (await createOrganisation(db, `${label} Beta`)).id;
  await rolesRepository(db, orgA).insertDefaults();
  const [north, south] = await db
    .insert(buildings)
    .values([
      { organisationId: orgA, name: 'North Tower' },
      { organisationId: orgA, name: 'South Depot' },
    ])
    .returning();
  const [foreign] = await db
    .insert(buildings)
    .values({ organisationId: orgB, name: 'Elsewhere' })
    .returning();
  const [hvac, cleaning, foreignCategory] = await db
    .insert(ticketCategories)
    .values([
      { organisationId: orgA, kind: 'reactive', name: 'HVAC' },
      { organisationId: orgA, kind: 'general', name: 'Cleaning' },
      { organisationId: orgB, kind: 'reactive', name: 'HVAC' },
    ])
    .returning();
  if (!north || !south || !foreign || !hvac || !cleaning || !foreignCategory) {
    throw new Error('Setting up the SLA world failed');
  }
  return {
    orgA,
    orgB,
    north: north.id,
    south: south.id,
    foreignBuilding: foreign.id,
    hvac: hvac.id,
    cleaning: cleaning.id,
    foreignCategory: foreignCategory.id,
    admin: await createUserWithToken(db, orgA, { rules: rulesOf('administrator') }),
    manager: await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') }),
    technician: await createUserWithToken(db, orgA, { rules: rulesOf('technician') }),
    reporter: await createUserWithToken(db, orgA, { rules: rulesOf('reporter') }),
    viewer: await createUserWithToken(db, orgA, { rules: rulesOf('viewer') }),
    outsider: await createUserWithToken(db, orgB, { rules: rulesOf('owner') }),
  };
}

let seq = 0;

/** A ticket row with sensible defaults; `assignees` are added to ticket_assignees. */
export async function insertTicket(
  db: Executor,
  values: Partial<NewTicket> & Pick<NewTicket, 'organisationId' | 'buildingId'>,
  assignees: string[] = [],
): Promise<Ticket> {
  seq += 1;
  const kind = values.kind ?? 'reactive';
  const [ticket] = await db
    .insert(tickets)
    .values({
      kind,
      seq,
      number: ticketNumber(kind, seq),
      title: `Ticket ${seq}`,
      ...values,
    })
    .returning();
  if (!ticket) throw new Error('Inserting the ticket failed');
  if (assignees.length > 0) {
    await db.insert(ticketAssignees).values(
      assignees.map((userId) => ({
        organisationId: values.organisationId,
        ticketId: ticket.id,
        userId,
      })),
    );
  }
  return ticket;
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}
