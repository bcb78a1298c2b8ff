/**
 * The demo organisation's checklists: every starter template of the library, added in English
 * and published as version 1 by the facilities manager; then six months of air filter changes
 * filled by the technician on the air handlers' filter banks of his two buildings (one with
 * heavy filters and a flagged drain pan, the latest with failed housing seals, which opened a
 * reactive ticket as a real save does), and a filter change in progress on his open ticket for
 * the server room's split unit. Each answer is checked and scored by the shared rules of the
 * contracts, so the demo's forms read exactly as filled ones.
 */
import {
  answerOutcome,
  answerProblem,
  visibleFieldKeys,
  worstOutcome,
  type TFormAnswerValue,
} from '@mainstay/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { assets, formAnswers, forms, tickets } from '../db/schema/index.ts';
import { forOrganisation } from '../lib/tenancy.ts';
import {
  answerMapOf,
  formNumber,
  nextFormSeq,
  openFailureTickets,
} from '../modules/forms/index.ts';
import { computeDeadlines } from '../modules/sla/index.ts';
import {
  addStarterTemplates,
  latestTemplateVersion,
  type PinnedTemplateVersion,
} from '../modules/templates/index.ts';
import type { DemoPlacesContext } from './demo-context.ts';

const DAY = 86_400_000;
const MONTHS = 6;

type Answers = Record<string, TFormAnswerValue>;

interface DemoForm {
  assetId: string;
  locationId: string | null;
  buildingId: string;
  ticketId?: string;
  startedAt: Date;
  /** Absent: still in progress. */
  completedAt?: Date;
  answers: Answers;
}

/** A filter change as the technician records it, month by month. */
function filterChange(unit: string, monthsAgo: number, extra: Answers = {}): Answers {
  return {
    unit_reference: unit,
    isolated: true,
    pressure_drop_before: 180 + monthsAgo * 7,
    filter_class: 'epm2_5',
    filter_size: '592 × 592 × 48 mm',
    filters_replaced: 6,
    removed_condition: 'moderate',
    housing_and_seals: 'pass',
    drain_pan: 'pass',
    fan_belts: 'pass',
    pressure_drop_after: 85,
    filters_cost: 214.5,
    ...extra,
  };
}

/** The filter bank of the air handler in `building` (its code in the asset's name). */
async function filterBank(tx: Executor, organisationId: string, building: string) {
  const [bank] = await forOrganisation(tx, organisationId).select(
    assets,
    ilike(assets.name, `AHU-1 filter bank (${building})`),
  );
  if (!bank?.buildingId) throw new Error(`The demo has no filter bank in ${building}`);
  return { assetId: bank.id, locationId: bank.locationId, buildingId: bank.buildingId };
}

/** Writes one form with its answers (each as the technician gave it, a minute apart). */
async function insertForm(
  tx: Executor,
  context: DemoPlacesContext,
  version: PinnedTemplateVersion,
  demo: DemoForm,
) {
  const { organisationId } = context;
  const userId = context.userIds.technician;
  const { fields } = version.definition;
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const seq = await nextFormSeq(tx, organisationId);
  const tenant = forOrganisation(tx, organisationId);
  const rows = Object.entries(demo.answers).map(([key, value], index) => {
    const field = byKey.get(key);
    if (!field) throw new Error(`The template has no field ${key}`);
    const problem = answerProblem(field, value);
    if (problem) throw new Error(`The demo answer of ${key} is refused: ${problem}`);
    const at = new Date(demo.startedAt.getTime() + (index + 1) * 60_000);
    return { field, value, at, outcome: answerOutcome(field, value) };
  });
  const answers = answerMapOf(rows.map(({ field, value }) => ({ fieldKey: field.key, value })));
  const visible = visibleFieldKeys(fields, answers);
  const [form] = await tenant.insert(forms, [
    {
      templateId: version.templateId,
      templateVersionId: version.versionId,
      seq,
      number: formNumber(seq),
      status: demo.completedAt ? 'completed' : 'in_progress',
      result: worstOutcome(
        rows.filter((row) => visible.has(row.field.key)).map((row) => row.outcome),
      ),
      ticketId: demo.ticketId ?? null,
      assetId: demo.assetId,
      locationId: demo.locationId,
      buildingId: demo.buildingId,
      startedByUserId: userId,
      completedAt: demo.completedAt ?? null,
      completedByUserId: demo.completedAt ? userId : null,
      createdAt: demo.startedAt,
      updatedAt: demo.completedAt ?? rows.at(-1)?.at ?? demo.startedAt,
    },
  ]);
  if (!form) throw new Error('The demo form was not stored');
  await tenant.insert(
    formAnswers,
    rows.map(({ field, value, at, outcome }) => ({
      formId: form.id,
      fieldKey: field.key,
      value,
      outcome,
      answeredByUserId: userId,
      answeredAt: at,
    })),
  );
  return { form, fields, answers, visible, keys: rows.map(({ field }) => field.key) };
}

