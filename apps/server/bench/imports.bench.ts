/**
 * `npx tsx bench/imports.bench.ts` (from apps/server): 50,000 assets imported end to end on the
 * embedded database through the job queue: upload, check every row, write them all. Prints the
 * seconds of each step and in total (the goal is under a minute). BENCH_IMPORT_ROWS changes the
 * number of rows.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { assetCategories, buildings, locations } from '../src/db/schema/index.ts';
import { memoryFileStore } from '../src/modules/files/index.ts';
import { bearer, createOrganisation, createUserWithToken } from '../test/helpers/fixtures.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);

async function main() {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    FILES_MAX_BYTES: String(100 * 1024 * 1024),
  });
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    queue: true,
    scheduleJobs: false,
    fileStore: memoryFileStore(),
  });
  const db = database.db;
  const organisation = await createOrganisation(db, 'Bench Estates');
  const { token } = await createUserWithToken(db, organisation.id, {
    rules: [{ action: 'manage', subject: 'all' }],
  });
  const headers = bearer(token);
  const organisationId = organisation.id;
  const sites = await db
    .insert(buildings)
    .values(
      Array.from({ length: 20 }, (_, index) => ({
        organisationId,
        name: `Site ${index + 1}`,
        code: `S${index + 1}`,
      })),
    )
    .returning();
  for (const site of sites) {
    const id = crypto.randomUUID();
    await db.insert(locations).values({
      id,
      organisationId,
      buildingId: site.id,
      name: 'Plant room',
      path: `/${id}/`,
      type: 'plant_room',
    });
  }
  await db.insert(assetCategories).values([
    { organisationId, key: 'hvac', name: 'HVAC' },
    { organisationId, key: 'electrical', name: 'Electrical' },
  ]);

  const lines = [
    'Name,Code,Category,Building,Location,Make,Model,Serial number,Status,Criticality,Install date,Warranty expiry,Cost,Currency',
  ];
  for (let index = 1; index <= ROWS; index += 1) {
    const site = (index % 20) + 1;
    lines.push(
      [
        `Fan coil unit ${index}`,
        index % 2 === 0 ? `FCU-${index}` : '',
        index % 3 === 0 ? 'Electrical' : 'HVAC',
        `S${site}`,
        index % 4 === 0 ? 'Plant room' : '',
        'Daikin',
        'FXZQ-A',
        `SN${100000 + index}`,
        'operational',
        'medium',
        '2021-06-15',
        '2026-06-15',
        `${(index % 900) + 100}.25`,
        'EUR',
      ].join(','),
    );
  }
  const csv = Buffer.from(`${lines.join('\n')}\n`);
  const form = new FormData();
  form.append('entity', 'assets');
  form.append('file', new Blob([new Uint8Array(csv)]), 'assets.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());

  const wait = async (id: string) => {
    for (;;) {
      const job = (
        await app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers })
      ).json();
      if (!['validating', 'importing'].includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const started = performance.now();
  const upload = await app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload,
  });
  if (upload.statusCode !== 201) throw new Error(`Upload failed: ${upload.body}`);
  const job = upload.json();
  const uploaded = performance.now();
  await app.inject({
    method: 'POST',
    url: `/api/v1/imports/${job.id}/validate`,
    headers,
    payload: { mapping: job.suggested_mapping, mode: 'all_or_nothing' },
  });
  const checked = await wait(job.id);
  const validatedAt = performance.now();
  await app.inject({ method: 'POST', url: `/api/v1/imports/${job.id}/run`, headers });
  const done = await wait(job.id);
  const finished = performance.now();
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);

  console.log(
    `\nImport of ${ROWS} assets (${(csv.length / 1048576).toFixed(1)} MB CSV), PGlite, through the queue\n`,
  );
  console.log(`  upload and read headers   ${seconds(started, uploaded)} s`);
  console.log(
    `  check every row           ${seconds(uploaded, validatedAt)} s (${checked.counts.valid} valid)`,
  );
  console.log(
    `  write the rows            ${seconds(validatedAt, finished)} s (${done.status}, ${done.counts.imported} imported)`,
  );
  console.log(`  total                     ${seconds(started, finished)} s\n`);
  await app.close();
  await database.close();
  if (done.counts.imported !== ROWS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
