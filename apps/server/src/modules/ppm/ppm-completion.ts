/**
 * What completing a PPM task asks for (the tickets module calls it through
 * `TicketHooks.checkCompletion`): every checklist filled on the task finished (a checklist's
 * required answers are checked when it is completed), and, when the task's schedule asks for
 * it, the technician's signature. Other tickets complete as before.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ppmSchedules, type Ticket } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { unfinishedFormNumbers } from '../forms/index.ts';
import type { TicketHooks } from '../tickets/index.ts';

async function signatureRequired(executor: Executor, task: Ticket): Promise<boolean> {
  if (!task.ppmScheduleId) return false;
  const [schedule] = await forOrganisation(executor, task.organisationId).select(
    ppmSchedules,
    eq(ppmSchedules.id, task.ppmScheduleId),
  );
  return schedule?.signatureRequired ?? false;
}

export const ppmTicketHooks: Required<Pick<TicketHooks, 'checkCompletion'>> = {
  async checkCompletion(executor, ticket, completion) {
    if (ticket.kind !== 'ppm') return;
    const unfinished = await unfinishedFormNumbers(executor, ticket.organisationId, ticket.id);
    if (unfinished.length > 0) {
      throw new AppError('PPM_CHECKLIST_UNFINISHED', {
        params: { forms: unfinished.join(', '), count: unfinished.length },
      });
    }
    if (
      !completion.technicianSignature &&
      !ticket.technicianSignatureFileId &&
      (await signatureRequired(executor, ticket))
    ) {
      throw new AppError('PPM_SIGNATURE_REQUIRED');
    }
  },
};
