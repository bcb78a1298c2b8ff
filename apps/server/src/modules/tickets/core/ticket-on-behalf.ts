/**
 * Tickets another module opens inside its own transaction, on a person's behalf: a failing answer
 * of a form opens a reactive ticket. That module has already decided where the ticket goes (the
 * form's building, location and asset, which the person could start the form on), so no
 * reference check and no right to report is asked here: whoever fills a checklist opens its
 * follow-up, even contractor staff who may not report faults themselves. The ticket gets the next
 * number of its kind, its SLA deadlines and a timeline that starts with its creation; the files
 * given are copied onto it (the ticket's files then live and go with the ticket alone).
 */
import type { TTicketKind, TTicketPriority } from '@mainstay/contracts';
import type { Executor } from '../../../db/client.ts';
import { ticketFiles, type FileRow, type Ticket } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import { insertNumbered } from './ticket-create.ts';

export interface TicketOnBehalf {
  organisationId: string;
  /** The person it is reported by (and who created it). */
  reporter: { userId: string };
  kind: TTicketKind;
  title: string;
  description: string;
  priority: TTicketPriority;
  buildingId: string;
  locationId: string | null;
  assetId: string | null;
  /** Stored files of the organisation to copy onto the ticket, in this order. */
  fileIds: readonly string[];
}

/**
 * What opening a ticket on someone's behalf needs: the file service (only when files are given)
 * and the SLA deadlines.
 */
export interface TicketOnBehalfDeps {
  files: Pick<TicketsDeps['files'], 'read' | 'save'>;
  hooks: Pick<TicketsDeps['hooks'], 'computeDeadlines'>;
}

/** A copy of each file, stored through the file service (images stay photos). */
async function copyFiles(
  tx: Executor,
  deps: Pick<TicketOnBehalfDeps, 'files'>,
  input: TicketOnBehalf,
): Promise<FileRow[]> {
  const copies: FileRow[] = [];
  for (const id of input.fileIds) {
    const { row, data } = await deps.files.read(input.organisationId, id, tx);
    const image = row.contentType.startsWith('image/');
    copies.push(
      await deps.files.save(
        {
          organisationId: input.organisationId,
          userId: input.reporter.userId,
          purpose: image ? 'photo' : 'document',
          filename: row.originalName,
          data,
        },
        tx,
      ),
    );
  }
  return copies;
}

export async function openTicketOnBehalf(
  tx: Executor,
  deps: TicketOnBehalfDeps,
  input: TicketOnBehalf,
  now = new Date(),
): Promise<Ticket> {
  const { organisationId, kind, priority, buildingId } = input;
  const userId = input.reporter.userId;
  // Everything slow comes before the number is taken: the counter row stays locked to the commit.
  const copies = await copyFiles(tx, deps, input);
  const deadlines = await deps.hooks.computeDeadlines(
    tx,
    organisationId,
    { kind, priority, categoryId: null, buildingId },
    now,
  );
  const row = await insertNumbered(tx, {
    organisationId,
    kind,
    title: input.title,
    description: input.description,
    buildingId,
    locationId: input.locationId,
    assetId: input.assetId,
    priority,
    status: 'new',
    reporterUserId: userId,
    createdByUserId: userId,
    createdAt: now,
    updatedAt: now,
    ...deadlines,
  });
  await recordActivity(tx, {
    organisationId,
    ticketId: row.id,
    type: 'created',
    actorUserId: userId,
    visibility: 'public',
    data: { number: row.number },
    at: now,
  });
  const tenant = forOrganisation(tx, organisationId);
  for (const file of copies) {
    const fileKind = file.contentType.startsWith('image/') ? 'photo' : 'document';
    const activityId = await recordActivity(tx, {
      organisationId,
      ticketId: row.id,
      type: 'attachment',
      actorUserId: userId,
      visibility: 'internal',
      data: { file_id: file.id, name: file.originalName, kind: fileKind },
      at: now,
    });
    await tenant.insert(ticketFiles, [
      { ticketId: row.id, fileId: file.id, kind: fileKind, activityId },
    ]);
  }
  return row;
}
