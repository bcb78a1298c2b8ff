/**
 * Photos and documents of a ticket. An upload is checked by its content (images become
 * `photo`, scaled down; anything else accepted is a `document`), linked to the ticket and
 * recorded on the timeline as an 'attachment' entry; a comment may then claim it (file_ids).
 */
import type { TTicketFile } from '@mainstay/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { files, ticketFiles, type FileRow } from '../../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../../lib/errors.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import type { Upload } from '../../../plugins/files.ts';
import { detectContentType } from '../../files/index.ts';
import type { FilesService } from '../../files/index.ts';
import { recordActivity } from '../ticket-activity.ts';
import { canWriteKind, openTicket, openTicketForChange, type WorkContext } from './work.shared.ts';

export const FILE_NOT_FOUND = 'File not found';
export const CANNOT_ATTACH = 'You cannot add files to this ticket';
export const CANNOT_REMOVE_FILE = 'Only the person who added the file or a manager can remove it';

export interface TicketFileRow {
  file: FileRow;
  kind: 'photo' | 'document';
  activityId: string | null;
  createdAt: Date;
}

export function ticketFileView(files: FilesService, row: TicketFileRow): TTicketFile {
  return { ...files.link(row.file), kind: row.kind, created_at: row.createdAt.toISOString() };
}

/** The files of a ticket, oldest first; `activityIds` narrows to those attached to entries. */
export async function ticketFileRows(
  executor: Executor,
  organisationId: string,
  ticketId: string,
  activityIds?: readonly string[],
): Promise<TicketFileRow[]> {
  if (activityIds && activityIds.length === 0) return [];
  return executor
    .select({
      file: files,
      kind: ticketFiles.kind,
      activityId: ticketFiles.activityId,
      createdAt: ticketFiles.createdAt,
    })
    .from(ticketFiles)
    .innerJoin(
      files,
      and(eq(files.id, ticketFiles.fileId), eq(files.organisationId, organisationId)),
    )
    .where(
      and(
        eq(ticketFiles.organisationId, organisationId),
        eq(ticketFiles.ticketId, ticketId),
        activityIds ? inArray(ticketFiles.activityId, [...activityIds]) : undefined,
      ),
    )
    .orderBy(asc(ticketFiles.createdAt), asc(files.id));
}

/**
 * Whoever may change the ticket may attach files, and so may its reporter (their uploads are
 * public like their comments). Returns the ticket and the visibility of the attachment entry.
 */
async function openForAttachment(
  executor: Executor,
  context: WorkContext,
  auth: RequestAuth,
  id: string,
) {
  try {
    const visible = await openTicketForChange(executor, auth, context.kind, id);
    return { ...visible, visibility: 'internal' as const };
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    const visible = await openTicket(executor, auth, context.kind, id);
    if (visible.ticket.reporterUserId !== auth.userId) throw new ForbiddenError(CANNOT_ATTACH);
    return { ...visible, visibility: 'public' as const };
  }
}

export async function addTicketFile(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  readUpload: () => Promise<Upload>,
): Promise<TTicketFile> {
  const { deps } = context;
  await openForAttachment(deps.db, context, auth, ticketId);
  const upload = await readUpload();
  // The content decides: an image is a photo (scaled down like asset photos), the rest documents.
  // Unknown types are refused by the file service (415).
  const kind = detectContentType(upload.data, upload.filename)?.image ? 'photo' : 'document';
  const file = await deps.files.save({
    organisationId: auth.organisationId,
    userId: auth.userId,
    purpose: kind,
    filename: upload.filename,
    data: upload.data,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      // The ticket (or the caller's right to it) may have changed while the file was stored.
      const { ticket, visibility } = await openForAttachment(tx, context, auth, ticketId);
      const activityId = await recordActivity(tx, {
        organisationId: auth.organisationId,
        ticketId: ticket.id,
        type: 'attachment',
        actorUserId: auth.userId,
        visibility,
        data: { file_id: file.id, name: file.originalName, kind },
      });
      const [row] = await tx
        .insert(ticketFiles)
        .values({
          organisationId: auth.organisationId,
          ticketId,
          fileId: file.id,
          kind,
          activityId,
        })
        .returning();
      if (!row) throw new Error('The file link was not stored');
      return ticketFileView(deps.files, { file, kind, activityId, createdAt: row.createdAt });
    });
  } catch (error) {
    // Nothing should keep a file no ticket points at.
    await deps.files.remove(auth.organisationId, file.id);
    throw error;
  }
}

export async function removeTicketFile(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  fileId: string,
): Promise<void> {
  const { deps } = context;
  await deps.db.transaction(async (tx) => {
    const { viewer } = await openTicket(tx, auth, context.kind, ticketId);
    const [row] = await tx
      .select({ uploadedBy: files.uploadedByUserId, activityId: ticketFiles.activityId })
      .from(ticketFiles)
      .innerJoin(files, eq(files.id, ticketFiles.fileId))
      .where(
        and(
          eq(ticketFiles.organisationId, auth.organisationId),
          eq(ticketFiles.ticketId, ticketId),
          eq(ticketFiles.fileId, fileId),
        ),
      );
    if (!row) throw new NotFoundError(FILE_NOT_FOUND);
    if (row.uploadedBy !== auth.userId && !canWriteKind(viewer, context.kind)) {
      throw new ForbiddenError(CANNOT_REMOVE_FILE);
    }
    await tx
      .delete(ticketFiles)
      .where(and(eq(ticketFiles.ticketId, ticketId), eq(ticketFiles.fileId, fileId)));
    await deps.files.remove(auth.organisationId, fileId, tx);
  });
}
