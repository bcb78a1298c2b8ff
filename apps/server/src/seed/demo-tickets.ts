/**
 * Seeds the demo organisation's tickets (demo-tickets.data.ts) with everything the pages show:
 * numbers per kind in creation order among the generated year (demo-history.ts), SLA deadlines from the organisation's policies and calendar
 * (UK working hours and bank holidays), the status history as timeline entries, comments, time at
 * the default rate, parts, completion notes and feedback. Deadlines already passed are flagged the
 * way the SLA check would have flagged them, so the first check after start does not notify about
 * weeks-old history.
 */
import type { TTicketStatus } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { ticketNumber } from '../modules/tickets/index.ts';
import { ensureDefaultTicketCategories } from '../modules/tickets/index.ts';
import { computeDeadlines } from '../modules/sla/index.ts';
import { ensureDefaultSlaPolicies } from '../modules/sla/index.ts';
import type { Executor } from '../db/client.ts';
import {
  assetCategories,
  assets,
  contractors,
  holidays,
  locations,
  slaPolicies,
  teams,
  ticketCategories,
  tickets,
  ticketSettings,
  type NewTicket,
} from '../db/schema/index.ts';
import type { DemoPlacesContext } from './demo-context.ts';
import { seedDemoHistory } from './demo-history.ts';
import { RATE_CENTS, seedWork } from './demo-ticket-work.ts';
import { DEMO_TICKETS, type DemoTicket } from './demo-tickets.data.ts';

type Context = DemoPlacesContext;

const HOUR = 3_600_000;
const UK_HOLIDAYS: [string, string][] = [
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (substitute day)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
];

/** The statuses a ticket passed through to reach its current one (after `new`). */
function pathTo(ticket: DemoTicket): TTicketStatus[] {
  const assigned = ticket.assignees?.length || ticket.team || ticket.contractor;
  const start: TTicketStatus[] = assigned ? ['assigned'] : [];
  switch (ticket.status) {
    case 'new':
      return [];
    case 'assigned':
      return ['assigned'];
    case 'in_progress':
      return [...start, 'in_progress'];
    case 'on_hold':
      return [...start, 'in_progress', 'on_hold'];
    case 'completed':
      return [...start, 'in_progress', 'completed'];
    case 'closed':
      return [...start, 'in_progress', 'completed', 'closed'];
    case 'cancelled':
      return [...start, 'cancelled'];
    case 'reopened':
      return [...start, 'in_progress', 'completed', 'reopened'];
    case 'scheduled':
      return [];
    case 'missed':
      return [...start, 'missed'];
  }
}

