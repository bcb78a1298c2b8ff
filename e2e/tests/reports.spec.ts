// Reports against the real server and the demo organisation: a manager opens the tickets report
// from the catalogue, by building for a year of past days, and exports it as an Excel file whose
// rows and totals are the ones on the page.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('a manager exports the tickets report by building as Excel, with the figures of the page', async ({
  page,
}) => {
  await signIn(page, 'manager@northwind.example');

  await page.goto('/reports');
  await page.getByRole('link', { name: 'Open the Tickets report' }).click();
  await expect(page).toHaveURL(/[?&]report=tickets/);
  const table = page.getByRole('table');
  const totals = table.getByRole('row').filter({ hasText: 'Total' });
  await expect(table.getByRole('cell', { name: 'Northwind House' })).toBeVisible();
  // A period that ends two days ago: other tests create and complete tickets today.
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const period = `range=custom&from=${day(365)}&to=${day(2)}`;
  const answer = page.waitForResponse(
    (response) =>
      /\/v1\/reports\/tickets\?/.test(response.url()) && /range=custom/.test(response.url()),
  );
  await page.goto(`/reports?report=tickets&${period}`);
  const report = (await (await answer).json()) as { totals: Record<string, number | null> };
  await expect(totals).toContainText(
    new Intl.NumberFormat('en').format(report.totals.created ?? 0),
  );
  // By building, the report's first grouping.
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveText('Building');
  const pageTotals = (await totals.getByRole('cell').allInnerTexts()).map((text) => text.trim());

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^tickets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => String(value ?? '').trim()));
  });
  expect(rows[0]?.[0]).toBe('Building');
  expect(rows.map((row) => row[0])).toContain('Northwind House');
  // The totals row of the file carries the page's totals.
  const fileTotals = rows.at(-1)!;
  expect(fileTotals[0]).toBe(pageTotals[0]);
  // Created and completed in the period (open now changes as other tests work).
  expect(fileTotals.slice(1, 3).map(Number)).toEqual(
    pageTotals.slice(1, 3).map((text) => Number(text.replace(/[^\d.-]/g, ''))),
  );
});
