/** The demo organisation's buildings (the buildings issue adds locations, assets and more). */
import type { Executor } from '../client.ts';
import { buildings } from '../schema/index.ts';

export const DEMO_BUILDINGS = [
  { name: 'Northwind House', code: 'NWH', city: 'London' },
  { name: 'Riverside Distribution Centre', code: 'RDC', city: 'Reading' },
  { name: 'Harbour Retail Park', code: 'HRP', city: 'Southampton' },
  { name: 'Elm Street Clinic', code: 'ESC', city: 'Oxford' },
] as const;

/** Inserts the demo buildings and returns their ids by code. */
export async function seedDemoBuildings(
  tx: Executor,
  organisationId: string,
): Promise<Record<(typeof DEMO_BUILDINGS)[number]['code'], string>> {
  const rows = await tx
    .insert(buildings)
    .values(DEMO_BUILDINGS.map((building) => ({ ...building, organisationId })))
    .returning({ id: buildings.id, code: buildings.code });
  return Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<
    (typeof DEMO_BUILDINGS)[number]['code'],
    string
  >;
}
