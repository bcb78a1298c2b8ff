/**
 * The work on the demo organisation's generated year (demo-history.ts): which of the building's
 * assets a reactive fault was on (so MTBF, MTTR per asset and the asset register have history),
 * and the time the assignee logged on each finished ticket, at the organisation's default rate or
 * the contractor's, which becomes the ticket's labour cost (the workload and cost reports).
 * Drawn from a generator of their own, so the tickets generated stay the same.
 */
import type { TTicketKind } from '@mainstay/contracts';
import type { Executor } from '../db/client.ts';
import { ticketActivity, ticketTimeLogs } from '../db/schema/index.ts';
import { RATE_CENTS } from './demo-ticket-work.ts';

export interface HistoryAsset {
  id: string;
  buildingId: string | null;
  locationId: string | null;
  /** The key of the asset's default category, if it has one. */
  categoryKey: string | null;
  /** 'YYYY-MM-DD', or null when unknown. */
  installDate: string | null;
}

export interface HistoryTimeLog {
  startedAt: Date;
  minutes: number;
  rateCents: number;
  costCents: number;
}

/** The asset category whose equipment a reactive ticket category's faults happen on. */
const ASSET_CATEGORY_OF: Readonly<Record<string, string>> = {
  hvac: 'hvac',
  electrical: 'electrical',
  lighting: 'electrical',
  plumbing: 'plumbing',
  fire_safety: 'fire_safety',
};
/** The share of the faults of those categories reported against a piece of equipment. */
const ON_ASSET_SHARE = 0.65;

/** An asset of the building the fault could be on, installed by then; none for some faults. */
export function assetOfFault(
  random: () => number,
  ticket: { kind: TTicketKind; categoryKey: string; buildingId: string; createdAt: Date },
  assets: readonly HistoryAsset[],
): HistoryAsset | undefined {
  const category = ASSET_CATEGORY_OF[ticket.categoryKey];
  if (ticket.kind !== 'reactive' || !category || random() >= ON_ASSET_SHARE) return undefined;
  const day = ticket.createdAt.toISOString().slice(0, 10);
  const candidates = assets.filter(
    (asset) =>
      asset.buildingId === ticket.buildingId &&
      asset.categoryKey === category &&
      (asset.installDate === null || asset.installDate <= day),
  );
  return candidates[Math.floor(random() * candidates.length)];
}

/**
 * The time logged on a finished ticket: one visit from the start of work, 20 minutes to 3 hours
 * (general requests shorter), half again for a second visit, never past the completion.
 */
export function timeLogOf(
  random: () => number,
  ticket: { kind: TTicketKind; startedAt: Date; completedAt: Date; secondVisit: boolean },
  contractorRateCents: number | null,
): HistoryTimeLog {
  const drawn =
    (ticket.kind === 'reactive' ? 20 + random() * 160 : 15 + random() * 90) *
    (ticket.secondVisit ? 1.5 : 1);
  const available = (ticket.completedAt.getTime() - ticket.startedAt.getTime()) / 60_000;
  const minutes = Math.max(10, Math.round(Math.min(drawn, available) / 5) * 5);
  const rateCents = contractorRateCents ?? RATE_CENTS;
  return {
    startedAt: ticket.startedAt,
    minutes,
    rateCents,
    costCents: Math.round((rateCents * minutes) / 60),
  };
}

/** The time logs of a chunk of inserted tickets, with their timeline entries. */
export async function insertTimeLogs(
  tx: Executor,
  organisationId: string,
  logs: readonly { ticketId: string; userId: string; log: HistoryTimeLog }[],
): Promise<void> {
  if (logs.length === 0) return;
  const endOf = (log: HistoryTimeLog) => new Date(log.startedAt.getTime() + log.minutes * 60_000);
  await tx.insert(ticketTimeLogs).values(
    logs.map(({ ticketId, userId, log }) => ({
      organisationId,
      ticketId,
      userId,
      startedAt: log.startedAt,
      endedAt: endOf(log),
      durationMinutes: log.minutes,
      hourlyRateCents: log.rateCents,
      costCents: log.costCents,
      createdAt: endOf(log),
    })),
  );
  await tx.insert(ticketActivity).values(
    logs.map(({ ticketId, userId, log }) => ({
      organisationId,
      ticketId,
      type: 'time' as const,
      actorUserId: userId,
      data: { minutes: log.minutes },
      createdAt: endOf(log),
    })),
  );
}
