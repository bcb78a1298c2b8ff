// Leave: GET/POST /v1/team/leave and DELETE /v1/team/leave/:id, and isOnLeave for scheduling.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { isOnLeave } from '../src/modules/team/leave.service.ts';
import { addDays, today } from '../src/modules/team/team.shared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;

describe('leave', () => {
  let t: TestApp;
  let orgA: string;
  let manager: Awaited<ReturnType<typeof createUserWithToken>>;
  let viewer: Awaited<ReturnType<typeof createUserWithToken>>;
  let technician: Awaited<ReturnType<typeof createUserWithToken>>;
  let outsider: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = (await createOrganisation(t.app.db, 'Leave Alpha')).id;
    const orgB = (await createOrganisation(t.app.db, 'Leave Beta')).id;
    manager = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('facilities_manager') });
    viewer = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('viewer') });
    technician = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('technician') });
    outsider = await createUserWithToken(t.app.db, orgB, { rules: rulesOf('owner') });
  });
  afterAll(() => t.close());

  const record = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/team/leave', headers: bearer(token), payload });
  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/team/leave${query}`, headers: bearer(token) });
  const remove = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/team/leave/${id}`, headers: bearer(token) });

  const start = addDays(today(), 10);

  it('lets a member record their own leave and lists it with their name and length', async () => {
    const response = await record(viewer.token, {
      starts_on: start,
      ends_on: addDays(start, 4),
      type: 'annual',
      note: 'Family holiday',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { id: viewer.user.id, name: viewer.user.name },
      starts_on: start,
      ends_on: addDays(start, 4),
      days: 5,
      type: 'annual',
      note: 'Family holiday',
    });
    const listed = await list(manager.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((item: { note: string }) => item.note)).toContain(
      'Family holiday',
    );
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().id));
    expect(audit).toMatchObject({ action: 'leave.created', entityType: 'leave' });
  });

  it('refuses an end date before the start date, with the message on ends_on', async () => {
    const response = await record(viewer.token, {
      starts_on: start,
      ends_on: addDays(start, -1),
      type: 'sick',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      ends_on: ['The end date must be on or after the start date'],
    });
  });

  it('refuses a missing date, a bad date and an unknown type with field errors', async () => {
    const response = await record(viewer.token, {
      starts_on: '',
      ends_on: '2026-02-30',
      type: 'holiday',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.starts_on).toEqual(['Enter a date']);
    expect(errors.ends_on).toEqual(['Enter a date as YYYY-MM-DD']);
    expect(errors.type).toEqual(['Choose a type of leave']);
  });

  it('refuses leave that overlaps leave the person already has', async () => {
    const response = await record(viewer.token, {
      starts_on: addDays(start, 4),
      ends_on: addDays(start, 6),
      type: 'training',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${viewer.user.name} already has leave from ${start} to ${addDays(start, 4)} that overlaps these dates`,
    );
    // The day after ends fine: leave touching but not overlapping is allowed.
    const next = await record(viewer.token, {
      starts_on: addDays(start, 5),
      ends_on: addDays(start, 5),
      type: 'training',
    });
    expect(next.statusCode).toBe(201);
  });

  it("records someone else's leave only with write on team", async () => {
    const denied = await record(viewer.token, {
      user_id: manager.user.id,
      starts_on: start,
      ends_on: start,
      type: 'sick',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You can only record and remove your own leave');

    const allowed = await record(manager.token, {
      user_id: viewer.user.id,
      starts_on: addDays(start, 20),
      ends_on: addDays(start, 21),
      type: 'sick',
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().user.id).toBe(viewer.user.id);
  });

  it('refuses a person of another organisation as a field error', async () => {
    const response = await record(manager.token, {
      user_id: outsider.user.id,
      starts_on: start,
      ends_on: start,
      type: 'annual',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      user_id: ['This person is not a member of your organisation'],
    });
  });

  it('filters by period and person', async () => {
    const inWindow = await list(
      manager.token,
      `?from=${addDays(start, 19)}&to=${addDays(start, 30)}&user_id=${viewer.user.id}`,
    );
    expect(inWindow.json().data).toHaveLength(1);
    expect(inWindow.json().data[0].starts_on).toBe(addDays(start, 20));
    const backwards = await list(manager.token, `?from=${start}&to=${addDays(start, -1)}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([
      'The end of the period must be on or after its start',
    ]);
  });

  it("removes one's own leave; someone else's needs write on team; other orgs get 404", async () => {
    const own = await record(manager.token, { starts_on: start, ends_on: start, type: 'other' });
    expect((await remove(viewer.token, own.json().id)).statusCode).toBe(403);
    expect((await remove(outsider.token, own.json().id)).statusCode).toBe(404);
    expect((await remove(manager.token, own.json().id)).statusCode).toBe(204);
    expect((await remove(manager.token, own.json().id)).statusCode).toBe(404);

    const viewersOwn = await record(viewer.token, {
      starts_on: addDays(start, 40),
      ends_on: addDays(start, 40),
      type: 'other',
    });
    expect((await remove(viewer.token, viewersOwn.json().id)).statusCode).toBe(204);
  });

  it("never shows another organisation's leave", async () => {
    const theirs = await list(outsider.token);
    expect(theirs.json().data).toEqual([]);
    const filtered = await list(outsider.token, `?user_id=${viewer.user.id}`);
    expect(filtered.json().data).toEqual([]);
  });

  it('is closed to a technician (no read on team)', async () => {
    expect((await list(technician.token)).statusCode).toBe(403);
    const response = await record(technician.token, {
      starts_on: start,
      ends_on: start,
      type: 'annual',
    });
    expect(response.statusCode).toBe(403);
  });

  it('tells scheduling who is on leave on a given day', async () => {
    expect(await isOnLeave(t.app.db, orgA, viewer.user.id, addDays(start, 2))).toBe(true);
    expect(await isOnLeave(t.app.db, orgA, viewer.user.id, addDays(start, 7))).toBe(false);
    expect(await isOnLeave(t.app.db, orgA, manager.user.id, addDays(start, 2))).toBe(false);
    // Another organisation's id never matches.
    expect(await isOnLeave(t.app.db, outsider.user.organisationId!, viewer.user.id, start)).toBe(
      false,
    );
  });
});
