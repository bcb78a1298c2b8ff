// The public account pages against the real server.
import { expect, test } from '@playwright/test';

test.describe('account pages', () => {
  test('signing up starts with account details and moves on to e-mail verification', async ({
    page,
  }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
    const email = `new-${Date.now()}@example.test`;
    await page.getByLabel('Username').fill('new.manager');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('a-strong-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    // The step survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  });

  test('forgot password answers without saying whether the account exists', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for this email/).first()).toBeVisible();
  });

  test('the login page offers the demo accounts', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: /Use the Technician demo account/ }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
  });
});
