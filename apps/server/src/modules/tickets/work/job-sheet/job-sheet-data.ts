/**
 * Everything a job sheet shows, read in one place: the organisation's branding, the ticket and
 * its places, the status history, time, parts, linked purchase orders and invoices, costs, up
 * to six photos and the signatures (images converted to what PDFKit draws: JPEG and PNG).
 */
import { TICKET_DEFAULT_CATEGORY_NAMES } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import {
  assets,
  buildings,
  files,
  invoices,
  locations,
  organisations,
  purchaseOrders,
  ticketActivity,
  ticketCategories,
  ticketFiles,
  ticketParts,
  ticketTimeLogs,
  users,
  type Ticket,
} from '../../../../db/schema/index.ts';
import { builtInName } from '../../../../lib/built-in-name.ts';
import { forOrganisation, type TenantScope } from '../../../../lib/tenancy.ts';
import { storedImage, type FilesService } from '../../../files/index.ts';
import { logoFile } from '../../../organisation/index.ts';
import { loadTicketSettings } from '../../ticket-settings.ts';
import { userRefs } from '../work.shared.ts';

const MAX_PHOTOS = 6;

export interface JobSheetDocument {
  kind: 'purchase_order' | 'invoice';
  number: string;
  supplier: string;
  status: string;
  totalCents: number;
  currency: string;
}

export interface JobSheetData {
  organisation: {
    name: string;
    primaryColor: string;
    signatureComment: string | null;
    logo: Buffer | null;
  };
  currency: string;
  timezone: string;
  ticket: Ticket;
  building: string;
  location: string | null;
  asset: string | null;
  category: string | null;
  reporter: string;
  completedBy: string | null;
  history: {
    at: Date;
    from: string | null;
    to: string | null;
    reason: string | null;
    actor: string | null;
  }[];
  timeLogs: {
    person: string;
    startedAt: Date;
    minutes: number | null;
    rateCents: number;
    costCents: number;
  }[];
  parts: { description: string; quantity: number; unitCostCents: number; totalCents: number }[];
  documents: JobSheetDocument[];
  costs: { labour: number; parts: number; orders: number; invoices: number; total: number };
  photos: Buffer[];
  signatures: { technician: Buffer | null; customer: Buffer | null; customerName: string | null };
}

async function placesOf(tenant: TenantScope, ticket: Ticket, language: LanguageCode) {
  const { executor } = tenant;
  const [building] = await executor
    .select({ name: buildings.name })
    .from(buildings)
    .where(tenant.where(buildings, eq(buildings.id, ticket.buildingId)));
  const [location] = ticket.locationId
    ? await executor
        .select({ name: locations.name })
        .from(locations)
        .where(tenant.where(locations, eq(locations.id, ticket.locationId)))
    : [];
  const [asset] = ticket.assetId
    ? await executor
        .select({ name: assets.name, code: assets.code })
        .from(assets)
        .where(tenant.where(assets, eq(assets.id, ticket.assetId)))
    : [];
  const [category] = ticket.categoryId
    ? await executor
        .select({ name: ticketCategories.name, key: ticketCategories.key })
        .from(ticketCategories)
        .where(tenant.where(ticketCategories, eq(ticketCategories.id, ticket.categoryId)))
    : [];
  return {
    building: building?.name ?? '',
    location: location?.name ?? null,
    asset: asset ? `${asset.code} · ${asset.name}` : null,
    // A default category reads in the sheet's language while it keeps its default name.
    category: category
      ? builtInName(language, 'tickets:categories', category, TICKET_DEFAULT_CATEGORY_NAMES)
      : null,
  };
}

async function historyOf(
  tenant: TenantScope,
  ticket: Ticket,
  reporter: string | null,
): Promise<JobSheetData['history']> {
  const rows = await tenant.executor
    .select()
    .from(ticketActivity)
    .where(
      tenant.where(
        ticketActivity,
        and(
          eq(ticketActivity.ticketId, ticket.id),
          inArray(ticketActivity.type, ['created', 'status']),
        ),
      ),
    )
    .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.id));
  const names = await userRefs(
    tenant,
    rows.map((row) => row.actorUserId),
  );
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const entries = rows.map((row) => ({
    at: row.createdAt,
    from: row.type === 'status' ? text(row.data.from) : null,
    to: row.type === 'status' ? text(row.data.to) : null,
    reason: text(row.data.reason),
    actor: row.actorName ?? (row.actorUserId ? (names.get(row.actorUserId)?.name ?? null) : null),
  }));
  // Tickets imported or made before the timeline existed still start with their report.
  if (!rows.some((row) => row.type === 'created')) {
    entries.unshift({ at: ticket.createdAt, from: null, to: null, reason: null, actor: reporter });
  }
  return entries;
}

async function documentsOf(tenant: TenantScope, ticket: Ticket): Promise<JobSheetDocument[]> {
  const { executor } = tenant;
  const where = (table: typeof purchaseOrders) =>
    tenant.where(table, eq(table.ticketId, ticket.id));
  const columns = (table: typeof purchaseOrders) => ({
    number: table.number,
    supplier: table.supplierName,
    status: table.status,
    totalCents: table.totalCents,
    currency: table.currency,
  });
  const invoiceTable = invoices as unknown as typeof purchaseOrders;
  const [orders, invoiced] = await Promise.all([
    executor.select(columns(purchaseOrders)).from(purchaseOrders).where(where(purchaseOrders)),
    executor.select(columns(invoiceTable)).from(invoices).where(where(invoiceTable)),
  ]);
  const shape = (kind: JobSheetDocument['kind']) => (row: (typeof orders)[number]) => ({
    kind,
    number: row.number,
    supplier: row.supplier ?? '',
    status: row.status,
    totalCents: row.totalCents,
    currency: row.currency,
  });
  return [...orders.map(shape('purchase_order')), ...invoiced.map(shape('invoice'))];
}

