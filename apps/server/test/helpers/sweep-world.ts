/**
 * The world the API sweep runs in: two organisations, each the full demo organisation (every
 * record the demo shows: buildings, locations, assets with meters and readings, procurement,
 * imports, tickets with work, SLA policies, teams, leave, contractors with documents,
 * invitations, custom roles), plus what the demo has none of (uploaded files, a saved view, a
 * notification, a second session, a user who is nobody's caller, a checklist template added
 * from the starter library, and a template category). The demo is seeded twice:
 * the first copy is renamed (slug and e-mails) to make room for the second.
 *
 * For each organisation: one signed-in caller per built-in role (the demo's users, with the
 * demo's building and contractor scope) and one id per kind of record a path can name.
 */
import { DEFAULT_ROLE_KEYS, type DefaultRoleKey } from '@mainstay/permissions';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import { notifications, organisations, users } from '../../src/db/schema/index.ts';
import { createAccessToken } from '../../src/modules/auth/access-tokens.ts';
import { seedDemoOrganisation } from '../../src/seed/index.ts';
import type { TestApp } from './app.ts';
import { bearer, createUserWithToken } from './fixtures.ts';
import { rulesOf } from './tickets.ts';

export const RECORD_KINDS = [
  'role',
  'user',
  'invitation',
  'team',
  'teamMember',
  'leave',
  'contractor',
  'contractorDocument',
  'session',
  'building',
  'location',
  'asset',
  'meter',
  'assetFile',
  'assetCategory',
  'assetCustomField',
  'purchaseOrder',
  'invoice',
  'importJob',
  'reactiveTicket',
  'generalTicket',
  'reactiveCategory',
  'generalCategory',
  'ticketFile',
  'timeLog',
  'part',
  'savedView',
  'slaPolicy',
  'holiday',
  'file',
  'notification',
  'reportExport',
  'reportSchedule',
  'template',
  'templateCategory',
  'form',
  'ppmSchedule',
  'ppmTask',
  'ppmCategory',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface SweepOrganisation {
  id: string;
  /** The demo user of each built-in role. */
  callers: Record<DefaultRoleKey, string>;
  records: Record<RecordKind, string>;
  /** A token of the caller's; `fresh`: a new one (after a call that may sign out). */
  tokenOf(role: DefaultRoleKey, fresh?: boolean): Promise<string>;
}

export interface SweepWorld {
  a: SweepOrganisation;
  b: SweepOrganisation;
}

export async function buildSweepWorld(t: TestApp): Promise<SweepWorld> {
  const db = t.app.db;
  const first = await seedDemoOrganisation(db);
  // Out of the second seed's way: another slug and other e-mail addresses.
  await db
    .update(organisations)
    .set({ slug: 'northwind-caller', name: 'Northwind Caller' })
    .where(eq(organisations.id, first.organisationId));
  await db
    .update(users)
    .set({ email: sql`replace(${users.email}, '@northwind.example', '@caller.example')` })
    .where(eq(users.organisationId, first.organisationId));
  const second = await seedDemoOrganisation(db);
  return {
    a: await prepare(t, first.organisationId, '@caller.example'),
    b: await prepare(t, second.organisationId, '@northwind.example'),
  };
}

/** One demo organisation, prepared the same way (for sweeps inside one organisation). */
export async function buildSweepOrganisation(t: TestApp): Promise<SweepOrganisation> {
  const seeded = await seedDemoOrganisation(t.app.db);
  return prepare(t, seeded.organisationId, '@northwind.example');
}

const DEMO_LOCAL_PART: Record<DefaultRoleKey, string> = {
  owner: 'owner',
  administrator: 'admin',
  facilities_manager: 'manager',
  technician: 'technician',
  contractor: 'contractor',
  reporter: 'reporter',
  viewer: 'viewer',
};

async function prepare(
  t: TestApp,
  organisationId: string,
  domain: string,
): Promise<SweepOrganisation> {
  const db = t.app.db;
  const callers = {} as Record<DefaultRoleKey, string>;
  for (const key of DEFAULT_ROLE_KEYS) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${DEMO_LOCAL_PART[key]}${domain}`));
    if (!row) throw new Error(`No ${key} in ${domain}`);
    callers[key] = row.id;
  }
  // One token per caller, made again after a call that may have ended it.
  const tokens = new Map<DefaultRoleKey, string>();
  const tokenOf = async (role: DefaultRoleKey, fresh = false) => {
    const known = tokens.get(role);
    if (known && !fresh) return known;
    const token = await createAccessToken(db, callers[role], organisationId, {
      deviceName: 'sweep',
    });
    tokens.set(role, token);
    return token;
  };

  // A person no call acts as, for the calls that deactivate or change someone.
  const bystander = await createUserWithToken(db, organisationId, {
    rules: rulesOf('technician'),
  });
  await enrich(t, organisationId, await tokenOf('owner'), callers, bystander.user.id);
  const records = await pickRecords(db, organisationId, bystander.user.id);
  return { id: organisationId, callers, records, tokenOf };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#10c0d2' } })
    .png()
    .toBuffer();

/** A multipart body with one PNG in the `file` field. */
export async function pngUpload(): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'sweep.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** What the demo has none of, added the way a user adds it. */
async function enrich(
  t: TestApp,
  organisationId: string,
  ownerToken: string,
  callers: Record<DefaultRoleKey, string>,
  bystanderId: string,
) {
  const db = t.app.db;
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`Nothing found for the sweep: ${JSON.stringify(query)}`);
    return id;
  };
  const asset = await one(
    sql`select asset_id as id from asset_meters where organisation_id = ${organisationId} order by asset_id limit 1`,
  );
  const ticket = await one(
    sql`select t.id from tickets t where t.organisation_id = ${organisationId} and t.kind = 'reactive'
        order by exists (select 1 from ticket_time_logs l where l.ticket_id = t.id) desc,
          exists (select 1 from ticket_parts p where p.ticket_id = t.id) desc, t.number limit 1`,
  );
  const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const upload = payload ? undefined : await pngUpload();
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...bearer(ownerToken),
        ...(upload ? { 'content-type': upload.contentType } : {}),
      },
      payload: upload ? upload.payload : payload,
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.body ? (response.json() as { id?: string }) : {};
  };
  await send('POST', `/assets/${asset}/photos`);
  await send('POST', `/reactive-tickets/${ticket}/files`);
  await send('PUT', '/organisation/logo');
  await send('POST', '/saved-views', {
    page: 'reactive-tickets',
    name: 'Sweep view',
    query: 'status=new',
    shared: true,
  });
  await send('POST', '/reports/tickets/exports', { format: 'csv' });
  await send('POST', '/reports/schedules', {
    name: 'Sweep schedule',
    report_key: 'tickets',
    frequency: 'daily',
    hour: 7,
    recipient_ids: [callers.administrator],
  });
  await send('POST', '/template-categories', { name: 'Sweep templates' });
  // A monthly schedule on the asset, due today: its first task is made at once.
  const today = new Date().toISOString().slice(0, 10);
  await send('POST', '/ppm-schedules', {
    title: 'Sweep service',
    building_id: await one(sql`select building_id as id from assets where id = ${asset}`),
    scope: 'assets',
    asset_ids: [asset],
    triggers: [
      {
        type: 'calendar',
        frequency: 'monthly',
        interval: 1,
        month_mode: 'day_of_month',
        month_day: Number(today.slice(8, 10)),
      },
    ],
    start_date: today,
  });
  // The demo has the starter templates and filled forms (seed/demo-forms.ts).
  await db.insert(notifications).values({
    organisationId,
    userId: callers.technician,
    type: 'ticket_assigned',
    ticketId: ticket,
    data: {},
  });
  await createAccessToken(db, bystanderId, organisationId, { deviceName: 'second device' });
}

/** One id per kind, related where a path nests them (the asset's meter, the ticket's part). */
async function pickRecords(db: Database, organisationId: string, bystanderId: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows;
  const first = async (kind: RecordKind, query: ReturnType<typeof sql>) => {
    const id = (await rows(query))[0]?.id;
    if (!id) throw new Error(`The sweep found no ${kind} in ${organisationId}`);
    return id;
  };
  const org = organisationId;
  const records = {} as Record<RecordKind, string>;
  const pick = async (kind: RecordKind, query: ReturnType<typeof sql>) =>
    (records[kind] = await first(kind, query));

  await pick(
    'role',
    sql`select id from roles where organisation_id = ${org} and not is_system and name not like 'Role %' order by name limit 1`,
  );
  records.user = bystanderId;
  await pick(
    'invitation',
    sql`select id from invitations where organisation_id = ${org} order by created_at limit 1`,
  );
  await pick(
    'team',
    sql`select team_id as id from team_members where organisation_id = ${org} order by team_id limit 1`,
  );
  await pick(
    'teamMember',
    sql`select user_id as id from team_members where team_id = ${records.team} order by user_id limit 1`,
  );
  await pick('leave', sql`select id from leave where organisation_id = ${org} order by id limit 1`);
  await pick(
    'contractorDocument',
    sql`select id from contractor_documents where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'contractor',
    sql`select contractor_id as id from contractor_documents where id = ${records.contractorDocument}`,
  );
  await pick(
    'session',
    sql`select id from access_tokens where user_id = ${bystanderId} and device_name = 'second device'`,
  );
  await pick(
    'assetFile',
    sql`select file_id as id from asset_files where organisation_id = ${org} limit 1`,
  );
  await pick(
    'asset',
    sql`select asset_id as id from asset_files where file_id = ${records.assetFile}`,
  );
  await pick(
    'meter',
    sql`select id from asset_meters where asset_id = ${records.asset} order by id limit 1`,
  );
  await pick('building', sql`select building_id as id from assets where id = ${records.asset}`);
  await pick(
    'location',
    sql`select id from locations where building_id = ${records.building} order by path limit 1`,
  );
  await pick(
    'assetCategory',
    sql`select id from asset_categories where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'assetCustomField',
    sql`select id from asset_custom_fields where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'purchaseOrder',
    sql`select id from purchase_orders where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'invoice',
    sql`select id from invoices where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'importJob',
    sql`select id from import_jobs where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'ticketFile',
    sql`select file_id as id from ticket_files where organisation_id = ${org} limit 1`,
  );
  await pick(
    'reactiveTicket',
    sql`select ticket_id as id from ticket_files where file_id = ${records.ticketFile}`,
  );
  await pick(
    'generalTicket',
    sql`select id from tickets where organisation_id = ${org} and kind = 'general' order by number limit 1`,
  );
  await pick(
    'reactiveCategory',
    sql`select id from ticket_categories where organisation_id = ${org} and kind = 'reactive' order by id limit 1`,
  );
  await pick(
    'generalCategory',
    sql`select id from ticket_categories where organisation_id = ${org} and kind = 'general' order by id limit 1`,
  );
  // The ticket's own time log and part when it has them.
  await pick(
    'timeLog',
    sql`select id from ticket_time_logs where organisation_id = ${org} order by ticket_id = ${records.reactiveTicket} desc, id limit 1`,
  );
  await pick(
    'part',
    sql`select id from ticket_parts where organisation_id = ${org} order by ticket_id = ${records.reactiveTicket} desc, id limit 1`,
  );
  await pick('savedView', sql`select id from saved_views where organisation_id = ${org} limit 1`);
  await pick(
    'slaPolicy',
    sql`select id from sla_policies where organisation_id = ${org} order by id limit 1`,
  );
  await pick(
    'holiday',
    sql`select id from holidays where organisation_id = ${org} order by id limit 1`,
  );
  await pick('file', sql`select id from files where organisation_id = ${org} order by id limit 1`);
  await pick(
    'notification',
    sql`select id from notifications where organisation_id = ${org} limit 1`,
  );
  await pick(
    'reportExport',
    sql`select id from report_exports where organisation_id = ${org} limit 1`,
  );
  await pick(
    'reportSchedule',
    sql`select id from report_schedules where organisation_id = ${org} limit 1`,
  );
  await pick(
    'template',
    sql`select id from templates where organisation_id = ${org} and starter_id = 'fire_extinguisher_monthly' order by created_at limit 1`,
  );
  await pick(
    'templateCategory',
    sql`select id from template_categories where organisation_id = ${org} and name = 'Sweep templates'`,
  );
  await pick(
    'form',
    sql`select id from forms where organisation_id = ${org} order by number limit 1`,
  );
  await pick(
    'ppmSchedule',
    sql`select id from ppm_schedules where organisation_id = ${org} order by created_at limit 1`,
  );
  await pick(
    'ppmTask',
    sql`select id from tickets where organisation_id = ${org} and kind = 'ppm' order by number limit 1`,
  );
  await pick(
    'ppmCategory',
    sql`select id from ticket_categories where organisation_id = ${org} and kind = 'ppm' order by id limit 1`,
  );
  return records;
}
