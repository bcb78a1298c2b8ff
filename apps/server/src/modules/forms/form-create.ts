/**
 * Starting a form: the template must be the organisation's, active and published, and the form
 * pins its latest version. On a ticket the caller can see, the form takes the ticket's asset,
 * location and building; otherwise the asset, location or building named must be the
 * organisation's and within the caller's buildings. Numbers (FRM-000001) count per organisation.
 */
import type { TFormDetail, ZCreateFormRequest } from '@mainstay/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  assets,
  buildings,
  formCounters,
  forms,
  locations,
  tickets,
} from '../../db/schema/index.ts';
import { forCaller, type CallerScope } from '../../lib/access-scope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { latestTemplateVersion } from '../templates/index.ts';
import { viewerOf, visibleTicketsOfAnyKind } from '../tickets/index.ts';
import { formDetailOf } from './form-detail.ts';
import { formNumber, type FormsDeps } from './forms.shared.ts';

type CreateInput = z.output<typeof ZCreateFormRequest>;

interface Target {
  ticketId: string | null;
  assetId: string | null;
  locationId: string | null;
  buildingId: string | null;
}

const unknownTarget = (field: string) => fieldError(field, 'FORM_TARGET_UNKNOWN');

async function ticketTarget(tx: Executor, auth: RequestAuth, ticketId: string): Promise<Target> {
  const viewer = viewerOf(auth);
  const [ticket] = await tx
    .select({
      assetId: tickets.assetId,
      locationId: tickets.locationId,
      buildingId: tickets.buildingId,
    })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), visibleTicketsOfAnyKind(viewer)))
    .limit(1);
  if (!ticket) throw unknownTarget('ticket_id');
  return { ticketId, ...ticket };
}

/** The building of the organisation's row `id` in `table`, if the caller may work there. */
async function placeBuilding(
  caller: CallerScope,
  field: string,
  found: Promise<{ buildingId: string | null }[]>,
): Promise<string | null> {
  const [row] = await found;
  if (!row || !caller.allowsBuilding(row.buildingId)) throw unknownTarget(field);
  return row.buildingId;
}

async function placeTarget(tx: Executor, auth: RequestAuth, input: CreateInput): Promise<Target> {
  const caller = await forCaller(tx, auth);
  const target: Target = { ticketId: null, assetId: null, locationId: null, buildingId: null };
  const inBuilding = (field: string, buildingId: string | null) => {
    if (target.buildingId !== null && buildingId !== target.buildingId) throw unknownTarget(field);
    target.buildingId = buildingId;
  };
  if (input.asset_id) {
    const id = input.asset_id;
    const [asset] = await tx
      .select({ buildingId: assets.buildingId, locationId: assets.locationId })
      .from(assets)
      .where(caller.where(assets, and(eq(assets.id, id), isNull(assets.archivedAt))));
    if (!asset || !caller.allowsBuilding(asset.buildingId)) throw unknownTarget('asset_id');
    Object.assign(target, { assetId: id, buildingId: asset.buildingId });
    if (!input.location_id) target.locationId = asset.locationId;
  }
  if (input.location_id) {
    const id = input.location_id;
    const query = tx
      .select({ buildingId: locations.buildingId })
      .from(locations)
      .where(caller.where(locations, eq(locations.id, id)));
    inBuilding('location_id', await placeBuilding(caller, 'location_id', query));
    target.locationId = id;
  }
  if (input.building_id) {
    const id = input.building_id;
    const query = tx
      .select({ buildingId: buildings.id })
      .from(buildings)
      .where(caller.where(buildings, and(eq(buildings.id, id), isNull(buildings.archivedAt))));
    inBuilding('building_id', await placeBuilding(caller, 'building_id', query));
  }
  return target;
}

/** The organisation's next form number; the counter row stays locked to the commit. */
export async function nextFormSeq(tx: Executor, organisationId: string): Promise<number> {
  const [counter] = await tx
    .insert(formCounters)
    .values({ organisationId, lastSeq: 1 })
    .onConflictDoUpdate({
      target: formCounters.organisationId,
      set: { lastSeq: sql`${formCounters.lastSeq} + 1` },
    })
    .returning({ seq: formCounters.lastSeq });
  if (!counter) throw new Error('No form number was given');
  return counter.seq;
}

export async function createForm(
  deps: FormsDeps,
  auth: RequestAuth,
  input: CreateInput,
  answerWithinWork?: (tx: Executor, detail: TFormDetail) => Promise<void>,
): Promise<TFormDetail> {
  const { organisationId } = auth;
  return deps.db.transaction(async (tx) => {
    const template = await latestTemplateVersion(tx, organisationId, input.template_id);
    if (!template) throw new AppError('TEMPLATE_NOT_FOUND');
    if (template.templateStatus === 'archived') throw new AppError('TEMPLATE_ARCHIVED');
    if (template.versionId === null) throw new AppError('TEMPLATE_NOT_PUBLISHED');
    const target = input.ticket_id
      ? await ticketTarget(tx, auth, input.ticket_id)
      : await placeTarget(tx, auth, input);
    const seq = await nextFormSeq(tx, organisationId);
    const [row] = await forOrganisation(tx, organisationId).insert(forms, [
      {
        templateId: template.templateId,
        templateVersionId: template.versionId,
        seq,
        number: formNumber(seq),
        ...target,
        startedByUserId: auth.userId,
      },
    ]);
    if (!row) throw new Error('The form was not stored');
    const detail = await formDetailOf(tx, deps.files, auth, row.id);
    await answerWithinWork?.(tx, detail);
    return detail;
  });
}