export async function seedDemoTickets(tx: Executor, context: Context): Promise<void> {
  const { organisationId, userIds, buildingIds } = context;
  await ensureDefaultTicketCategories(tx, organisationId);
  await ensureDefaultSlaPolicies(tx, organisationId);
  await tx
    .insert(ticketSettings)
    .values({
      organisationId,
      timezone: 'Europe/London',
      defaultHourlyRateCents: RATE_CENTS,
      currency: 'GBP',
    })
    .onConflictDoUpdate({
      target: ticketSettings.organisationId,
      set: { timezone: 'Europe/London', defaultHourlyRateCents: RATE_CENTS, currency: 'GBP' },
    });
  await tx
    .insert(holidays)
    .values(UK_HOLIDAYS.map(([day, name]) => ({ organisationId, day, name })));
  // The distribution centre runs around the clock: its critical faults have a tighter 24/7 SLA.
  await tx.insert(slaPolicies).values({
    organisationId,
    name: 'Distribution centre – critical, 24/7',
    priority: 'critical',
    buildingId: buildingIds.RDC,
    responseMinutes: 30,
    resolutionMinutes: 120,
    clock: 'always',
  });

  const [categoryRows, assetRows, locationRows, teamRows, contractorRows] = await Promise.all([
    tx.select().from(ticketCategories).where(eq(ticketCategories.organisationId, organisationId)),
    tx
      .select({
        id: assets.id,
        name: assets.name,
        buildingId: assets.buildingId,
        locationId: assets.locationId,
        categoryKey: assetCategories.key,
        installDate: assets.installDate,
      })
      .from(assets)
      .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
      .where(eq(assets.organisationId, organisationId))
      .orderBy(assets.code),
    tx
      .select({ id: locations.id, name: locations.name, buildingId: locations.buildingId })
      .from(locations)
      .where(eq(locations.organisationId, organisationId)),
    tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.organisationId, organisationId)),
    tx
      .select({
        id: contractors.id,
        name: contractors.companyName,
        rate: contractors.hourlyRateCents,
      })
      .from(contractors)
      .where(eq(contractors.organisationId, organisationId)),
  ]);

  const now = Date.now();
  const ordered = [...DEMO_TICKETS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  // The year up to today, generated; the hand-written month is numbered among it by creation time.
  const numbers = await seedDemoHistory(
    tx,
    context,
    { categories: categoryRows, teams: teamRows, contractors: contractorRows, assets: assetRows },
    now,
    ordered.map((demo) => ({
      kind: demo.kind,
      createdAt: new Date(now - demo.hoursAgo * HOUR),
      finished: demo.status === 'completed' || demo.status === 'closed',
    })),
  );
  for (const [position, demo] of ordered.entries()) {
    const buildingId = buildingIds[demo.building];
    if (!buildingId) continue;
    const asset = demo.asset
      ? assetRows.find((row) => row.buildingId === buildingId && demo.asset?.test(row.name))
      : undefined;
    const location = demo.location
      ? locationRows.find((row) => row.buildingId === buildingId && demo.location?.test(row.name))
      : undefined;
    const category = categoryRows.find(
      (row) => row.kind === demo.kind && row.key === demo.category,
    );
    const team = teamRows.find((row) => row.name === demo.team);
    const contractor = contractorRows.find((row) => row.name === demo.contractor);
    const createdAt = new Date(now - demo.hoursAgo * HOUR);
    const deadlines = await computeDeadlines(
      tx,
      organisationId,
      { kind: demo.kind, priority: demo.priority, categoryId: category?.id ?? null, buildingId },
      createdAt,
    );
    const path = pathTo(demo);
    const reached = (status: TTicketStatus) => path.includes(status);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
    const completedAt = reached('completed') ? at(demo.tookHours ?? 4) : null;
    const reporter = typeof demo.reporter === 'string' ? null : demo.reporter;
    const reporterUserId = typeof demo.reporter === 'string' ? userIds[demo.reporter] : null;
    const startedAt = reached('in_progress') ? at(0.75) : null;
    const dueAt = deadlines.resolutionDueAt ?? null;
    const open = !['completed', 'closed', 'cancelled'].includes(demo.status);
    const paused = demo.status === 'on_hold' ? at(2) : null;
    const late = (deadline: Date | null | undefined, done: Date | null) =>
      deadline && (done ? done > deadline : open && !paused && now > deadline.getTime())
        ? deadline
        : null;

    const seq = numbers[position]!;
    const values: NewTicket = {
      organisationId,
      kind: demo.kind,
      seq,
      number: ticketNumber(demo.kind, seq),
      title: demo.title,
      description: demo.description,
      buildingId,
      locationId: location?.id ?? asset?.locationId ?? null,
      assetId: asset?.id ?? null,
      categoryId: category?.id ?? null,
      priority: demo.priority,
      status: demo.status,
      reporterUserId,
      reporterName: reporter?.name ?? null,
      reporterEmail: reporter?.email ?? null,
      reporterPhone: reporter?.phone ?? null,
      teamId: team?.id ?? null,
      contractorId: contractor?.id ?? null,
      tags: demo.tags ?? [],
      holdReason: demo.status === 'on_hold' ? (demo.reason ?? null) : null,
      cancelReason: demo.status === 'cancelled' ? (demo.reason ?? null) : null,
      reopenReason: demo.reopenedWith ?? null,
      completionNotes: demo.notes ?? null,
      ...deadlines,
      respondedAt: startedAt,
      slaPausedAt: paused,
      resolutionRemainingSeconds:
        paused && dueAt
          ? Math.max(0, Math.round((dueAt.getTime() - paused.getTime()) / 1000))
          : null,
      atRiskNotifiedAt:
        deadlines.resolutionRiskAt && deadlines.resolutionRiskAt.getTime() < now
          ? deadlines.resolutionRiskAt
          : null,
      responseBreachedAt: late(deadlines.responseDueAt, startedAt),
      resolutionBreachedAt: late(dueAt, completedAt),
      startedAt,
      visitCount: (reached('in_progress') ? 1 : 0) + (demo.reopenedWith ? 1 : 0),
      reopenCount: demo.reopenedWith ? 1 : 0,
      completedAt: demo.status === 'reopened' ? null : completedAt,
      closedAt: reached('closed') ? at((demo.tookHours ?? 4) + 48) : null,
      cancelledAt: reached('cancelled') ? at(5) : null,
      completedByUserId: completedAt && demo.assignees?.[0] ? userIds[demo.assignees[0]] : null,
      feedbackRating: demo.feedback?.[0] ?? null,
      feedbackComment: demo.feedback?.[1] ?? null,
      feedbackAt: demo.feedback && completedAt ? at((demo.tookHours ?? 4) + 20) : null,
      createdByUserId: reporterUserId ?? userIds.administrator,
      createdAt,
      updatedAt: new Date(Math.min(now, (completedAt ?? startedAt ?? createdAt).getTime())),
    };
    const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
    if (!row) throw new Error(`Seeding ticket "${demo.title}" failed`);
    await seedWork(tx, context, row.id, demo, {
      createdAt,
      path,
      at,
      contractorRate: contractor?.rate ?? null,
    });
  }
}