/** The starter templates and the demo's filled forms. */
export async function seedDemoForms(
  tx: Executor,
  context: DemoPlacesContext,
  now = new Date(),
): Promise<void> {
  const { organisationId, userIds } = context;
  const templates = await addStarterTemplates(tx, {
    organisationId,
    userId: userIds.facilities_manager,
    language: 'en',
  });
  const templateId = templates.get('hvac_filter_change');
  const latest = templateId && (await latestTemplateVersion(tx, organisationId, templateId));
  if (!latest || latest.versionId === null) {
    throw new Error('The demo has no air filter change template');
  }
  const version: PinnedTemplateVersion = latest;

  const banks = {
    NWH: await filterBank(tx, organisationId, 'NWH'),
    RDC: await filterBank(tx, organisationId, 'RDC'),
  };
  const monthly: DemoForm[] = [];
  for (const [building, bank] of Object.entries(banks)) {
    for (let monthsAgo = MONTHS; monthsAgo >= 1; monthsAgo -= 1) {
      const startedAt = new Date(now.getTime() - (monthsAgo * 30 + 4) * DAY);
      const heavy: Answers =
        building === 'NWH' && monthsAgo === 3
          ? { removed_condition: 'heavy', drain_pan: 'flag', notes: 'Drain pan slow to clear.' }
          : {};
      monthly.push({
        ...bank,
        startedAt,
        completedAt: new Date(startedAt.getTime() + 40 * 60_000),
        answers: filterChange(`AHU-1 (${building})`, monthsAgo, heavy),
      });
    }
  }
  // Numbered in the order they were started, as the forms list shows them.
  monthly.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (const demo of monthly) await insertForm(tx, context, version, demo);

  // The latest change found the housing seals split: the failure opened a reactive ticket.
  const failedAt = new Date(now.getTime() - 4 * DAY);
  const failed = await insertForm(tx, context, version, {
    ...banks.RDC,
    startedAt: failedAt,
    completedAt: new Date(failedAt.getTime() + 45 * 60_000),
    answers: filterChange('AHU-1 (RDC)', 0, {
      housing_and_seals: 'fail',
      housing_defect: 'Door gasket split along the bottom edge; air bypassing the filters.',
    }),
  });
  await openFailureTickets(
    tx,
    { files: NO_FILES, hooks: { computeDeadlines } },
    { organisationId, userId: userIds.technician, language: 'en' },
    { ...failed, templateName: version.templateName },
    failed.keys,
    new Date(failedAt.getTime() + 20 * 60_000),
  );

  // In progress on the technician's open ticket.
  const [job] = await forOrganisation(tx, organisationId).select(
    tickets,
    and(eq(tickets.title, 'No cooling in the server room'), eq(tickets.kind, 'reactive')),
  );
  if (job?.assetId && job.buildingId) {
    await insertForm(tx, context, version, {
      assetId: job.assetId,
      locationId: job.locationId,
      buildingId: job.buildingId,
      ticketId: job.id,
      startedAt: new Date(now.getTime() - 40 * 60_000),
      answers: {
        unit_reference: 'Server room split unit',
        isolated: true,
        filter_class: 'iso_coarse',
      },
    });
  }
}

/** The demo's failures carry no photos, so no file is ever copied. */
const NO_FILES = {
  read: () => Promise.reject(new Error('The demo forms have no files')),
  save: () => Promise.reject(new Error('The demo forms have no files')),
};
