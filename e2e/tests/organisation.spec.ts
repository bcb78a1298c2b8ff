// The organisation page: the owner changes the brand colour and sees it applied after a reload;
// a viewer (no organisation rights by default) is turned away.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const background = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test('the owner changes the primary colour and it is applied after a reload', async ({ page }) => {
  await signIn(page, 'owner@northwind.example');
  await page.goto('/organisation/organisation?tab=branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Branding' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#7b1fa2');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText(/Branding saved/)).toBeVisible();
  // Applied at once, without a reload (the pointer moved off the button: hover darkens it).
  await page.mouse.move(0, 0);
  await expect.poll(() => background(page, 'Save branding')).toBe('rgb(123, 31, 162)');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
    '#7b1fa2',
  );
  await expect.poll(() => background(page, 'Save branding')).toBe('rgb(123, 31, 162)');
  expect(await page.evaluate(() => localStorage.getItem('primaryColor'))).toBe('#7b1fa2');

  // Put the demo organisation back as it was.
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the branding?' });
  await dialog.getByRole('button', { name: 'Reset branding' }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
    '#10c0d2',
  );
  await expect.poll(() => background(page, 'Save branding')).toBe('rgb(16, 192, 210)');
});

test('the tabs can be reached by keyboard and shared by link', async ({ page }) => {
  await signIn(page, 'owner@northwind.example');
  await page.goto('/organisation/organisation');
  const billing = page.getByRole('tab', { name: 'Billing' });
  await expect(billing).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Invoice history' })).toBeVisible();
  await billing.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=branding$/);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\?tab=subscription$/);
  await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
});

test('a viewer, without organisation rights, is not let in', async ({ page }) => {
  await signIn(page, 'viewer@northwind.example');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Organisation' })).toHaveCount(0);
  await page.goto('/organisation/organisation?tab=branding');
  await expect(page).toHaveURL(/\/auth\/not-authorized$/);
});
