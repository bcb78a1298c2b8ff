// Signing in to the demo organisation as a person would, and what each role then sees.
import { expect, test } from '@playwright/test';
import { demoPassword } from '../support/demo.ts';
import { SIGN_IN_TIMEOUT, submitSignIn } from '../support/sign-in.ts';

test.describe('sign in', () => {
  test('the owner signs in, lands on the dashboard and sees every menu item', async ({ page }) => {
    await page.goto('/auth/login');
    await submitSignIn(page, 'owner@northwind.example');
    await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: SIGN_IN_TIMEOUT });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Organisation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Jobs' })).toBeVisible();
    // The session survives a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
  });

  test('signing in returns to the page that was asked for', async ({ page }) => {
    await page.goto('/assets/assets');
    await expect(page).toHaveURL(/\/auth\/login\?to=/);
    await submitSignIn(page, 'manager@northwind.example');
    await expect(page).toHaveURL(/\/assets\/assets$/, { timeout: SIGN_IN_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  });

  test("a technician's menu leaves out what the role may not open", async ({ page }) => {
    await page.goto('/auth/login');
    await submitSignIn(page, 'technician@northwind.example');
    await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: SIGN_IN_TIMEOUT });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'My Jobs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Organisation' })).toHaveCount(0);
    await page.goto('/organisation/organisation');
    await expect(page).toHaveURL(/\/auth\/not-authorized$/);
  });

  test('a wrong password is explained and nothing typed is lost', async ({ page }) => {
    await page.goto('/auth/login');
    await submitSignIn(page, 'owner@northwind.example', { password: 'not-the-password' });
    await expect(page.getByText('Invalid email or password')).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue('owner@northwind.example');
  });
});

test("the login page shows this installation's demo password, which fills the form", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/auth/login');
  // The panel's code is loaded after the form (not on the first load's budget).
  await expect(page.getByText(demoPassword(), { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Use the Owner demo account' }).click();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue(demoPassword());
});

test('signing out ends the session in this browser', async ({ page }) => {
  await page.goto('/auth/login');
  await submitSignIn(page, 'viewer@northwind.example');
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: SIGN_IN_TIMEOUT });
  await page.getByRole('button', { name: 'Account menu: Liam Chen' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/dashboards/crm');
  await expect(page).toHaveURL(/\/auth\/login\?to=%2Fdashboards%2Fcrm$/);
});
