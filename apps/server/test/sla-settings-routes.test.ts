// SLA policies (/v1/sla-policies), ticket settings and holidays (/v1/ticket-settings): contract
// validation, references from another organisation, permissions and organisation scoping.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { holidays, slaPolicies, ticketSettings } from '../src/db/schema/index.ts';
import { ensureDefaultSlaPolicies } from '../src/modules/sla/sla-policies.service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { caller, slaWorld } from './sla-world.ts';

const policyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'HVAC in North Tower',
  priority: 'high',
  kind: 'reactive',
  response_minutes: 30,
  resolution_minutes: 240,
  clock: 'business_hours',
  ...overrides,
});

interface Policy {
  id: string;
  key: string | null;
  name: string;
  priority: string;
  clock: string;
}

describe('SLA policies and ticket settings', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await slaWorld(t, 'SLA Settings');
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('gives an organisation the four default policies once', async () => {
    await ensureDefaultSlaPolicies(t.app.db, w.orgA);
    await ensureDefaultSlaPolicies(t.app.db, w.orgA);
    const response = await call('GET', '/sla-policies', w.reporter.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Policy[] }>();
    expect(data.map((policy) => [policy.key, policy.priority, policy.clock, policy.name])).toEqual([
      ['critical', 'critical', 'always', 'Critical: 1 h response, 4 h resolution (24/7)'],
      ['high', 'high', 'business_hours', 'High: 2 h response, 8 h resolution'],
      ['medium', 'medium', 'business_hours', 'Medium: 4 h response, 24 h resolution'],
      ['low', 'low', 'business_hours', 'Low: 8 h response, 72 h resolution'],
    ]);
  });

  it('keeps the key of a renamed default policy (the app then shows the typed name)', async () => {
    const listed = await call('GET', '/sla-policies', w.admin.token);
    const critical = listed.json<{ data: Policy[] }>().data.find((p) => p.key === 'critical')!;
    const renamed = await call(
      'PATCH',
      `/sla-policies/${critical.id}`,
      w.admin.token,
      policyBody({ name: 'Plant room emergencies', priority: 'critical', kind: null }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Plant room emergencies', key: 'critical' });
  });

  it('gives the key to default policies made before keys, by priority and name', async () => {
    const made = await t.app.db
      .insert(slaPolicies)
      .values(
        [
          ['high', 'High: 2 h response, 8 h resolution'],
          ['low', 'High: 2 h response, 8 h resolution'],
          ['low', 'Low: 8 h response, 72 h resolution (edited)'],
          ['low', 'Low: 8 h response, 72 h resolution'],
        ].map(([priority, name]) => ({
          organisationId: w.orgB,
          name: name!,
          priority: priority as 'high' | 'low',
          responseMinutes: 60,
          resolutionMinutes: 120,
        })),
      )
      .returning();
    // The statements of the migration that follow its new column, run again on these rows.
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0011_sla_policy_keys.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').slice(1);
    expect(updates).toHaveLength(4);
    for (const update of updates) await t.app.db.execute(sql.raw(update));
    const rows = await t.app.db
      .select({ id: slaPolicies.id, key: slaPolicies.key })
      .from(slaPolicies)
      .where(eq(slaPolicies.organisationId, w.orgB));
    const keyOf = new Map(rows.map((row) => [row.id, row.key]));
    expect(made.map((row) => keyOf.get(row.id))).toEqual(['high', null, null, 'low']);
    await t.app.db.delete(slaPolicies).where(eq(slaPolicies.organisationId, w.orgB));
  });

  it('creates, changes and deletes a policy with its references', async () => {
    const roleId = w.manager.role.id;
    const created = await call(
      'POST',
      '/sla-policies',
      w.admin.token,
      policyBody({ category_id: w.hvac, building_id: w.north, escalation_role_id: roleId }),
    );
    expect(created.statusCode).toBe(201);
    const policy = created.json<{
      id: string;
      key: string | null;
      category: { name: string };
      escalation_role: { id: string };
    }>();
    expect(policy.key).toBeNull();
    expect(policy.category.name).toBe('HVAC');
    expect(policy.escalation_role.id).toBe(roleId);

    const changed = await call(
      'PATCH',
      `/sla-policies/${policy.id}`,
      w.admin.token,
      policyBody({ name: 'Renamed', active: false }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed',
      key: null,
      active: false,
      category: null,
    });

    expect((await call('DELETE', `/sla-policies/${policy.id}`, w.admin.token)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/sla-policies/${policy.id}`, w.admin.token)).statusCode).toBe(
      404,
    );
  });

  it('answers 422 with the field message for bad input and foreign references', async () => {
    const shorter = await call(
      'POST',
      '/sla-policies',
      w.admin.token,
      policyBody({ response_minutes: 120, resolution_minutes: 60 }),
    );
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().errors.resolution_minutes).toEqual([
      'The resolution target cannot be shorter than the response target',
    ]);

    const foreign = await call(
      'POST',
      '/sla-policies',
      w.admin.token,
      policyBody({
        category_id: w.foreignCategory,
        building_id: w.foreignBuilding,
        escalation_role_id: w.outsider.role.id,
      }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      category_id: ['Choose a category'],
      building_id: ['Choose a building'],
      escalation_role_id: ['Choose a role'],
    });

    const otherKind = await call(
      'POST',
      '/sla-policies',
      w.admin.token,
      policyBody({ category_id: w.cleaning }),
    );
    expect(otherKind.statusCode).toBe(422);
    expect(otherKind.json().errors.category_id).toEqual([
      'The category belongs to the other kind of ticket',
    ]);
  });

  it('needs write on reactive tickets to change policies and read on tickets to see them', async () => {
    expect((await call('POST', '/sla-policies', w.viewer.token, policyBody())).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/sla-policies', w.technician.token, policyBody())).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', '/ticket-settings', w.reporter.token, { at_risk_percent: 50 }))
        .statusCode,
    ).toBe(403);
    const { user } = w.outsider;
    expect(user.organisationId).toBe(w.orgB);
    expect((await call('GET', '/sla-policies', w.outsider.token)).json().data).toEqual([]);
  });

  it("answers 404 for another organisation's policy and holiday", async () => {
    const [theirs] = await t.app.db
      .insert(slaPolicies)
      .values({
        organisationId: w.orgB,
        name: 'Theirs',
        priority: 'low',
        responseMinutes: 60,
        resolutionMinutes: 120,
      })
      .returning();
    const [holiday] = await t.app.db
      .insert(holidays)
      .values({ organisationId: w.orgB, day: '2025-12-25', name: 'Christmas' })
      .returning();
    expect(
      (await call('PATCH', `/sla-policies/${theirs!.id}`, w.admin.token, policyBody())).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/sla-policies/${theirs!.id}`, w.admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/ticket-settings/holidays/${holiday!.id}`, w.admin.token)).statusCode,
    ).toBe(404);
  });

  it('creates the settings with defaults and converts the rate to and from cents', async () => {
    const first = await call('GET', '/ticket-settings', w.manager.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      timezone: 'UTC',
      reopen_window_days: 14,
      at_risk_percent: 75,
      default_hourly_rate: 45,
      currency: 'EUR',
    });
    const week = [
      [],
      [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:30' },
      ],
      [],
      [],
      [],
      [],
      [],
    ];
    const changed = await call('PATCH', '/ticket-settings', w.admin.token, {
      timezone: 'Europe/Paris',
      week,
      default_hourly_rate: 52.5,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      timezone: 'Europe/Paris',
      week,
      default_hourly_rate: 52.5,
    });
    const [row] = await t.app.db
      .select()
      .from(ticketSettings)
      .where(eq(ticketSettings.organisationId, w.orgA));
    expect(row?.defaultHourlyRateCents).toBe(5250);

    const bad = await call('PATCH', '/ticket-settings', w.admin.token, {
      timezone: 'Mars/Olympus',
      at_risk_percent: 99,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      timezone: ['Choose a valid time zone'],
      at_risk_percent: ['Between 10 and 95 %'],
    });
  });

  it('adds, lists and removes holidays, one per day', async () => {
    const body = { day: '2026-05-01', name: 'Labour Day' };
    const created = await call('POST', '/ticket-settings/holidays', w.admin.token, body);
    expect(created.statusCode).toBe(201);
    const again = await call('POST', '/ticket-settings/holidays', w.admin.token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is already a holiday on this day');
    const invalid = await call('POST', '/ticket-settings/holidays', w.admin.token, {
      day: 'soon',
      name: '',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      day: ['Choose a date'],
      name: ['Name is required'],
    });

    const listed = await call('GET', '/ticket-settings/holidays', w.viewer.token);
    expect(listed.json().data).toEqual([{ id: created.json().id, ...body }]);
    const id = created.json<{ id: string }>().id;
    expect(
      (await call('DELETE', `/ticket-settings/holidays/${id}`, w.admin.token)).statusCode,
    ).toBe(204);
  });
});
