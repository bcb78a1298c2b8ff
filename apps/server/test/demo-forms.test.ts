// The demo checklists: the starter library's templates, each active and published as version 1,
// and the filled forms a newcomer explores: months of history, a failure that opened a ticket,
// and a form in progress on the technician's open job, each answer scored by the shared rules.
import { answerOutcome, type TFormAnswerValue, type TFormSummary } from '@mainstay/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formAnswers,
  formFailures,
  forms,
  templates,
  templateVersions,
  ticketAssignees,
  tickets,
  users,
} from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { STARTER_TEMPLATES } from '../src/modules/templates/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';

describe('the demo checklists', () => {
  let t: TestApp;
  let organisationId: string;
  const db = () => t.app.db;
  const demoForms = () => db().select().from(forms).where(eq(forms.organisationId, organisationId));

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await seedDemoOrganisation(t.app.db)).organisationId;
  });
  afterAll(() => t.close());

  it('has every starter template published', async () => {
    const rows = await db()
      .select()
      .from(templates)
      .where(eq(templates.organisationId, organisationId));
    expect(rows).toHaveLength(STARTER_TEMPLATES.length);
    expect(rows.map((row) => row.starterId).sort()).toEqual(
      STARTER_TEMPLATES.map((starter) => starter.id).sort(),
    );
    expect(rows.every((row) => row.status === 'active' && row.currentVersion === 1)).toBe(true);
  });

  it('has completed forms over at least five months, numbered in the order they were started', async () => {
    const rows = await demoForms();
    const completed = rows.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(12);
    const months = new Set(completed.map((row) => row.completedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    const byNumber = [...rows].sort((a, b) => a.seq - b.seq);
    expect(byNumber.map((row) => row.createdAt.getTime())).toEqual(
      [...rows].map((row) => row.createdAt.getTime()).sort((a, b) => a - b),
    );
    expect(byNumber[0]?.number).toBe('FRM-000001');
    expect(new Set(completed.map((row) => row.result))).toEqual(new Set(['pass', 'flag', 'fail']));
  });

  it('scores every answer as the shared rules do', async () => {
    const rows = await db()
      .select({ answer: formAnswers, definition: templateVersions.definition })
      .from(formAnswers)
      .innerJoin(forms, eq(forms.id, formAnswers.formId))
      .innerJoin(templateVersions, eq(templateVersions.id, forms.templateVersionId))
      .where(eq(formAnswers.organisationId, organisationId));
    expect(rows.length).toBeGreaterThan(100);
    for (const { answer, definition } of rows) {
      const field = definition.fields.find((candidate) => candidate.key === answer.fieldKey);
      expect(field, answer.fieldKey).toBeDefined();
      expect(answer.outcome).toBe(answerOutcome(field!, answer.value as TFormAnswerValue));
    }
  });

  it('opened a reactive ticket for the failed housing seals, on the form’s asset', async () => {
    const [failed] = (await demoForms()).filter((row) => row.result === 'fail');
    expect(failed).toBeDefined();
    const failures = await db()
      .select()
      .from(formFailures)
      .where(eq(formFailures.formId, failed!.id));
    expect(failures.map((row) => [row.fieldKey, row.outcome])).toEqual([
      ['housing_and_seals', 'fail'],
    ]);
    const [ticket] = await db().select().from(tickets).where(eq(tickets.id, failures[0]!.ticketId));
    expect(ticket).toMatchObject({
      kind: 'reactive',
      status: 'new',
      priority: 'medium',
      assetId: failed!.assetId,
      buildingId: failed!.buildingId,
    });
    expect(ticket?.title).toContain('Housing');
    expect(ticket?.description).toContain(failed!.number);
    expect(ticket?.resolutionDueAt).not.toBeNull();
  });

  it('has a form in progress on an open ticket of the technician', async () => {
    const open = (await demoForms()).filter((row) => row.status === 'in_progress');
    expect(open).toHaveLength(1);
    const [technician] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'technician@northwind.example'));
    const assigned = await db()
      .select()
      .from(ticketAssignees)
      .where(
        and(
          eq(ticketAssignees.ticketId, open[0]!.ticketId!),
          inArray(ticketAssignees.userId, [technician!.id]),
        ),
      );
    expect(assigned).toHaveLength(1);
  });

  it('lists the forms to the manager and prints a completed one', async () => {
    const [manager] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'manager@northwind.example'));
    const token = await createAccessToken(db(), manager!.id, organisationId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/forms?status=completed&sort=number&order=asc&per_page=50',
      headers: bearer(token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const { data } = list.json<{ data: TFormSummary[] }>();
    expect(data.length).toBeGreaterThanOrEqual(12);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/forms/${data[0]!.id}/pdf`,
      headers: bearer(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
