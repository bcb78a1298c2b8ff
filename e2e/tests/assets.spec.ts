// Assets as a facilities manager: a new asset with a photo and a document shown on its page,
// and a filtered asset list whose link, opened in another tab, shows the same view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDF, PNG } from '../support/files.ts';
import { signIn } from '../support/sign-in.ts';

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager adds an asset with a photo and a document, then shares a filtered list', async ({
  page,
  context,
}) => {
  const name = `Rooftop chiller ${Date.now().toString(36)}`;
  await signIn(page, 'manager@northwind.example');

  // Add the asset.
  await page.goto('/assets/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  await page.getByRole('button', { name: 'Add asset' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add asset' });
  await dialog.getByLabel(/^Name/).fill(name);
  await choose(page, dialog, 'Building', 'Northwind House');
  await choose(page, dialog, 'Status', 'Needs attention');
  await choose(page, dialog, 'Criticality', 'High');
  await dialog.getByLabel('Make').fill('Carrier');
  await dialog.getByLabel('Warranty expiry').fill('2030-06-30');
  await dialog.getByRole('button', { name: 'Add asset' }).click();
  await expect(dialog).toBeHidden();

  // Its page: header, then a photo on the overview.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel(/^Asset code AST-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Where it is' })).toContainText(
    'Northwind House',
  );
  await page
    .getByLabel('Choose a photo file')
    .setInputFiles({ name: 'chiller.png', mimeType: 'image/png', buffer: PNG });
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible();

  // A document with a title, under its tab (kept in the URL).
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  const upload = page.getByRole('form', { name: 'Upload a document' });
  await upload.getByLabel(/^Title/).fill('Operation manual');
  await upload
    .getByLabel(/^File/)
    .setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'Operation manual' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Operation manual' })).toBeVisible();

  // The list filtered by status and search…
  await page.goto('/assets/assets');
  const toolbar = page.locator('main');
  await choose(page, toolbar, 'Status', 'Needs attention');
  await page.getByRole('searchbox', { name: /Search assets/ }).fill(name);
  await expect(page).toHaveURL(/status=needs_attention/);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Assets' });
  await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // …opened from its link in another tab shows the same view.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveText('Needs attention');
  await expect(other.getByRole('searchbox', { name: /Search assets/ })).toHaveValue(name);
  const otherTable = other.getByRole('table', { name: 'Assets' });
  await expect(otherTable.getByRole('link', { name })).toBeVisible();
  await expect(otherTable.getByRole('row')).toHaveCount(2);
});
