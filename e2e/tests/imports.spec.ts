// Importing buildings from a CSV with one bad row: the valid rows go in, the bad one is
// reported with its row number and the reason, in a report that can be downloaded.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('a manager imports buildings, keeps the valid rows and downloads the report', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'manager@northwind.example');

  await page.goto('/buildings/buildings');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import buildings' });
  await expect(dialog).toBeVisible();

  const suffix = Date.now().toString(36).toUpperCase();
  const csv = [
    'Name,Code,City,Country',
    `Riverside Annex ${suffix},RA-${suffix},Leeds,GB`,
    `,BAD-${suffix},York,GB`,
    `Canal Works ${suffix},CW-${suffix},Hull,GB`,
  ].join('\n');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'new-buildings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\n`, 'utf8'),
  });

  // The suggested mapping matches the headers; the required name is taken.
  await expect(dialog.getByRole('combobox', { name: 'Name', exact: true })).toContainText(
    'Name (required)',
  );
  await expect(dialog.getByRole('table', { name: 'Preview of the first rows' })).toContainText(
    `Riverside Annex ${suffix}`,
  );
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('radio', { name: 'Import the valid rows only' }).check();
  await dialog.getByRole('button', { name: 'Check the rows' }).click();
  await expect(dialog.getByText('Rows ready to import: 2')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Rows rejected: 1')).toBeVisible();

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Rows imported: 2')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Rows rejected: 1')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the report of rejected rows' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('new-buildings-rejected-rows.csv');
  const report = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = report.trim().split(/\r\n/);
  expect(lines[0]).toBe('Row,Name,Code,City,Country,Reasons');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toBe(`3,,BAD-${suffix},York,GB,Name is required`);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The list shows the new buildings.
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first()
    .fill(suffix);
  await expect(page.getByText(`Riverside Annex ${suffix}`)).toBeVisible();
  await expect(page.getByText(`Canal Works ${suffix}`)).toBeVisible();
});
