// The configurable dashboard's layouts: mine, else the organisation's default, else the built-in
// one; saving, resetting and sharing; refusals by permission (403) and of bad layouts (422, in
// the caller's language); and another organisation's layouts never seen.
import { DEFAULT_DASHBOARD_WIDGETS, type TDashboardLayout } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { callApi, rulesOf, type Person } from './helpers/tickets.ts';

const widget = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'overdue',
  x: 0,
  y: 0,
  w: 4,
  h: 2,
  filters: null,
  ...overrides,
});

describe('dashboard layouts', () => {
  let t: TestApp;
  let owner: Person;
  let admin: Person;
  let manager: Person;
  let otherManager: Person;
  let technician: Person;
  let reporter: Person;
  let outsider: Person;
  let organisationId: string;

  const layout = async (person: Person) => {
    const response = await callApi(t, 'GET', '/dashboards/layout', person.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TDashboardLayout;
  };
  const save = (person: Person, widgets: unknown[], url = '/dashboards/layout') =>
    callApi(t, 'PUT', url, person.token, { widgets });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const org = await createOrganisation(db, 'Layout Estates');
    const other = await createOrganisation(db, 'Other Estates');
    organisationId = org.id;
    const person = (key: Parameters<typeof rulesOf>[0], organisationId = org.id) =>
      createUserWithToken(db, organisationId, { rules: rulesOf(key) });
    owner = await person('owner');
    admin = await person('administrator');
    manager = await person('facilities_manager');
    otherManager = await person('facilities_manager');
    technician = await person('technician');
    reporter = await person('reporter');
    outsider = await person('owner', other.id);
  });
  afterAll(() => t.close());

  it('answers the built-in layout to someone who has none', async () => {
    const answer = await layout(manager);
    expect(answer.source).toBe('default');
    expect(answer.updated_at).toBeNull();
    expect(answer.widgets).toEqual(DEFAULT_DASHBOARD_WIDGETS);
  });

  it("saves the caller's own layout, with each widget's filters", async () => {
    const widgets = [
      widget('a'),
      widget('b', {
        type: 'trendChart',
        x: 4,
        w: 8,
        h: 3,
        filters: { range: 'custom', from: '2025-01-01', to: '2025-03-31', kind: 'general' },
      }),
    ];
    const response = await save(manager, widgets);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ source: 'mine', widgets });
    expect(await layout(manager)).toMatchObject({ source: 'mine', widgets });
    // Saving again replaces it.
    await save(manager, [widget('c', { type: 'sla' })]);
    expect((await layout(manager)).widgets).toEqual([widget('c', { type: 'sla' })]);
    // Nobody else sees it.
    expect((await layout(otherManager)).source).toBe('default');
  });

  it('refuses saving to those who may not write the dashboard', async () => {
    for (const person of [technician, reporter]) {
      expect((await save(person, [widget('a')])).statusCode).toBe(403);
      const reset = await callApi(t, 'DELETE', '/dashboards/layout', person.token);
      expect(reset.statusCode).toBe(403);
    }
    expect((await callApi(t, 'GET', '/dashboards/layout', reporter.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/dashboards/layout' })).statusCode,
    ).toBe(401);
  });

  it('lets only the owner and administrators share the organisation default', async () => {
    const url = '/dashboards/layout/organisation';
    expect((await save(manager, [widget('m')], url)).statusCode).toBe(403);
    expect((await save(technician, [widget('m')], url)).statusCode).toBe(403);
    const shared = await save(admin, [widget('org', { type: 'feedback' })], url);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ source: 'organisation' });
    expect((await save(owner, [widget('org', { type: 'completed' })], url)).statusCode).toBe(200);
    const seen = await layout(otherManager);
    expect(seen.source).toBe('organisation');
    expect(seen.widgets).toEqual([widget('org', { type: 'completed' })]);
    // A person's own layout still comes first.
    expect((await layout(manager)).source).toBe('mine');
  });

  it("falls back to the organisation's default when a person resets theirs", async () => {
    const response = await callApi(t, 'DELETE', '/dashboards/layout', manager.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ source: 'organisation' });
    expect((await layout(manager)).widgets).toEqual([widget('org', { type: 'completed' })]);
    // Resetting twice is harmless.
    expect((await callApi(t, 'DELETE', '/dashboards/layout', manager.token)).statusCode).toBe(200);
  });

  it("never shows another organisation's layouts", async () => {
    const seen = await layout(outsider);
    expect(seen.source).toBe('default');
    await save(outsider, [widget('x', { type: 'sla' })], '/dashboards/layout/organisation');
    expect((await layout(otherManager)).widgets).toEqual([widget('org', { type: 'completed' })]);
  });

  it('refuses a bad layout with field errors (422)', async () => {
    const refused = async (widgets: unknown[]) => {
      const response = await save(manager, widgets);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await refused([widget('a', { x: 10, w: 4 })])).toEqual({
      'widgets.0.w': ['The widget reaches past the twelfth column'],
    });
    expect(await refused([widget('a'), widget('a', { y: 4 })])).toEqual({
      'widgets.1.id': ['Two widgets have the same id'],
    });
    expect((await refused([widget('a', { type: 'weather' })]))['widgets.0.type']?.[0]).toMatch(
      /^The widget is one of resolutionTime/,
    );
    expect(await refused([widget('a', { h: 9 })])).toEqual({
      'widgets.0.h': ['A widget is 1 to 8 rows tall'],
    });
    expect(await refused([widget('a', { filters: { range: 'custom' } })])).toEqual({
      'widgets.0.filters.from': ['Choose the first day of the period'],
      'widgets.0.filters.to': ['Choose the last day of the period'],
    });
    const many = Array.from({ length: 31 }, (_, index) => widget(`w${index}`, { y: index }));
    expect(await refused(many)).toEqual({ widgets: ['A dashboard holds at most 30 widgets'] });
  });

  it('answers French callers in French', async () => {
    const french = await createUserWithToken(t.app.db, organisationId, {
      rules: rulesOf('facilities_manager'),
      language: 'fr',
    });
    const response = await save(french, [widget('a', { x: 10, w: 4 })]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['widgets.0.w']).toEqual([
      'Le widget dépasse la douzième colonne',
    ]);
  });
});
