/** Meters of an asset (name and unit) and their readings, charted oldest first. */
import {
  ASSET_MESSAGES,
  type TAssetMeterListResponse,
  type TAssetMeterSummary,
  type TCreateAssetMeterRequest,
  type TCreateMeterReadingRequest,
  type TMeterReading,
  type TMeterReadingListResponse,
} from '@mainstay/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assetMeters, meterReadings, users } from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { meterSummaries } from './asset-detail.ts';
import { findAsset, type AssetsDeps } from './assets.shared.ts';

/** How many readings the chart gets (the latest ones). */
export const READINGS_SHOWN = 200;
/** Clocks differ a little: a reading this far ahead of the server's time is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

async function findMeter(executor: Executor, auth: RequestAuth, assetId: string, meterId: string) {
  await findAsset(executor, auth, assetId);
  const [meter] = await forOrganisation(executor, auth.organisationId).select(
    assetMeters,
    and(eq(assetMeters.id, meterId), eq(assetMeters.assetId, assetId)),
  );
  if (!meter) throw new AppError(ASSET_MESSAGES.meterNotFound);
  return meter;
}

export async function listMeters(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
): Promise<TAssetMeterListResponse> {
  await findAsset(deps.db, auth, assetId);
  return { data: await meterSummaries(deps.db, auth.organisationId, assetId) };
}

export async function createMeter(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  input: TCreateAssetMeterRequest,
): Promise<TAssetMeterSummary> {
  return deps.db.transaction(async (tx) => {
    await findAsset(tx, auth, assetId);
    const [meter] = await forOrganisation(tx, auth.organisationId).insert(assetMeters, [
      { assetId, name: input.name, unit: input.unit },
    ]);
    if (!meter) throw new Error('The meter was not stored');
    return { id: meter.id, name: meter.name, unit: meter.unit, last_reading: null };
  });
}

export async function deleteMeter(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  meterId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findMeter(tx, auth, assetId, meterId);
    await forOrganisation(tx, auth.organisationId).delete(assetMeters, eq(assetMeters.id, meterId));
  });
}

const READING_COLUMNS = {
  id: meterReadings.id,
  value: meterReadings.value,
  readAt: meterReadings.readAt,
  note: meterReadings.note,
  userId: users.id,
  userName: users.name,
};

function toReading(row: {
  id: string;
  value: number;
  readAt: Date;
  note: string;
  userId: string | null;
  userName: string | null;
}): TMeterReading {
  return {
    id: row.id,
    value: row.value,
    read_at: row.readAt.toISOString(),
    note: row.note,
    recorded_by: row.userId ? { id: row.userId, name: row.userName ?? '' } : null,
  };
}

export async function listReadings(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  meterId: string,
): Promise<TMeterReadingListResponse> {
  await findMeter(deps.db, auth, assetId, meterId);
  const rows = await deps.db
    .select(READING_COLUMNS)
    .from(meterReadings)
    .leftJoin(users, eq(users.id, meterReadings.recordedByUserId))
    .where(
      forOrganisation(deps.db, auth.organisationId).where(
        meterReadings,
        eq(meterReadings.meterId, meterId),
      ),
    )
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.id))
    .limit(READINGS_SHOWN);
  return { data: rows.reverse().map(toReading) };
}

export async function createReading(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  meterId: string,
  input: TCreateMeterReadingRequest,
): Promise<TMeterReading> {
  const readAt = input.read_at ? new Date(input.read_at) : new Date();
  if (readAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw new ValidationError({ read_at: [ASSET_MESSAGES.readingInFuture] });
  }
  return deps.db.transaction(async (tx) => {
    await findMeter(tx, auth, assetId, meterId);
    const [row] = await forOrganisation(tx, auth.organisationId).insert(meterReadings, [
      {
        meterId,
        value: input.value,
        readAt,
        note: input.note ?? '',
        recordedByUserId: auth.userId,
      },
    ]);
    if (!row) throw new Error('The reading was not stored');
    const [view] = await tx
      .select(READING_COLUMNS)
      .from(meterReadings)
      .leftJoin(users, eq(users.id, meterReadings.recordedByUserId))
      .where(eq(meterReadings.id, row.id));
    if (!view) throw new Error('The reading was not stored');
    return toReading(view);
  });
}

/** A reading another module records (a form's meter reading answer), in its own transaction. */
export interface ReadingByMeterName {
  assetId: string;
  /** The meter's name, compared without regard to case or surrounding spaces. */
  meterName: string;
  value: number;
  readAt: Date;
  userId: string;
  note: string;
}

/**
 * Adds the reading to the asset's meter of that name (the oldest, should two share it); false,
 * with nothing stored, when the asset has no meter by that name.
 */
export async function addReadingByMeterName(
  executor: Executor,
  organisationId: string,
  input: ReadingByMeterName,
): Promise<boolean> {
  const tenant = forOrganisation(executor, organisationId);
  const [meter] = await executor
    .select({ id: assetMeters.id })
    .from(assetMeters)
    .where(
      tenant.where(
        assetMeters,
        and(
          eq(assetMeters.assetId, input.assetId),
          sql`lower(trim(${assetMeters.name})) = lower(trim(${input.meterName}))`,
        ),
      ),
    )
    .orderBy(asc(assetMeters.createdAt), asc(assetMeters.id))
    .limit(1);
  if (!meter) return false;
  await tenant.insert(meterReadings, [
    {
      meterId: meter.id,
      value: input.value,
      readAt: input.readAt,
      note: input.note,
      recordedByUserId: input.userId,
    },
  ]);
  return true;
}
