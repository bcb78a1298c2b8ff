// The demo team data: teams, contractors with expiring and expired documents, and leave.
import { DEFAULT_ROLE_KEYS, DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTeam } from '../src/seed/demo-team.ts';
import { teams } from '../src/db/schema/index.ts';
import { forOrganisation } from '../src/lib/tenancy.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

describe('demo team seed', () => {
  let t: TestApp;
  let organisationId: string;
  const tokens = {} as Record<DefaultRoleKey, string>;
  const userIds = {} as Record<DefaultRoleKey, string>;

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await createOrganisation(t.app.db, 'Seeded Northwind')).id;
    for (const key of DEFAULT_ROLE_KEYS) {
      const rules = DEFAULT_ROLES.find((role) => role.key === key)!.rules;
      const person = await createUserWithToken(t.app.db, organisationId, { rules });
      tokens[key] = person.token;
      userIds[key] = person.user.id;
    }
    await t.app.db.transaction((tx) => seedDemoTeam(tx, { organisationId, userIds }));
    // Seeding again changes nothing.
    await t.app.db.transaction((tx) => seedDemoTeam(tx, { organisationId, userIds }));
  });
  afterAll(() => t.close());

  const get = (url: string, key: DefaultRoleKey = 'owner') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens[key]) });

  it('creates three teams with leads, once', async () => {
    expect(await forOrganisation(t.app.db, organisationId).select(teams)).toHaveLength(3);
    const listed = (await get('/team/teams')).json().data;
    expect(listed.map((team: { name: string }) => team.name)).toEqual([
      'Electrical',
      'HVAC Crew',
      'Soft Services',
    ]);
    expect(listed.every((team: { lead: unknown }) => team.lead !== null)).toBe(true);
  });

  it('has contractors with an expiring and an expired document, and a linked contractor user', async () => {
    const { data } = (await get('/contractors')).json();
    const flags = Object.fromEntries(
      data.map(
        (row: {
          company_name: string;
          documents: { expiring_soon: boolean; expired: boolean };
        }) => [row.company_name, [row.documents.expiring_soon, row.documents.expired]],
      ),
    );
    expect(flags).toEqual({
      'Arctic Air Mechanical': [true, false],
      'BrightSpark Electrical': [false, false],
      'ClearFlow Plumbing': [false, true],
      'Guardian Fire Safety': [false, false],
    });
    const member = (await get(`/team/members/${userIds.contractor}`)).json();
    expect(member.contractor.company_name).toBe('Arctic Air Mechanical');
  });

  it('has leave in the past, today and ahead', async () => {
    const viewer = (await get(`/team/members/${userIds.viewer}`)).json();
    expect(viewer.on_leave_today).toBe(true);
    const technician = (await get(`/team/members/${userIds.technician}`)).json();
    expect(technician.leave.past).toHaveLength(1);
    expect(technician.leave.upcoming).toHaveLength(1);
    expect(technician.skills).toContain('HVAC');
  });
});
