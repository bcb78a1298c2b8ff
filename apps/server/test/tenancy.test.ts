import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, tickets, ticketSettings, users } from '../src/db/schema/index.ts';
import { forCaller } from '../src/lib/access-scope.ts';
import { forOrganisation, tenantCondition } from '../src/lib/tenancy.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

describe('tenant scoping', () => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let userOfB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    orgA = (await createOrganisation(db, 'Alpha')).id;
    orgB = (await createOrganisation(db, 'Beta')).id;
    await createUserWithToken(db, orgA);
    userOfB = (await createUserWithToken(db, orgB)).user.id;
  });
  afterAll(() => database.dispose());

  it("never returns another organisation's rows, even when asked by id", async () => {
    const repositoryOfA = usersRepository(database.handle.db, orgA);
    expect(await repositoryOfA.findById(userOfB)).toBeUndefined();
    const listed = await repositoryOfA.list();
    expect(listed).toHaveLength(1);
    expect(listed.every((user) => user.organisationId === orgA)).toBe(true);
  });

  it("cannot update or delete another organisation's rows", async () => {
    const scopeOfA = forOrganisation(database.handle.db, orgA);
    expect(await scopeOfA.update(users, { name: 'Hijacked' }, eq(users.id, userOfB))).toEqual([]);
    expect(await scopeOfA.delete(roles)).toHaveLength(1);
    const [stillThere] = await forOrganisation(database.handle.db, orgB).select(
      users,
      eq(users.id, userOfB),
    );
    expect(stillThere?.name).not.toBe('Hijacked');
    expect(await forOrganisation(database.handle.db, orgB).select(roles)).toHaveLength(1);
  });

  it('stamps inserts with the scope organisation and lower-cases e-mails', async () => {
    const [created] = await usersRepository(database.handle.db, orgB).insert([
      { name: 'Case Test', email: '  Mixed.Case@Example.TEST ' },
    ]);
    expect(created?.organisationId).toBe(orgB);
    expect(created?.email).toBe('mixed.case@example.test');
  });

  it('refuses to build a scope without an organisation id', () => {
    expect(() => forOrganisation(database.handle.db, '')).toThrow();
  });
});

describe('the one organisation condition', () => {
  const dialect = new PgDialect();
  const organisation = sql.placeholder('organisationId');

  it('gives prepared statements the SQL text they had when written by hand', () => {
    const byHand = dialect.sqlToQuery(
      sql`${tickets.id} = ${sql.placeholder('id')} and ${tickets.organisationId} = ${organisation}`,
    );
    const scoped = dialect.sqlToQuery(
      sql`${tickets.id} = ${sql.placeholder('id')} and ${tenantCondition(tickets, organisation)}`,
    );
    expect(scoped).toEqual(byHand);
  });

  it("ties a correlated subquery to the outer row's organisation", () => {
    expect(dialect.sqlToQuery(tenantCondition(ticketSettings, tickets.organisationId)).sql).toBe(
      '"ticket_settings"."organisation_id" = "tickets"."organisation_id"',
    );
  });
});

describe("the caller's scope", () => {
  let database: TestDatabase;
  let organisationId: string;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    organisationId = (await createOrganisation(database.handle.db, 'Gamma')).id;
    userId = (await createUserWithToken(database.handle.db, organisationId)).user.id;
  });
  afterAll(() => database.dispose());

  it('reads an unlimited member as the whole organisation', async () => {
    const caller = await forCaller(database.handle.db, { userId, organisationId });
    expect(caller.organisationId).toBe(organisationId);
    expect(caller.access).toEqual({ buildingIds: null, contractorId: null });
    expect(caller.withinBuildings(tickets.buildingId)).toBeUndefined();
    expect(caller.withinContractor(tickets.contractorId)).toBeUndefined();
    expect(caller.allowsBuilding(null)).toBe(true);
    expect(await caller.select(users)).toHaveLength(1);
  });

  it("keeps a limited caller's buildings on the same object", async () => {
    const building = '00000000-0000-4000-8000-000000000001';
    const caller = await forCaller(database.handle.db, {
      userId,
      organisationId,
      scope: { buildingIds: [building], contractorId: null },
    });
    expect(caller.allowsBuilding(building)).toBe(true);
    expect(caller.allowsBuilding(null)).toBe(false);
    const limit = caller.withinBuildings(tickets.buildingId);
    expect(limit && new PgDialect().sqlToQuery(limit)).toMatchObject({
      sql: '"tickets"."building_id" in ($1)',
      params: [building],
    });
  });

  it("keeps contractor staff to their company's work", async () => {
    const company = '00000000-0000-4000-8000-000000000002';
    const caller = await forCaller(database.handle.db, {
      userId,
      organisationId,
      scope: { buildingIds: null, contractorId: company },
    });
    const limit = caller.withinContractor(tickets.contractorId);
    expect(limit && new PgDialect().sqlToQuery(limit)).toMatchObject({
      sql: '"tickets"."contractor_id" = $1',
      params: [company],
    });
  });
});
