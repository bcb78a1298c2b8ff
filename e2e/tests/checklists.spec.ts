// Checklists as the people who use them: a manager builds a template with every field type and
// publishes it; a technician fills it on a ticket on an Arabic phone, with a photo, a file, a
// drawn signature and a failed inspection, then signs it with their password; the failed item
// opened a ticket that the manager finds in the list, linked back to the checklist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDF, PNG } from '../support/files.ts';
import { demoPassword } from '../support/demo.ts';
import { drawSignature, signIn, signInInArabic, tokenOf } from '../support/sign-in.ts';

const MANAGER = 'manager@northwind.example';
const TECHNICIAN = 'technician@northwind.example';

type Words = Record<string, Record<string, string>>;
const arabic = (namespace: string): Words =>
  JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '..',
        '..',
        'packages',
        'i18n',
        'locales',
        'ar',
        `${namespace}.json`,
      ),
      'utf8',
    ),
  ) as Words;
const AR = arabic('forms');
const AR_TICKET = arabic('ticketDetail');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_all, name: string) => String(values[name] ?? ''));

interface Job {
  id: string;
  building: { id: string };
  location: { id: string } | null;
  asset: { id: string } | null;
  assignees: { id: string }[];
}

/** A ticket of the technician's own, on an asset, that no other test works on. */
async function ticketForTheTechnician(page: Page, suffix: string): Promise<string> {
  const technician = await tokenOf(page.request, TECHNICIAN);
  const jobs = await page.request.get('/api/v1/my-jobs', {
    headers: { Authorization: `Bearer ${technician}` },
  });
  expect(jobs.ok()).toBeTruthy();
  const job = ((await jobs.json()) as { data: Job[] }).data.find((row) => row.asset);
  if (!job?.asset) throw new Error('The technician has no job on an asset');
  const manager = await tokenOf(page.request, MANAGER);
  const created = await page.request.post('/api/v1/reactive-tickets', {
    headers: { Authorization: `Bearer ${manager}` },
    data: {
      title: `Plant room weekly round ${suffix}`,
      building_id: job.building.id,
      location_id: job.location?.id ?? null,
      asset_id: job.asset.id,
      assignee_ids: job.assignees.map((person) => person.id),
    },
  });
  expect(created.ok()).toBeTruthy();
  return ((await created.json()) as { id: string }).id;
}

/** Adds a field of `type` from the palette, labels it and applies `settings` in its editor. */
async function addField(
  page: Page,
  type: string,
  label: string,
  settings: (editor: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined,
) {
  await page
    .getByRole('group', { name: 'Add a field' })
    .getByRole('button', { name: type })
    .click();
  const editor = page.getByRole('dialog', { name: `Edit field: ${type}` });
  await editor
    .getByRole('textbox', { name: type === 'Section' ? 'Section title' : 'Label', exact: true })
    .fill(label);
  await settings(editor);
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('article', { name: label })).toBeVisible();
}

