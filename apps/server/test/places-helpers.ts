/** Shared set-up of the places tests: an app, two organisations, people with default roles. */
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import type { Executor } from '../src/db/client.ts';
import { assets, invoices, userBuildings } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import type { TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const rulesOf = (key: DefaultRoleKey) =>
  DEFAULT_ROLES.find((role) => role.key === key)!.rules;
export type Person = Awaited<ReturnType<typeof createUserWithToken>>;

export async function placesWorld(t: TestApp) {
  const orgA = (await createOrganisation(t.app.db, 'Places Alpha')).id;
  const orgB = (await createOrganisation(t.app.db, 'Places Beta')).id;
  await rolesRepository(t.app.db, orgA).insertDefaults();
  return {
    orgA,
    orgB,
    admin: await createUserWithToken(t.app.db, orgA, { rules: rulesOf('administrator') }),
    manager: await createUserWithToken(t.app.db, orgA, { rules: rulesOf('facilities_manager') }),
    viewer: await createUserWithToken(t.app.db, orgA, { rules: rulesOf('viewer') }),
    reporter: await createUserWithToken(t.app.db, orgA, { rules: rulesOf('reporter') }),
    outsider: await createUserWithToken(t.app.db, orgB, { rules: rulesOf('owner') }),
  };
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
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

let assetNumber = 0;

/** Assets straight into the table (the assets module is tested on its own). */
export async function insertAssets(
  db: Executor,
  organisationId: string,
  buildingId: string,
  amount: number,
  locationId: string | null = null,
): Promise<string[]> {
  const rows = await db
    .insert(assets)
    .values(
      Array.from({ length: amount }, () => {
        assetNumber += 1;
        return {
          organisationId,
          buildingId,
          locationId,
          code: `PT-${assetNumber}-${Math.random().toString(16).slice(2, 8)}`,
          name: `Test asset ${assetNumber}`,
        };
      }),
    )
    .returning({ id: assets.id });
  return rows.map((row) => row.id);
}

export async function insertInvoice(
  db: Executor,
  organisationId: string,
  assetId: string,
  issueDate: string,
  totalCents: number,
  currency = 'GBP',
): Promise<void> {
  await db.insert(invoices).values({
    organisationId,
    assetId,
    issueDate,
    totalCents,
    currency,
    number: `INV-${Math.random().toString(16).slice(2, 10)}`,
  });
}

export async function limitToBuildings(
  db: Executor,
  organisationId: string,
  userId: string,
  buildingIds: string[],
): Promise<void> {
  await db
    .insert(userBuildings)
    .values(buildingIds.map((buildingId) => ({ userId, buildingId, organisationId })));
}

/** A tiny valid PNG (1x1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function multipartImage(data: Buffer, name = 'photo.png') {
  const boundary = `----mainstay${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
