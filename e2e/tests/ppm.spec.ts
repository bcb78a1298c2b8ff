// Planned maintenance as the people who run it: a manager makes a monthly schedule with a
// checklist, falling due today and given to the technician; its first task is made at once. On a
// phone the technician cannot complete the task before its checklist, fills the checklist on the
// task, then completes the task from My Jobs; the dashboard's PM compliance counts it on time.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, tokenOf } from '../support/sign-in.ts';

const MANAGER = 'manager@northwind.example';
const TECHNICIAN = 'technician@northwind.example';

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
// A period around today that holds the task's compliance deadline (its due date plus the grace).
const DASHBOARD = `/dashboards/crm?range=custom&from=${isoDay(-29)}&to=${isoDay(14)}`;

async function signedInPage(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The "On time" count of the dashboard's PPM tasks widget. */
async function onTime(page: Page): Promise<number> {
  await page.goto(DASHBOARD);
  const widget = page.getByRole('region', { name: 'PPM tasks' });
  const label = widget.getByText('On time', { exact: true });
  await expect(label).toBeVisible({ timeout: 15_000 });
  const count = await label.locator('xpath=following-sibling::*[1]').textContent();
  return Number((count ?? '').replace(/\D/g, ''));
}

test('a monthly schedule with a checklist makes a task the technician completes on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now();
  const title = `Pump room monthly check ${suffix}`;
  const checklist = `Pump room checks ${suffix}`;

  // A small checklist of the organisation, published.
  const token = await tokenOf(request, MANAGER);
  const headers = { Authorization: `Bearer ${token}` };
  const template = await request.post('/api/v1/templates', {
    headers,
    data: {
      name: checklist,
      draft: {
        requires_signature: false,
        fields: [
          { type: 'inspection', key: 'pump', label: 'Pump runs quietly', required: true },
          {
            type: 'number',
            key: 'pressure',
            label: 'Discharge pressure',
            unit: 'bar',
            required: true,
          },
        ],
      },
    },
  });
  expect(template.ok(), await template.text()).toBeTruthy();
  const { id: templateId } = (await template.json()) as { id: string };
  const published = await request.post(`/api/v1/templates/${templateId}/publish`, {
    headers,
    data: { note: '' },
  });
  expect(published.ok(), await published.text()).toBeTruthy();

  // The manager makes the schedule, due today each month, and sees its first task.
  const manager = await signedInPage(browser, MANAGER);
  const before = await onTime(manager);
  await manager.goto('/ppm-tasks/schedules');
  await manager.getByRole('button', { name: 'New schedule' }).click();
  const dialog = manager.getByRole('dialog', { name: 'New maintenance schedule' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('combobox', { name: 'Checklist' }).click();
  await manager.getByRole('option', { name: checklist }).click();
  await dialog.getByRole('combobox', { name: /^Building/ }).click();
  await manager.getByRole('option', { name: 'Northwind House' }).click();
  await dialog.getByRole('radio', { name: 'The whole building' }).click();
  await dialog.getByRole('combobox', { name: 'Assignees' }).click();
  await manager.getByRole('option', { name: /Marco Rossi/ }).click();
  // Closes the list of people (Escape would close the dialog).
  await manager.keyboard.press('Tab');
  await dialog.getByRole('combobox', { name: /^Day of the month/ }).click();
  await manager.getByRole('option', { name: String(new Date().getUTCDate()), exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Next dates' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(manager).toHaveURL(/\/ppm-tasks\/schedules\/[0-9a-f-]{36}$/);
  await expect(manager.getByRole('heading', { level: 1 })).toContainText(title);

  // Its first task, with the checklist started on it.
  const tasks = await request.get(
    `/api/v1/ppm-tasks?search=${encodeURIComponent(title)}&per_page=5`,
    { headers },
  );
  const [task] = ((await tasks.json()) as { data: { id: string; number: string }[] }).data;
  expect(task?.number).toMatch(/^PM-\d{6}$/);
  const number = task!.number;

  // The technician, on a phone: the task waits in My Jobs; completing it first asks for the
  // checklist.
  const technician = await signedInPage(browser, TECHNICIAN, true);
  await technician.goto('/my-jobs/jobs?kind=ppm');
  await technician.getByRole('button', { name: `Start ${number}` }).click();
  await technician.getByRole('button', { name: `Complete ${number}` }).click();
  const complete = technician.getByRole('dialog', { name: `Complete ${number}` });
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(
    complete.getByText(/Finish the checklist on this task before completing it \(FRM-\d{6}\)/),
  ).toBeVisible();
  await complete.getByRole('button', { name: 'Cancel' }).click();

  // The checklist, filled on the task.
  await technician.goto(`/ppm-tasks/${task!.id}?tab=forms`);
  await technician.getByRole('button', { name: /^Open FRM-\d{6} here$/ }).click();
  await technician
    .getByRole('group', { name: /Pump runs quietly/ })
    .getByRole('button', { name: 'Pass' })
    .click();
  await technician.getByRole('textbox', { name: /Discharge pressure/ }).fill('2.5');
  await expect(technician.getByText('All changes saved')).toBeVisible();
  await technician
    .getByRole('region', { name: new RegExp(`^FRM-\\d{6} · ${checklist}$`) })
    .getByRole('button', { name: 'Complete', exact: true })
    .click();
  await expect(technician.getByText('Form completed')).toBeVisible();

  // Now the task completes.
  await technician.goto('/my-jobs/jobs?kind=ppm');
  await technician.getByRole('button', { name: `Complete ${number}` }).click();
  await complete.getByLabel('Completion notes').fill('Pump serviced, pressure normal.');
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(complete).toBeHidden();
  await expect(technician.getByRole('button', { name: `Complete ${number}` })).toBeHidden();
  await technician.context().close();

  // The dashboard counts it on time.
  expect(await onTime(manager)).toBe(before + 1);
  await manager.context().close();
});
