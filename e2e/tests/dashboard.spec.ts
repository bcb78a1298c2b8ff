// The service dashboard, the landing page after sign-in, against the real server and the demo
// organisation: a number opens the list of exactly its tickets, the filters live in the address
// and change the figures, and the page reads right to left on an Arabic phone.
import { expect, test, type Page } from '@playwright/test';
import { demoPassword } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';
import { PHONE, measureOverflow, overflowReport } from '../support/overflow.ts';

/** Chooses an option of one of the dashboard's filter selects. */
async function choose(page: Page, filter: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the overdue number on the landing dashboard opens the list of exactly those tickets, and its chip removes the filter', async ({
  page,
}) => {
  await signIn(page, 'manager@northwind.example');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service dashboard' })).toBeVisible();

  // One kind, so that each number is one link to one list.
  await choose(page, 'Tickets', 'Reactive');
  await expect(page).toHaveURL(/[?&]kind=reactive/);
  const overdue = page
    .getByRole('region', { name: 'Overdue items' })
    .getByRole('link', { name: /^\d+ overdue items: open the tickets$/i });
  const count = Number((await overdue.textContent())?.trim());
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(25);

  await overdue.click();
  await expect(page).toHaveURL(/\/reactive-tickets\/tickets\?.*overdue=true/);
  const rows = page.getByRole('table').getByRole('row');
  // The header row, then one row per ticket.
  await expect(rows).toHaveCount(count + 1);
  await expect(page.getByText(new RegExp(`^1–${count} of ${count}$`))).toBeVisible();

  // The dashboard's filter shows as a chip; removing it widens the list to every ticket.
  const chips = page.getByRole('group', { name: 'Filters from the dashboard' });
  await expect(chips.getByText('Overdue', { exact: true })).toBeVisible();
  await chips.getByRole('button', { name: 'Remove filter: Overdue' }).click();
  await expect(page).not.toHaveURL(/overdue=/);
  await expect(chips).toHaveCount(0);
  const total = async () => {
    const range = await page.getByText(/^1–\d+ of \d+$/).textContent();
    return Number(range?.split(' of ')[1]);
  };
  await expect.poll(total).toBeGreaterThan(count);
});

test('the period and the building are kept in the address and change the figures', async ({
  page,
}) => {
  await signIn(page, 'manager@northwind.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Service dashboard' })).toBeVisible();
  const completed = page.getByRole('region', { name: 'Completed jobs' });
  const thirtyDays = await completed.innerText();

  await choose(page, 'Period', 'This year');
  await expect(page).toHaveURL(/[?&]range=year/);
  await expect(completed).not.toHaveText(thirtyDays);
  const year = await completed.innerText();

  await choose(page, 'Building', 'Riverside Distribution Centre');
  await expect(page).toHaveURL(/[?&]building_id=[0-9a-f-]{36}/);
  await expect(completed).not.toHaveText(year);

  // A shared address opens the same view.
  const address = page.url();
  await page.goto(address);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('This year');
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveText(/Riverside/);
});

test('on an Arabic phone the dashboard reads right to left and fits the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem('language', 'ar'));
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('manager@northwind.example');
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(demoPassword());
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  // Each widget is titled, in Arabic.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/[\u0600-\u06FF]/);
  const overflow = await measureOverflow(page);
  expect(
    overflow.documentOver,
    overflowReport('/dashboards/crm', 'ar', overflow),
  ).toBeLessThanOrEqual(0);
  await context.close();
});