async function workOf(tenant: TenantScope, ticket: Ticket) {
  const { executor } = tenant;
  const [logs, parts] = await Promise.all([
    executor
      .select({ log: ticketTimeLogs, person: users.name })
      .from(ticketTimeLogs)
      .innerJoin(users, tenant.on(users, eq(users.id, ticketTimeLogs.userId)))
      .where(tenant.where(ticketTimeLogs, eq(ticketTimeLogs.ticketId, ticket.id)))
      .orderBy(asc(ticketTimeLogs.startedAt), asc(ticketTimeLogs.id)),
    executor
      .select()
      .from(ticketParts)
      .where(tenant.where(ticketParts, eq(ticketParts.ticketId, ticket.id)))
      .orderBy(asc(ticketParts.createdAt), asc(ticketParts.id)),
  ]);
  return {
    timeLogs: logs.map(({ log, person }) => ({
      person,
      startedAt: log.startedAt,
      minutes: log.durationMinutes,
      rateCents: log.hourlyRateCents,
      costCents: log.costCents,
    })),
    parts: parts.map((part) => ({
      description: part.description,
      quantity: part.quantity,
      unitCostCents: part.unitCostCents,
      totalCents: part.totalCents,
    })),
  };
}

async function imagesOf(tenant: TenantScope, service: FilesService, ticket: Ticket) {
  const { executor } = tenant;
  const photoRows = await executor
    .select({ file: files })
    .from(ticketFiles)
    .innerJoin(files, tenant.on(files, eq(files.id, ticketFiles.fileId)))
    .where(
      tenant.where(
        ticketFiles,
        and(eq(ticketFiles.ticketId, ticket.id), eq(ticketFiles.kind, 'photo')),
      ),
    )
    .orderBy(asc(ticketFiles.createdAt))
    .limit(MAX_PHOTOS);
  const signatureIds = [ticket.technicianSignatureFileId, ticket.customerSignatureFileId].filter(
    (id): id is string => Boolean(id),
  );
  const signatureRows = signatureIds.length
    ? await tenant.select(files, inArray(files.id, signatureIds))
    : [];
  const signature = (id: string | null) =>
    storedImage(
      service,
      signatureRows.find((row) => row.id === id),
      { width: 600, height: 240, format: 'png' },
    );
  const [photos, technician, customer] = await Promise.all([
    Promise.all(
      photoRows.map((row) =>
        storedImage(service, row.file, { width: 480, height: 360, format: 'jpeg' }),
      ),
    ),
    signature(ticket.technicianSignatureFileId),
    signature(ticket.customerSignatureFileId),
  ]);
  return {
    photos: photos.filter((photo): photo is Buffer => photo !== null),
    signatures: { technician, customer, customerName: ticket.customerSignatureName },
  };
}

export async function loadJobSheetData(
  executor: Executor,
  service: FilesService,
  ticket: Ticket,
  language: LanguageCode,
): Promise<JobSheetData> {
  const [organisation] = await executor
    .select()
    .from(organisations)
    .where(eq(organisations.id, ticket.organisationId));
  if (!organisation) throw new Error('The ticket has no organisation');
  const tenant = forOrganisation(executor, ticket.organisationId);
  const people = await userRefs(tenant, [ticket.reporterUserId, ticket.completedByUserId]);
  const reporter =
    (ticket.reporterUserId ? people.get(ticket.reporterUserId)?.name : undefined) ??
    ticket.reporterName ??
    '';
  const [settings, places, history, documents, work, images, logo] = await Promise.all([
    loadTicketSettings(executor, ticket.organisationId),
    placesOf(tenant, ticket, language),
    historyOf(tenant, ticket, reporter || null),
    documentsOf(tenant, ticket),
    workOf(tenant, ticket),
    imagesOf(tenant, service, ticket),
    logoFile(service, organisation, executor).then((row) =>
      storedImage(service, row, { width: 480, height: 160, format: 'png' }),
    ),
  ]);
  const sumOf = (kind: JobSheetDocument['kind'], statuses: readonly string[]) =>
    documents
      .filter((doc) => doc.kind === kind && statuses.includes(doc.status))
      .reduce((total, doc) => total + doc.totalCents, 0);
  const orders = sumOf('purchase_order', ['approved', 'received']);
  const invoiced = sumOf('invoice', ['approved', 'paid']);
  return {
    organisation: {
      name: organisation.name,
      primaryColor: organisation.primaryColor,
      signatureComment: organisation.signatureComment,
      logo,
    },
    currency: settings.currency,
    timezone: settings.timezone,
    ticket,
    ...places,
    reporter,
    completedBy: ticket.completedByUserId
      ? (people.get(ticket.completedByUserId)?.name ?? null)
      : null,
    history,
    ...work,
    documents,
    // The same rule as the ticket's costs: labour + parts + invoices (orders are commitments).
    costs: {
      labour: ticket.labourCostCents,
      parts: ticket.partsCostCents,
      orders,
      invoices: invoiced,
      total: ticket.labourCostCents + ticket.partsCostCents + invoiced,
    },
    ...images,
  };
}
