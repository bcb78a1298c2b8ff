/**
 * The ticket detail in one round trip: the list row's columns, names and assignees, plus
 * everything the page shows around it (watchers, files, time logs, parts, procurement totals, the
 * people and signature files it points to) as JSON built by the database. One statement instead
 * of a dozen keeps the detail page cheap under load; its usual shapes are prepared once per
 * database handle (see preparedDetail).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { preparedPerHandle } from '../../../db/prepared.ts';
import { tenantCondition } from '../../../lib/tenancy.ts';
import {
  buildings,
  invoices,
  purchaseOrders,
  ticketFiles,
  ticketParts,
  tickets,
  ticketSettings,
  ticketTimeLogs,
  ticketWatchers,
} from '../../../db/schema/index.ts';
import { LIST_COLUMNS } from './ticket-rows.ts';
import {
  fromPerson,
  fromStored,
  jsonList,
  nameVia,
  person,
  personJson,
  scalar,
  stored,
  type PersonJson,
} from './ticket-sql.ts';

/** A stored file as the JSON parts carry it (what a signed link needs). */
export interface FileJson {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export interface TicketFileJson extends FileJson {
  kind: 'photo' | 'document';
  createdAt: string;
}

export interface TimeLogJson {
  id: string;
  userId: string;
  userName: string;
  startedAt: string;
  endedAt: string | null;
  durationMinutes: number | null;
  hourlyRateCents: number;
  costCents: number;
  note: string;
}

export interface PartJson {
  id: string;
  description: string;
  quantity: number;
  unitCostCents: number;
  totalCents: number;
  createdAt: string;
}

const fileFields = sql`'id', ${stored.id}, 'originalName', ${stored.originalName},
  'contentType', ${stored.contentType}, 'sizeBytes', ${stored.sizeBytes}`;

/** The name of the user in `column`, or null. */
const personNamed = (column: PgColumn) =>
  scalar<PersonJson | null>(
    sql`select ${personJson} from ${fromPerson} where ${person.id} = ${column}`,
  );

/** The signature file in `column` if it belongs to the ticket's organisation, or null. */
const signatureFile = (column: PgColumn) =>
  scalar<FileJson | null>(sql`select json_build_object(${fileFields}) from ${fromStored}
    where ${stored.id} = ${column} and ${tenantCondition(stored, tickets.organisationId)}`);

/** Sum of `total_cents` of the ticket's documents in the given statuses, in cents. */
const documentsTotal = (table: typeof purchaseOrders | typeof invoices, statuses: string[]) =>
  scalar<number>(sql`select coalesce(sum(${table.totalCents}), 0) from ${table}
    where ${tenantCondition(table, tickets.organisationId)} and ${table.ticketId} = ${tickets.id}
      and ${table.status} in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`).mapWith(Number);

export const DETAIL_COLUMNS = {
  ...LIST_COLUMNS,
  // One row: the building's name by id rather than the list's join.
  buildingName: nameVia(buildings, buildings.name, tickets.buildingId),
  watchers: jsonList<PersonJson>(
    sql`select json_agg(${personJson} order by ${person.name}, ${person.id})
      from ${ticketWatchers} inner join ${fromPerson} on ${person.id} = ${ticketWatchers.userId}
      where ${ticketWatchers.ticketId} = ${tickets.id}`,
  ),
  files: jsonList<TicketFileJson>(
    sql`select json_agg(json_build_object(${fileFields}, 'kind', ${ticketFiles.kind},
        'createdAt', ${ticketFiles.createdAt}) order by ${ticketFiles.createdAt}, ${ticketFiles.fileId})
      from ${ticketFiles} inner join ${fromStored} on ${stored.id} = ${ticketFiles.fileId}
      where ${ticketFiles.ticketId} = ${tickets.id}`,
  ),
  timeLogs: jsonList<TimeLogJson>(
    sql`select json_agg(json_build_object('id', ${ticketTimeLogs.id},
        'userId', ${ticketTimeLogs.userId}, 'userName', ${person.name},
        'startedAt', ${ticketTimeLogs.startedAt}, 'endedAt', ${ticketTimeLogs.endedAt},
        'durationMinutes', ${ticketTimeLogs.durationMinutes},
        'hourlyRateCents', ${ticketTimeLogs.hourlyRateCents},
        'costCents', ${ticketTimeLogs.costCents}, 'note', ${ticketTimeLogs.note})
        order by ${ticketTimeLogs.startedAt}, ${ticketTimeLogs.id})
      from ${ticketTimeLogs} inner join ${fromPerson} on ${person.id} = ${ticketTimeLogs.userId}
      where ${ticketTimeLogs.ticketId} = ${tickets.id}`,
  ),
  parts: jsonList<PartJson>(
    sql`select json_agg(json_build_object('id', ${ticketParts.id},
        'description', ${ticketParts.description}, 'quantity', ${ticketParts.quantity},
        'unitCostCents', ${ticketParts.unitCostCents}, 'totalCents', ${ticketParts.totalCents},
        'createdAt', ${ticketParts.createdAt}) order by ${ticketParts.createdAt}, ${ticketParts.id})
      from ${ticketParts} where ${ticketParts.ticketId} = ${tickets.id}`,
  ),
  ordersCents: documentsTotal(purchaseOrders, ['approved', 'received']),
  invoicedCents: documentsTotal(invoices, ['approved', 'paid']),
  currency: scalar<string | null>(sql`select ${ticketSettings.currency} from ${ticketSettings}
    where ${tenantCondition(ticketSettings, tickets.organisationId)}`),
  completedBy: personNamed(tickets.completedByUserId),
  createdBy: personNamed(tickets.createdByUserId),
  technicianSignature: signatureFile(tickets.technicianSignatureFileId),
  customerSignature: signatureFile(tickets.customerSignatureFileId),
};

/**
 * The detail row for `where` (which names the ticket and holds organisation and visibility).
 * `assigned` adds whether the ticket is assigned to the caller, for callers whose right to
 * change it depends on that (My Jobs).
 */
export function selectTicketDetail(executor: Executor, where: SQL, assigned?: SQL) {
  return executor
    .select({ ...DETAIL_COLUMNS, assigned: scalar<boolean>(assigned ?? sql`false`) })
    .from(tickets)
    .where(where)
    .limit(1);
}

export type TicketDetailRow = Awaited<ReturnType<typeof selectTicketDetail>>[number];

/**
 * The detail of a ticket by id and organisation, prepared once per database handle: what a
 * caller who sees every ticket of the kind asks for, and every answer after a change.
 */
const detailById = preparedPerHandle((executor) =>
  selectTicketDetail(
    executor,
    sql`${tickets.id} = ${sql.placeholder('id')}
      and ${tenantCondition(tickets, sql.placeholder('organisationId'))}`,
  ).prepare('ticket_detail'),
);

export async function ticketDetailById(
  executor: Executor,
  id: string,
  organisationId: string,
): Promise<TicketDetailRow | undefined> {
  const [row] = await detailById(executor).execute({ id, organisationId });
  return row;
}
