// The closed loop of a fault, as the people involved live it: the reporter reports it, the
// manager assigns it, the technician starts and completes it from My Jobs with a drawn
// signature, and the reporter rates the work from the link in the e-mail without signing in.
// Then a second ticket, completed through the API, is reopened through its e-mail link.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { drawSignature, signIn, tokenOf } from '../support/sign-in.ts';

const REPORTER = 'reporter@northwind.example';
const MANAGER = 'manager@northwind.example';
const TECHNICIAN = 'technician@northwind.example';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a fault goes from report to rated work, with the feedback link from the e-mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Broken window latch ${Date.now()}`;

  // The reporter reports the fault.
  const reporter = await signedInPage(browser, REPORTER);
  // A reporter has no dashboard: they land on the tickets they follow.
  await expect(reporter).toHaveURL(/\/reactive-tickets\/tickets$/);
  await reporter.getByRole('button', { name: 'New ticket' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'New reactive ticket' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('combobox', { name: /^Building/ }).click();
  await reporter.getByRole('option', { name: 'Northwind House' }).click();
  await dialog.getByRole('button', { name: 'New ticket' }).click();
  await expect(reporter).toHaveURL(/\/reactive-tickets\/[0-9a-f-]{36}$/);
  const ticketUrl = new URL(reporter.url()).pathname;
  await expect(reporter.getByRole('heading', { level: 1 })).toContainText(title);
  const number =
    (await reporter
      .getByText(/^RT-\d{6}$/)
      .first()
      .textContent()) ?? '';
  expect(number).toMatch(/^RT-\d{6}$/);
  // Each person's browser closes when they are done, so parallel tests keep their share.
  await reporter.context().close();

  // The manager assigns it to the technician.
  const manager = await signedInPage(browser, MANAGER);
  await manager.goto(ticketUrl);
  await manager.getByRole('button', { name: 'Edit' }).click();
  const edit = manager.getByRole('dialog', { name: `Edit ticket ${number}` });
  await edit.getByRole('combobox', { name: 'Assignees' }).click();
  await manager.getByRole('option', { name: /Marco Rossi/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(manager.getByText('Assigned', { exact: true }).first()).toBeVisible();
  await manager.context().close();

  // The technician starts it from My Jobs and completes it with a signature.
  const technician = await signedInPage(browser, TECHNICIAN);
  await technician.goto('/my-jobs/jobs');
  await technician.getByRole('button', { name: `Start ${number}` }).click();
  await expect(technician.getByRole('button', { name: `Complete ${number}` })).toBeVisible();
  await technician.getByRole('button', { name: `Complete ${number}` }).click();
  const complete = technician.getByRole('dialog', { name: `Complete ${number}` });
  await complete.getByLabel('Completion notes').fill('Latch replaced and window re-sealed.');
  await drawSignature(technician, 'Technician signature');
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(complete).toBeHidden();
  await expect(technician.getByRole('button', { name: `Start ${number}` })).toBeHidden();
  await technician.context().close();

  // The reporter rates the work from the e-mail, without signing in.
  const mail = await waitForMail(REPORTER, new RegExp(`${number} is complete`));
  const feedbackLink = linkIn(mail, '/feedback/feedback');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(feedbackLink);
  await expect(visitor).toHaveURL(/\/reactive-tickets\/feedback\/feedback\?t=/);
  await expect(visitor.getByText(number).first()).toBeVisible();
  // The stars are labels of visually hidden radio inputs: a person clicks the fourth star.
  await visitor.locator('label', { hasText: '4 of 5 stars' }).click();
  await expect(visitor.getByRole('radio', { name: /4 of 5 stars/ })).toBeChecked();
  await visitor.getByLabel('Comment (optional)').fill('Quick and tidy, thank you.');
  await visitor.getByRole('button', { name: 'Send feedback' }).click();
  await expect(visitor.getByText('Thank you for your feedback!')).toBeVisible();

  await visitor.context().close();

  // The staff see the rating on the ticket.
  const token = await tokenOf(request, MANAGER);
  const id = ticketUrl.split('/').at(-1);
  const ticket = await request.get(`/api/v1/reactive-tickets/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await ticket.json()) as { feedback: { rating: number } | null }).feedback).toMatchObject(
    { rating: 4, comment: 'Quick and tidy, thank you.' },
  );
});

test('a completed ticket is reopened from the link in the e-mail', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, MANAGER);
  const headers = { authorization: `Bearer ${token}` };
  const buildings = await request.get('/api/v1/buildings/options', { headers });
  const northwind = (
    (await buildings.json()) as { data: { id: string; name: string }[] }
  ).data.find((building) => building.name === 'Northwind House');
  const created = await request.post('/api/v1/reactive-tickets', {
    headers,
    data: {
      title: `Dripping radiator valve ${Date.now()}`,
      building_id: northwind?.id,
      reporter_name: 'Ines Moreau',
      // The demo organisation mails only its own domain (demo mode), so the visitor has an
      // address there; the server holds mail to any other.
      reporter_email: 'ines.moreau@northwind.example',
    },
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { id: string; number: string };
  for (const status of ['in_progress', 'completed']) {
    const moved = await request.post(`/api/v1/reactive-tickets/${ticket.id}/status`, {
      headers,
      data: { status },
    });
    expect(moved.ok()).toBeTruthy();
  }

  const mail = await waitForMail('ines.moreau@northwind.example', new RegExp(ticket.number));
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(linkIn(mail, '/feedback/reopen'));
  await expect(visitor).toHaveURL(/\/reactive-tickets\/feedback\/reopen\?t=/);
  await visitor.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(visitor.getByText('Tell us what is still wrong')).toBeVisible();
  await visitor.getByLabel('What is still wrong?').fill('It is dripping again this morning.');
  await visitor.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(
    visitor.getByText('Your ticket has been reopened. The team has been told.'),
  ).toBeVisible();

  const after = await request.get(`/api/v1/reactive-tickets/${ticket.id}`, { headers });
  expect(((await after.json()) as { status: string; reopen_reason: string }).status).toBe(
    'reopened',
  );
});
