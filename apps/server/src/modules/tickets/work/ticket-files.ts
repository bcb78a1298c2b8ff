/**
 * Photos and documents of a ticket. An upload is checked by its content (images become
 * `photo`, scaled down; anything else accepted is a `document`), linked to the ticket and
 * recorded on the timeline as an 'attachment' entry; a comment may then claim it (file_ids).
 */
import type { TTicketFile, TDomainErrorCode } from '@mainstay/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { files, ticketFiles, type FileRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { forOrganisation, type TenantScope } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import type { Upload } from '../../../plugins/files.ts';
import { detectContentType } from '../../files/index.ts';
import type { FilesService } from '../../files/index.ts';
import { recordActivity } from '../ticket-activity.ts';
import { canWriteKind, openTicket, openTicketForChange, type WorkContext } from './work.shared.ts';

export const FILE_NOT_FOUND = 'FILE_NOT_FOUND' satisfies TDomainErrorCode;
export const CANNOT_ATTACH = 'TICKET_ATTACH_FORBIDDEN' satisfies TDomainErrorCode;
export const CANNOT_REMOVE_FILE = 'TICKET_FILE_REMOVE_FORBIDDEN' satisfies TDomainErrorCode;

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
  tenant: TenantScope,
  ticketId: string,
  activityIds?: readonly string[],
): Promise<TicketFileRow[]> {
  if (activityIds && activityIds.length === 0) return [];
  return tenant.executor
    .select({
      file: files,
      kind: ticketFiles.kind,
      activityId: ticketFiles.activityId,
      createdAt: ticketFiles.createdAt,
    })
    .from(ticketFiles)
    .innerJoin(files, tenant.on(files, eq(files.id, ticketFiles.fileId)))
    .where(
      tenant.where(
        ticketFiles,
        and(
          eq(ticketFiles.ticketId, ticketId),
          activityIds ? inArray(ticketFiles.activityId, [...activityIds]) : undefined,
        ),
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
    // Refused as a change (any 403): a reporter may still add files to their own ticket.
    if (!(error instanceof AppError) || error.statusCode !== 403) throw error;
    const visible = await openTicket(executor, auth, context.kind, id);
    if (visible.ticket.reporterUserId !== auth.userId) throw new AppError(CANNOT_ATTACH);
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
      const [row] = await forOrganisation(tx, auth.organisationId).insert(ticketFiles, [
        { ticketId, fileId: file.id, kind, activityId },
      ]);
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
    const tenant = forOrganisation(tx, auth.organisationId);
    const thisFile = and(eq(ticketFiles.ticketId, ticketId), eq(ticketFiles.fileId, fileId));
    const [row] = await tx
      .select({ uploadedBy: files.uploadedByUserId, activityId: ticketFiles.activityId })
      .from(ticketFiles)
      .innerJoin(files, tenant.on(files, eq(files.id, ticketFiles.fileId)))
      .where(tenant.where(ticketFiles, thisFile));
    if (!row) throw new AppError(FILE_NOT_FOUND);
    if (row.uploadedBy !== auth.userId && !canWriteKind(viewer, context.kind)) {
      throw new AppError(CANNOT_REMOVE_FILE);
    }
    await tenant.delete(ticketFiles, thisFile);
    await deps.files.remove(auth.organisationId, fileId, tx);
  });
}
