/**
 * The checklist of a planned task: a schedule that carries a checklist gives each task it makes
 * a form of the schedule's pinned template version, started on the task (its asset, location and
 * building) by nobody in particular. The task cannot be completed while a form filled on it is
 * still in progress: `unfinishedFormNumbers` says which.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { forms } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { nextFormSeq } from './form-create.ts';
import { formNumber } from './forms.shared.ts';

export interface TaskChecklistInput {
  organisationId: string;
  ticketId: string;
  templateId: string;
  templateVersionId: string;
  assetId: string | null;
  locationId: string | null;
  buildingId: string;
}

/** Starts the task's checklist form; returns its number. */
export async function openTaskChecklist(tx: Executor, input: TaskChecklistInput): Promise<string> {
  const { organisationId, ...target } = input;
  const seq = await nextFormSeq(tx, organisationId);
  const number = formNumber(seq);
  await forOrganisation(tx, organisationId).insert(forms, [
    { ...target, seq, number, startedByUserId: null },
  ]);
  return number;
}

/** The numbers of the forms on a ticket still in progress, oldest first. */
export async function unfinishedFormNumbers(
  executor: Executor,
  organisationId: string,
  ticketId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ number: forms.number })
    .from(forms)
    .where(
      forOrganisation(executor, organisationId).where(
        forms,
        and(eq(forms.ticketId, ticketId), eq(forms.status, 'in_progress')),
      ),
    )
    .orderBy(asc(forms.seq));
  return rows.map((row) => row.number);
}
