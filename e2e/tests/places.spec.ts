// Buildings and locations as a facilities manager: a new building, its location tree, and a
// filtered buildings list that survives a reload (so it can be shared as a link).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

async function addLocation(page: Page, name: string, type: string) {
  const dialog = page.getByRole('dialog', { name: 'Add location' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog).toBeHidden();
}

test('a manager creates a building with a location tree, then finds it again by a shared link', async ({
  page,
}) => {
  const name = `Canal Wharf ${Date.now().toString(36)}`;
  await signIn(page, 'manager@northwind.example');

  await page.goto('/buildings/buildings');
  await expect(page.getByRole('heading', { level: 1, name: 'Buildings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add building' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Street').fill('3 Wharf Road');
  await dialog.getByLabel('City').fill('Birmingham');
  await dialog.getByLabel('Postcode').fill('B1 2JB');
  await dialog.getByLabel('Floors').fill('4');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await dialog.getByLabel('Contact 1 name').fill('Sam Patel');
  await dialog.getByLabel('Contact 1 e-mail').fill('sam.patel@northwind.example');
  await dialog.getByRole('button', { name: 'Add building' }).click();

  // The new building's page.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('3 Wharf Road');
  await expect(page.getByRole('region', { name: 'Contacts' })).toContainText('Sam Patel');

  // Floor 1 > East wing > Room 101.
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('button', { name: 'Add location' }).click();
  await addLocation(page, 'Floor 1', 'Floor');
  await locations.getByRole('button', { name: 'Add under Floor 1' }).click();
  await addLocation(page, 'East wing', 'Wing');
  await locations.getByRole('button', { name: 'Add under East wing' }).click();
  await addLocation(page, 'Room 101', 'Room');

  const tree = page.getByRole('tree', { name: `Locations of ${name}` });
  await expect(tree.getByRole('treeitem', { name: /^Floor 1/ })).toHaveAttribute('aria-level', '1');
  await expect(tree.getByRole('treeitem', { name: /^East wing/ })).toHaveAttribute(
    'aria-level',
    '2',
  );
  await expect(tree.getByRole('treeitem', { name: /^Room 101/ })).toHaveAttribute(
    'aria-level',
    '3',
  );

  // Keyboard: collapse the wing, then open the room's page from the tree.
  await tree.getByRole('treeitem', { name: /^East wing/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: /^Room 101/ })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Room 101' })).toBeVisible();
  const path = page.getByRole('navigation', { name: 'Where this location is' });
  await expect(path).toContainText(name);
  await expect(path).toContainText('Floor 1');
  await expect(path).toContainText('East wing');

  // The list filtered by search, then the same URL reloaded as someone opening a shared link.
  await page.goto('/buildings/buildings');
  await page.getByRole('searchbox', { name: 'Search buildings' }).fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: 'Buildings' });
  await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Northwind House' })).toHaveCount(0);
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole('searchbox', { name: 'Search buildings' })).toHaveValue(name);
  await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});
