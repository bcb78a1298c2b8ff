/**
 * The world of the reports over assets (docs/kpis.md, "Reports"): two organisations' fixed
 * assets (installed, archived, with and without warranty, in two buildings and categories) and
 * their tickets and invoices in March 2025, with callers who see everything, the south building
 * only, assets without the report's other subjects, or reports without assets, and one who
 * reads Arabic. The MTBF and the asset register tests share it.
 */
import type { TReport } from '@mainstay/contracts';
import { expect } from 'vitest';
import { assetCategories, assets, invoices, userBuildings } from '../../src/db/schema/index.ts';
import { loadTicketSettings } from '../../src/modules/tickets/index.ts';
import { caller, insertTicket, rulesOf, slaWorld } from '../sla-world.ts';
import type { TestApp } from './app.ts';
import { createUserWithToken } from './fixtures.ts';

export const HOUR = 3600;
export const DAY = 24 * HOUR;
export const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const readReport = { action: 'read', subject: 'report' } as const;
const at = (iso: string) => new Date(iso);
/** A day counted from today (UTC, the organisation's time zone here), as 'YYYY-MM-DD'. */
export const fromToday = (days: number) =>
  new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10);

export const byGroup = (body: TReport) =>
  Object.fromEntries(body.rows.map((row) => [row.group, row]));

export async function assetReportsWorld(t: TestApp) {
  const call = caller(t);
  const w = await slaWorld(t, 'Asset reports');
  const db = t.app.db;
  await loadTicketSettings(db, w.orgA);
  const southManager = await createUserWithToken(db, w.orgA, {
    rules: rulesOf('facilities_manager'),
  });
  await db
    .insert(userBuildings)
    .values({ organisationId: w.orgA, userId: southManager.user.id, buildingId: w.south });
  const technician = await createUserWithToken(db, w.orgA, {
    rules: [...rulesOf('technician'), readReport],
  });
  const bare = await createUserWithToken(db, w.orgA, { rules: [readReport] });
  const arabic = await createUserWithToken(db, w.orgA, {
    rules: rulesOf('administrator'),
    language: 'ar',
  });
  const [hvac, plumbing] = await db
    .insert(assetCategories)
    .values([
      { organisationId: w.orgA, name: 'HVAC' },
      { organisationId: w.orgA, key: 'plumbing', name: 'Plumbing' },
    ])
    .returning();
  const asset = (code: string, name: string, buildingId: string) => ({
    organisationId: w.orgA,
    code,
    name,
    buildingId,
  });
  const [chiller, boiler, pump, , , , spare] = await db
    .insert(assets)
    .values([
      // In service all March; expired warranty; operational.
      {
        ...asset('AST-1', 'Chiller', w.north),
        categoryId: hvac!.id,
        installDate: '2020-06-01',
        warrantyExpiry: fromToday(-1),
        criticality: 'high',
      },
      // Installed on 11 March: 21 days in service; warranty ends in 90 days; down.
      {
        ...asset('AST-2', 'Boiler', w.north),
        categoryId: hvac!.id,
        installDate: '2025-03-11',
        warrantyExpiry: fromToday(90),
        status: 'down',
      },
      // In the south, never failed; warranty ends in 91 days.
      { ...asset('AST-3', 'Pump', w.south), warrantyExpiry: fromToday(91) },
      // Archived on 16 March: 15 days in service, then out of the register.
      {
        ...asset('AST-4', 'Water heater', w.north),
        categoryId: plumbing!.id,
        archivedAt: at('2025-03-16T00:00:00Z'),
      },
      // Archived before March; installed after March: in no MTBF row.
      { ...asset('AST-5', 'Old fan', w.north), archivedAt: at('2025-02-01T00:00:00Z') },
      { ...asset('AST-6', 'New fan', w.north), installDate: '2025-04-10' },
      // No warranty, in repair.
      { ...asset('AST-7', 'Spare motor', w.north), status: 'in_repair' },
    ])
    .returning();
  const [foreignAsset] = await db
    .insert(assets)
    .values({
      organisationId: w.orgB,
      code: 'AST-1',
      name: 'Foreign chiller',
      buildingId: w.foreignBuilding,
    })
    .returning();
  const north = { organisationId: w.orgA, buildingId: w.north, kind: 'reactive' as const };
  const repair = (assetId: string, created: string, hours: number) => ({
    ...north,
    assetId,
    status: 'completed' as const,
    createdAt: at(created),
    completedAt: new Date(at(created).getTime() + hours * HOUR * 1000),
  });
  // Chiller: two failures (4 h and 8 h repairs), one with labour and parts.
  await insertTicket(db, {
    ...repair(chiller!.id, '2025-03-03T08:00:00Z', 4),
    labourCostCents: 10_000,
    partsCostCents: 2_000,
  });
  await insertTicket(db, repair(chiller!.id, '2025-03-20T08:00:00Z', 8));
  // Boiler: one failure (2 h); not failures: general work, February's repair, open work.
  await insertTicket(db, repair(boiler!.id, '2025-03-20T08:00:00Z', 2));
  await insertTicket(db, { ...repair(boiler!.id, '2025-03-21T08:00:00Z', 1), kind: 'general' });
  await insertTicket(db, repair(boiler!.id, '2025-02-10T08:00:00Z', 3));
  await insertTicket(db, {
    ...north,
    assetId: boiler!.id,
    createdAt: at('2025-03-25T08:00:00Z'),
  });
  await insertTicket(db, {
    ...north,
    kind: 'general',
    assetId: chiller!.id,
    status: 'on_hold',
    createdAt: at('2025-03-26T08:00:00Z'),
  });
  // Another organisation's failure on its own asset.
  await insertTicket(db, {
    ...repair(foreignAsset!.id, '2025-03-05T08:00:00Z', 5),
    organisationId: w.orgB,
    buildingId: w.foreignBuilding,
  });
  // The pump's invoice without ticket, and one on the spare motor that is still a draft.
  await db.insert(invoices).values([
    {
      organisationId: w.orgA,
      number: 'INV-A1',
      assetId: pump!.id,
      issueDate: '2025-03-12',
      currency: 'EUR',
      totalCents: 5_000,
      status: 'approved',
    },
    {
      organisationId: w.orgA,
      number: 'INV-A2',
      assetId: spare!.id,
      issueDate: '2025-03-12',
      currency: 'EUR',
      totalCents: 9_000,
      status: 'draft',
    },
  ]);

  /** The report as `token` (the administrator by default) sees it: 200 expected. */
  const report = async (key: string, query: string, token = w.admin.token) => {
    const response = await call('GET', `/reports/${key}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TReport;
  };
  return { w, call, report, southManager, technician, bare, arabic };
}
