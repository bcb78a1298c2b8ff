// The job sheet with the forms filled on the ticket: when the forms module answers the tickets
// module's `jobSheetForms` hook, each form follows the ticket's content on its own pages, drawn
// as in the form's own PDF; without the hook, or with no forms, the sheet is the ticket's alone.
import type { TFormDetail } from '@mainstay/contracts';
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, tickets, type Ticket } from '../src/db/schema/index.ts';
import { formJobSheetHooks } from '../src/modules/forms/pdf/form-pdf-job-sheet.ts';
import { feedbackTicketHooks } from '../src/modules/ticket-feedback/index.ts';
import { notificationTicketHooks } from '../src/modules/notifications/index.ts';
import { slaTicketHooks } from '../src/modules/sla/index.ts';
import type { TicketsDeps } from '../src/modules/tickets/index.ts';
import { jobSheetRoutes } from '../src/modules/tickets/work/job-sheet/job-sheet.routes.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { pdfPages } from './helpers/pdf-text.ts';
import { fixtureForm, type FixtureFiles } from './form-pdf-fixture.ts';
import { insertTicket, pngImage } from './tickets-work-helpers.ts';

describe('job sheet with the forms filled on the ticket', () => {
  let t: TestApp;
  let done: Ticket;
  let empty: Ticket;
  let token: string;
  let files: FixtureFiles;
  const asked: { ticketId: string; language: string }[] = [];

  /** The forms module's loader: the fixture form on `done`, nothing on other tickets. */
  const loadTicketForms = async (
    _executor: unknown,
    query: { ticketId: string; language: string },
  ): Promise<TFormDetail[]> => {
    asked.push(query);
    return query.ticketId === done.id ? [fixtureForm(files)] : [];
  };

  beforeAll(async () => {
    t = await createTestApp({
      // The job sheet routes again under /with-forms, with the hook as modules.ts would give it.
      registerRoutes: async (scope) => {
        const deps: TicketsDeps = {
          db: scope.db,
          files: scope.files,
          appUrl: 'http://localhost',
          sendMail: async () => {},
          hooks: {
            ...slaTicketHooks,
            ...notificationTicketHooks,
            ...feedbackTicketHooks,
            ...formJobSheetHooks({ files: scope.files, loadTicketForms }),
          },
        };
        await scope.register(jobSheetRoutes, { prefix: '/with-forms', deps, kind: 'reactive' });
      },
    });
    const db = t.app.db;
    const orgId = (await createOrganisation(db, 'Sheet Forms')).id;
    const manager = await createUserWithToken(db, orgId, {
      rules: DEFAULT_ROLES.find((role) => role.key === 'facilities_manager')!.rules,
    });
    token = manager.token;
    const [building] = await db
      .insert(buildings)
      .values({ organisationId: orgId, name: 'North Tower' })
      .returning();
    const complete = async (title: string) => {
      const ticket = await insertTicket(db, {
        organisationId: orgId,
        buildingId: building!.id,
        title,
      });
      await db
        .update(tickets)
        .set({ status: 'completed', completedAt: new Date() })
        .where(eq(tickets.id, ticket.id));
      return ticket;
    };
    done = await complete('AHU noisy');
    empty = await complete('Door sticks');
    const save = async (purpose: 'photo' | 'signature', colour: number) =>
      (
        await t.app.files.save({
          organisationId: orgId,
          userId: manager.user.id,
          purpose,
          filename: `${purpose}.png`,
          data: await pngImage({ r: colour, g: colour, b: colour }),
        })
      ).id;
    files = {
      photo: await save('photo', 120),
      report: await save('photo', 140),
      fieldSignature: await save('signature', 20),
      signing: await save('signature', 40),
    };
  });
  afterAll(() => t.close());

  const sheet = async (ticket: Ticket, base = '', lang = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${base}/v1/reactive-tickets/${ticket.id}/job-sheet.pdf?lang=${lang}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return pdfPages(response.rawPayload);
  };
  /** A page without its footer (the time it was made and the page count). */
  const body = (page: string | undefined) => page?.replace(/ RT-\d+ · Generated on .*$/, '');

  it('adds each form after the ticket, with its answers, in the sheet language', async () => {
    const without = await sheet(done);
    const withForms = await sheet(done, '/with-forms');
    expect(asked.at(-1)).toMatchObject({ ticketId: done.id, language: 'en' });
    expect(withForms.length).toBeGreaterThan(without.length);
    // The ticket's own pages are as they were; the forms start on a page of their own.
    expect(body(withForms[0])).toBe(body(without[0]));
    const forms = withForms.slice(without.length).join(' ');
    for (const expected of [
      'Forms filled on this ticket',
      'FRM-000012 · Rooftop AHU inspection',
      'Result: Failed',
      'Filter condition',
      'Fail',
      'Opened ticket RT-000045: Filter clogged',
      'Outside range · expected 6 °C to 12 °C',
      'Not answered',
      'Dana Signer',
    ]) {
      expect(forms, expected).toContain(expected);
    }
    expect(forms).not.toContain('Hidden leak text');
    // Every page, the forms' too, is numbered in the sheet's footer.
    withForms.forEach((page, index) =>
      expect(page).toContain(`Page ${index + 1} of ${withForms.length}`),
    );

    const arabic = (await sheet(done, '/with-forms', 'ar')).join(' ');
    expect(asked.at(-1)).toMatchObject({ language: 'ar' });
    expect(arabic).toContain('النماذج المعبأة على هذه التذكرة');
    expect(arabic).toContain('لم تتم الإجابة');
  });

  it('stays the ticket alone without the hook or without forms', async () => {
    const plain = await sheet(done);
    expect(plain.join(' ')).not.toContain('FRM-000012');
    expect(plain.join(' ')).not.toContain('Forms filled on this ticket');
    const noForms = await sheet(empty, '/with-forms');
    const noHook = await sheet(empty);
    expect(noForms.map(body)).toEqual(noHook.map(body));
    expect(noForms.join(' ')).not.toContain('Forms filled on this ticket');
  });
});
