// Purchase orders on an asset, as a facilities manager: adding an order with two lines on the
// asset's "Purchase orders" tab, seeing the total previewed while typing and then the total the
// server computed in the list.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const MANAGER = 'manager@northwind.example';

/** A building and an asset of its own for this run, made through the API as the manager. */
async function createAsset(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: MANAGER, password: demoPassword() },
  });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const building = await request.post('/api/v1/buildings', {
    headers,
    data: { name: `Procurement House ${name}` },
  });
  expect(building.ok()).toBeTruthy();
  const asset = await request.post('/api/v1/assets', {
    headers,
    data: { name: `Chiller ${name}`, building_id: ((await building.json()) as { id: string }).id },
  });
  expect(asset.ok()).toBeTruthy();
  return ((await asset.json()) as { id: string }).id;
}

test('a manager adds a purchase order with two lines to an asset and sees its total', async ({
  page,
}) => {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const assetId = await createAsset(page.request, run);

  await signIn(page, MANAGER);
  await page.goto(`/assets/${assetId}`);
  await page.getByRole('tab', { name: 'Purchase orders' }).click();
  await page.getByRole('button', { name: 'Add purchase order' }).click();

  const dialog = page.getByRole('dialog', { name: 'New purchase order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Number')).toHaveAttribute('placeholder', 'Generated when saved');
  await dialog.getByRole('combobox', { name: /Supplier/ }).fill(`Nordic Filters ${run}`);
  await dialog.getByLabel('Currency').fill('EUR');

  const first = dialog.getByRole('group', { name: 'Line 1' });
  await first.getByLabel('Description').fill('Service visit');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Unit price').fill('150.00');
  await first.getByLabel('Tax %').fill('20');

  await dialog.getByRole('button', { name: 'Add line' }).click();
  const second = dialog.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('Description').fill('Bag filters');
  await second.getByLabel('Quantity').fill('1');
  await second.getByLabel('Unit price').fill('80.00');
  await second.getByLabel('Tax %').fill('20');

  // 2 x 150.00 + 1 x 80.00 = 380.00, tax 20 % = 76.00: 456.00, previewed while typing.
  const totals = dialog.getByRole('region', { name: 'Totals' });
  await expect(totals.getByLabel('Subtotal', { exact: true })).toHaveText('€380.00');
  await expect(totals.getByLabel('Tax', { exact: true })).toHaveText('€76.00');
  await expect(totals.getByLabel('Total', { exact: true })).toHaveText('€456.00');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Purchase order created')).toBeVisible();

  // The list shows the total the server computed, and the order opens with it.
  const table = page.getByRole('table', { name: 'Purchase orders of this asset' });
  const row = table.getByRole('row').filter({ hasText: `Nordic Filters ${run}` });
  await expect(row).toContainText('€456.00');
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: /^Open purchase order PO-\d{6}$/ }).click();
  const edit = page.getByRole('dialog', { name: /^Purchase order PO-\d{6}/ });
  await expect(
    edit.getByRole('region', { name: 'Totals' }).getByLabel('Total', { exact: true }),
  ).toHaveText('€456.00');
  await expect(edit.getByRole('button', { name: 'Send' })).toBeVisible();
  // A manager may not approve.
  await expect(edit.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