test('a checklist of every field type is built, filled on an Arabic phone, signed, and its failed item opens a ticket', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now());
  const name = `Plant room weekly check ${suffix}`;
  const failing = `Pump seal ${suffix}`;
  const ticketId = await ticketForTheTechnician(page, suffix);

  // The manager builds the template from the menu.
  await signIn(page, MANAGER);
  await page.getByRole('button', { name: 'Checklists' }).click();
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const details = page.getByRole('dialog', { name: 'New template' });
  await details.getByRole('textbox', { name: 'Name' }).fill(name);
  await details.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]{36}$/);

  await addField(page, 'Section', 'Pump set');
  await addField(page, 'Checkbox', 'Isolation valves open');
  await addField(page, 'Pass / Flag / Fail', failing, async (editor) => {
    await editor.getByRole('combobox', { name: 'A fail opens' }).click();
    await page.getByRole('option', { name: 'A High priority ticket' }).click();
  });
  await addField(page, 'Yes / No', 'Area clean and dry');
  await addField(page, 'Short text', 'Pump reference');
  await addField(page, 'Long text', 'Observations');
  await addField(page, 'Number', 'Discharge pressure', async (editor) => {
    await editor.getByRole('textbox', { name: 'Minimum' }).fill('1');
    await editor.getByRole('textbox', { name: 'Maximum' }).fill('4');
  });
  await addField(page, 'Amount', 'Parts used');
  await addField(page, 'Date', 'Last service');
  await addField(page, 'Time', 'Checked at');
  await addField(page, 'Single choice', 'Pump mode', async (editor) => {
    await editor.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Automatic');
  });
  await addField(page, 'Multiple choice', 'Checks made', async (editor) => {
    await editor.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Visual');
  });
  await addField(page, 'Meter reading', 'Run hours reading', async (editor) => {
    await editor.getByRole('textbox', { name: 'Meter name' }).fill('Run hours');
  });
  await addField(page, 'Photos', 'Gauge photo');
  await addField(page, 'File', 'Service sheet');
  await addField(page, 'Signature', 'Technician initials');
  await expect(page.getByRole('heading', { name: 'Fields (16)' })).toBeVisible();
  await page.getByLabel('Completing a form of this template needs a signature').check();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish version 1' });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published').first()).toBeVisible();

  // The technician fills it on the ticket, on a phone, in Arabic.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await signInInArabic(phone, TECHNICIAN);
  await phone.goto(`/reactive-tickets/${ticketId}?tab=forms`);
  await expect(phone.getByRole('tab', { name: AR_TICKET.tabs?.forms })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await phone.getByRole('button', { name: AR.ticket?.fill }).click();
  const start = phone.getByRole('dialog', { name: AR.start?.title });
  await start.getByRole('combobox', { name: AR.fields?.template }).click();
  await phone.getByRole('option', { name: new RegExp(name) }).click();
  await start.getByRole('button', { name: AR.start?.submit }).click();
  await expect(start).toBeHidden();

  const group = (label: string) => phone.getByRole('group', { name: label });
  await phone.getByRole('checkbox', { name: 'Isolation valves open' }).check();
  await group(failing).getByRole('button', { name: AR.results?.fail }).click();
  await group('Area clean and dry').getByRole('button', { name: AR.yesNo?.yes }).click();
  await phone.getByRole('textbox', { name: 'Pump reference' }).fill('P-101');
  await phone
    .getByRole('textbox', { name: 'Observations' })
    .fill('Weeping at the mechanical seal.');
  await phone.getByRole('textbox', { name: 'Discharge pressure' }).fill('2.5');
  await phone.getByRole('textbox', { name: 'Parts used' }).fill('12.50');
  await phone.getByLabel('Last service').fill('2026-11-20');
  await phone.getByLabel('Checked at').fill('09:30');
  await group('Pump mode').getByRole('radio', { name: 'Automatic' }).check();
  await group('Checks made').getByRole('checkbox', { name: 'Visual' }).check();
  await phone.getByRole('textbox', { name: 'Run hours reading' }).fill('1234');
  // A dropped connection loses nothing: the answer waits, goes when the phone is back online,
  // and is there after a reload.
  await expect(phone.getByText(AR.save?.saved ?? '')).toBeVisible();
  await phone.context().setOffline(true);
  await phone.getByRole('textbox', { name: 'Pump reference' }).fill('P-102');
  await expect(phone.getByText(fill(AR.save?.offline_one ?? '', { count: 1 }))).toBeVisible();
  await phone.context().setOffline(false);
  await expect(phone.getByText(AR.save?.saved ?? '')).toBeVisible();
  await phone.reload();
  const openHere = (AR.ticket?.openHereLabel ?? '').replace('{{number}}', 'FRM-\\d{6}');
  await phone.getByRole('button', { name: new RegExp(`^${openHere}$`) }).click();
  await expect(phone.getByRole('textbox', { name: 'Pump reference' })).toHaveValue('P-102');

  await phone
    .getByLabel(fill(AR.photos?.input ?? '', { label: 'Gauge photo' }))
    .setInputFiles({ name: 'gauge.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    phone.getByRole('img', { name: fill(AR.photos?.alt ?? '', { index: 1 }) }),
  ).toBeVisible();
  await phone
    .getByLabel(fill(AR.file?.input ?? '', { label: 'Service sheet' }))
    .setInputFiles({ name: 'service-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(phone.getByRole('link', { name: 'service-sheet.pdf' })).toBeVisible();
  await drawSignature(phone, fill(AR.signature?.pad ?? '', { label: 'Technician initials' }));
  await phone.getByRole('button', { name: AR.signature?.save }).click();
  await expect(
    phone.getByRole('img', {
      name: fill(AR.signature?.image ?? '', { label: 'Technician initials' }),
    }),
  ).toBeVisible();
  await expect(phone.getByText(AR.save?.saved ?? '')).toBeVisible();
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Signing with the password locks the form.
  await phone.getByRole('button', { name: AR.complete?.sign }).click();
  const sign = phone.getByRole('dialog', { name: AR.sign?.title });
  await drawSignature(phone, AR.sign?.pad ?? '');
  await sign.getByRole('textbox', { name: AR.sign?.password }).fill(demoPassword());
  await sign.getByRole('button', { name: AR.sign?.submit }).click();
  await expect(sign).toBeHidden();
  await expect(phone.getByText(AR.sign?.done ?? '')).toBeVisible();
  await expect(phone.getByRole('button', { name: AR.complete?.sign })).toBeHidden();

  // The failed item opened a ticket, which the manager finds and which names its checklist.
  await page.goto(`/reactive-tickets/tickets?search=${encodeURIComponent(failing)}`);
  const row = page.getByRole('row').filter({ hasText: failing });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^RT-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(failing) })).toBeVisible();
  await page.getByRole('tab', { name: 'Forms' }).click();
  await expect(page.getByRole('list', { name: 'Opened by a checklist' })).toBeVisible();
});
