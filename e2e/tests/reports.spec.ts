// Reports against the real server and the demo organisation: a manager opens the tickets report
// from the catalogue, by building for the year, and exports it as an Excel file whose
// rows and totals are the ones on the page.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { demoPassword } from '../support/demo.ts';

test('a manager exports the tickets report by building as Excel, with the figures of the page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('manager@northwind.example');
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);

  await page.goto('/reports');
  await page.getByRole('link', { name: 'Open the Tickets report' }).click();
  await expect(page).toHaveURL(/[?&]report=tickets/);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'This year', exact: true }).click();
  await expect(page).toHaveURL(/[?&]range=year/);
  // By building, the report's first grouping.
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveText('Building');

  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'Northwind House' })).toBeVisible();
  const totals = table.getByRole('row').filter({ hasText: 'Total' });
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
  expect(fileTotals.slice(1).map(Number)).toEqual(
    pageTotals.slice(1).map((text) => Number(text.replace(/[^\d.-]/g, ''))),
  );
});
