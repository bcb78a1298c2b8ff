// The pages this foundation builds in full, and the sign-in form's own checks.
import { expect, test } from '@playwright/test';

test.describe('pages', () => {
  test('not-found shows the code and a way home', async ({ page }) => {
    await page.goto('/pages/misc/not-found/404');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('coming-soon takes an e-mail address and confirms', async ({ page }) => {
    await page.goto('/pages/misc/coming-soon');
    const email = page.getByLabel('Email', { exact: false });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: /notify/i }).click();
    await expect(page.getByText(/valid email/i)).toBeVisible();
    await email.fill('ops@northwind.example');
    await page.getByRole('button', { name: /notify/i }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  });

  test('the login form explains what is wrong before calling the server', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('olivia');
    await page.getByRole('textbox', { name: 'Password' }).fill('123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('the API answers as JSON and the app is served with security headers', async ({
    request,
  }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const missing = await request.get('/api/v1/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const page = await request.get('/buildings/buildings');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers()['cache-control']).toContain('no-cache');
  });
});
