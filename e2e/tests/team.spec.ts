// The team pages as a facilities manager: recording their own leave on the Leave tab and
// finding it again on their member page.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

/** A day well in the future (YYYY-MM-DD), different for each run, plus `days` more. */
function futureDay(offset: number, days = 0): string {
  const base = Date.UTC(2031, 0, 1) + (offset + days) * 86_400_000;
  return new Date(base).toISOString().slice(0, 10);
}

test('a manager records their own leave and sees it on the Leave tab and their page', async ({
  page,
}) => {
  const offset = Math.floor(Math.random() * 2000);
  const from = futureDay(offset);
  const to = futureDay(offset, 2);
  const note = `Dentist and recovery ${Date.now()}`;

  await signIn(page, 'manager@northwind.example');
  await page.goto('/team/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/[?&]tab=leave/);
  await page.getByRole('button', { name: 'Record leave' }).click();

  const dialog = page.getByRole('dialog', { name: 'Record leave' });
  await expect(dialog).toBeVisible();
  // A manager may record leave for others; leaving the person empty records their own.
  await expect(dialog.getByRole('combobox', { name: 'Person' })).toBeVisible();
  await dialog.getByLabel(/^From/).fill(from);
  await dialog.getByLabel(/^To/).fill(to);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Annual leave' }).click();
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Record leave' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Leave recorded')).toBeVisible();
  const table = page.getByRole('table', { name: 'Upcoming leave' });
  const row = table.getByRole('row').filter({ hasText: note });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Priya Raman' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  // The member page shows the same leave.
  await row.getByRole('link', { name: 'Priya Raman' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  const own = page.getByRole('table', { name: 'Leave of Priya Raman' });
  const ownRow = own.getByRole('row').filter({ hasText: note });
  await expect(ownRow).toBeVisible();
  await expect(ownRow.getByRole('cell', { name: 'Annual leave' })).toBeVisible();
  // Her tickets are listed with links to them (the demo assigns her some).
  const work = page.getByRole('region', { name: 'Assigned work' });
  await expect(work.getByRole('link', { name: /^(RT|GT)-\d{6}$/ }).first()).toBeVisible();

  // Removing it leaves the demo data as it was.
  await ownRow.getByRole('button', { name: /^Remove the leave of Priya Raman/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove this leave?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(own.getByRole('row').filter({ hasText: note })).toHaveCount(0);
});

test('a viewer reads the team but cannot create teams or see contractors', async ({ page }) => {
  await signIn(page, 'viewer@northwind.example');
  await page.goto('/team/team?tab=teams');
  await expect(page.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'HVAC Crew' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create team' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Contractors' })).toHaveCount(0);
});
