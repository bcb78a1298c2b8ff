/**
 * Set-up the work-record tests share: one app per file, an organisation with the default roles,
 * people in each role, buildings, and tickets inserted straight into the table (numbered like
 * the create route numbers them), plus multipart bodies and small images.
 */
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import {
  buildings,
  contractors,
  ticketAssignees,
  tickets,
  users,
  type Ticket,
} from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { ticketNumber } from '../src/modules/tickets/tickets.shared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const rulesOf = (key: DefaultRoleKey) =>
  DEFAULT_ROLES.find((role) => role.key === key)!.rules;
export type Person = Awaited<ReturnType<typeof createUserWithToken>>;

const sequences = new Map<string, number>();

export interface TicketOptions {
  organisationId: string;
  buildingId: string;
  kind?: 'reactive' | 'general';
  status?: Ticket['status'];
  title?: string;
  reporterUserId?: string | null;
  contractorId?: string | null;
  assigneeIds?: string[];
}

export async function insertTicket(db: Database, options: TicketOptions): Promise<Ticket> {
  const kind = options.kind ?? 'reactive';
  const key = `${options.organisationId}:${kind}`;
  const seq = (sequences.get(key) ?? 0) + 1;
  sequences.set(key, seq);
  const [ticket] = await db
    .insert(tickets)
    .values({
      organisationId: options.organisationId,
      kind,
      seq,
      number: ticketNumber(kind, seq),
      title: options.title ?? `Leak ${seq}`,
      description: 'Water under the sink',
      buildingId: options.buildingId,
      status: options.status ?? 'in_progress',
      reporterUserId: options.reporterUserId ?? null,
      contractorId: options.contractorId ?? null,
    })
    .returning();
  if (!ticket) throw new Error('Inserting the test ticket failed');
  if (options.assigneeIds?.length) {
    await db.insert(ticketAssignees).values(
      options.assigneeIds.map((userId) => ({
        organisationId: options.organisationId,
        ticketId: ticket.id,
        userId,
      })),
    );
  }
  return ticket;
}

export interface WorkWorld {
  t: TestApp;
  db: Database;
  orgId: string;
  otherOrgId: string;
  north: string;
  south: string;
  foreignBuilding: string;
  contractorId: string;
  people: {
    manager: Person;
    technician: Person;
    reporter: Person;
    viewer: Person;
    contractor: Person;
    outsider: Person;
  };
}

/** One app, two organisations and a person per role (the contractor works for a company at 60.00/h). */
export async function workWorld(): Promise<WorkWorld> {
  const t = await createTestApp();
  const db = t.app.db;
  const orgId = (await createOrganisation(db, 'Work Alpha')).id;
  const otherOrgId = (await createOrganisation(db, 'Work Beta')).id;
  await rolesRepository(db, orgId).insertDefaults();
  const person = (key: DefaultRoleKey, organisationId = orgId) =>
    createUserWithToken(db, organisationId, { rules: rulesOf(key) });
  const people = {
    manager: await person('facilities_manager'),
    technician: await person('technician'),
    reporter: await person('reporter'),
    viewer: await person('viewer'),
    contractor: await person('contractor'),
    outsider: await person('owner', otherOrgId),
  };
  const [north, south, foreign] = await db
    .insert(buildings)
    .values([
      { organisationId: orgId, name: 'North Tower' },
      { organisationId: orgId, name: 'South Depot' },
      { organisationId: otherOrgId, name: 'Elsewhere' },
    ])
    .returning();
  const [company] = await db
    .insert(contractors)
    .values({ organisationId: orgId, companyName: 'Arctic Air', hourlyRateCents: 6000 })
    .returning();
  await db
    .update(users)
    .set({ contractorId: company!.id })
    .where(eq(users.id, people.contractor.user.id));
  return {
    t,
    db,
    orgId,
    otherOrgId,
    north: north!.id,
    south: south!.id,
    foreignBuilding: foreign!.id,
    contractorId: company!.id,
    people,
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export function caller(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}

export function multipart(file: { name: string; data: Buffer; type: string }) {
  const boundary = `----mainstay${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function pngImage(colour = { r: 200, g: 60, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
