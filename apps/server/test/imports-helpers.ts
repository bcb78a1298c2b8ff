/** Shared by the import tests: people allowed to import, uploads, and waiting for a job. */
import type { LanguageCode } from '@mainstay/i18n';
import type { PermissionRule } from '@mainstay/permissions';
import type { Database } from '../src/db/client.ts';
import { assetCategories, buildings, userBuildings } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const IMPORT_RULES: PermissionRule[] = ['buildings', 'locations', 'assets'].flatMap(
  (subject) => (['read', 'add'] as const).map((action) => ({ action, subject }) as PermissionRule),
);

export async function importer(
  db: Database,
  rules: PermissionRule[] = IMPORT_RULES,
  language: LanguageCode = 'en',
) {
  const organisation = await createOrganisation(db, 'Harbour Estates');
  const created = await createUserWithToken(db, organisation.id, { rules, language });
  return { ...created, organisation, headers: bearer(created.token) };
}

export async function anotherUser(
  db: Database,
  organisationId: string,
  rules: PermissionRule[] = IMPORT_RULES,
  limitedTo: string[] = [],
) {
  const created = await createUserWithToken(db, organisationId, { rules });
  if (limitedTo.length > 0) {
    await db
      .insert(userBuildings)
      .values(
        limitedTo.map((buildingId) => ({ userId: created.user.id, buildingId, organisationId })),
      );
  }
  return { ...created, headers: bearer(created.token) };
}

export async function addBuilding(
  db: Database,
  organisationId: string,
  name: string,
  code: string,
) {
  const [row] = await db.insert(buildings).values({ organisationId, name, code }).returning();
  if (!row) throw new Error('no building');
  return row;
}

export async function addCategories(db: Database, organisationId: string) {
  await db
    .insert(assetCategories)
    .values([
      { organisationId, key: 'hvac', name: 'HVAC' },
      { organisationId, key: 'electrical', name: 'Electrical' },
    ])
    .onConflictDoNothing();
}

export async function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  entity: string | undefined,
  data: Buffer | string,
  filename = 'import.csv',
) {
  const form = new FormData();
  if (entity !== undefined) form.append('entity', entity);
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** GET the job until its step has finished. */
export async function settled(t: TestApp, headers: Record<string, string>, id: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers });
    const job = response.json();
    if (!['validating', 'importing'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The import did not finish');
}

export async function validate(
  t: TestApp,
  headers: Record<string, string>,
  id: string,
  mapping: Record<string, string>,
  mode: 'all_or_nothing' | 'valid_rows' = 'valid_rows',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${id}/validate`,
    headers,
    payload: { mapping, mode },
  });
  if (response.statusCode !== 202)
    throw new Error(`validate: ${response.statusCode} ${response.body}`);
  return settled(t, headers, id);
}

export async function run(t: TestApp, headers: Record<string, string>, id: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${id}/run`,
    headers,
  });
  if (response.statusCode !== 202) throw new Error(`run: ${response.statusCode} ${response.body}`);
  return settled(t, headers, id);
}

/** Upload, validate with the suggested mapping, import: the job at the end. */
export async function importAll(
  t: TestApp,
  headers: Record<string, string>,
  entity: string,
  csv: string | Buffer,
  mode: 'all_or_nothing' | 'valid_rows' = 'valid_rows',
  filename = 'import.csv',
) {
  const upload = await uploadFile(t, headers, entity, csv, filename);
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  const job = upload.json();
  await validate(t, headers, job.id, job.suggested_mapping, mode);
  return run(t, headers, job.id);
}

export async function report(t: TestApp, headers: Record<string, string>, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/imports/${id}/report`,
    headers,
  });
  return { status: response.statusCode, text: response.rawPayload.subarray(3).toString('utf8') };
}
