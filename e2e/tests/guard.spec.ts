// The route guard, rule by rule, in the order the specification gives them.
import { expect, test } from '@playwright/test';
import { everything, signIn } from '../support/session.ts';

const baseURL = () => process.env.E2E_BASE_URL ?? '';

test.describe('route guard', () => {
  test('a feedback link stores the ticket id and drops it from the address', async ({ page }) => {
    await page.goto('/reactive-tickets/42/feedback/feedback?t=signed-token');
    await expect(page).toHaveURL(/\/reactive-tickets\/feedback\/feedback\?t=signed-token$/);
    expect(await page.evaluate(() => localStorage.getItem('feedbackTicketId'))).toBe('42');
  });

  test('a PPM reopen link stores the task id', async ({ page }) => {
    await page.goto('/ppm-tasks/7/feedback/reopen');
    await expect(page).toHaveURL(/\/ppm-tasks\/feedback\/reopen$/);
    expect(await page.evaluate(() => localStorage.getItem('feedbackTaskId'))).toBe('7');
  });

  test('a token and e-mail in the address lead to the reset-password page', async ({ page }) => {
    await page.goto('/?token=abc123&email=olivia%40northwind.example');
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    const stored = await page.evaluate(() => [
      localStorage.getItem('resetToken'),
      localStorage.getItem('resetEmail'),
    ]);
    expect(stored).toEqual(['abc123', 'olivia@northwind.example']);
  });

  test('public pages open without signing in', async ({ page }) => {
    await page.goto('/pages/misc/under-maintenance');
    await expect(page).toHaveURL(/under-maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an anonymous visitor goes to login with the wanted path kept', async ({ page }) => {
    await page.goto('/buildings/buildings?status=active');
    await expect(page).toHaveURL(/\/auth\/login\?to=%2Fbuildings%2Fbuildings%3Fstatus%3Dactive$/);
  });

  test('the root sends an anonymous visitor to login without a "to"', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a token without a stored user is not a signed-in session', async ({ page, context }) => {
    await context.addCookies([{ name: 'accessToken', value: 'only-a-token', url: baseURL() }]);
    await page.goto('/assets/assets');
    await expect(page).toHaveURL(/\/auth\/login\?to=%2Fassets%2Fassets$/);
  });

  test('a signed-in user is sent from login to the dashboard', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
  });

  test('a signed-in user at the root lands on the dashboard', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
  });

  test('a signed-in user without the rule is not authorised', async ({ page, context }) => {
    await signIn(context, baseURL(), [{ action: 'read', subject: 'assets' }]);
    await page.goto('/organisation/organisation');
    await expect(page).toHaveURL(/\/auth\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in user with the rule opens the page', async ({ page, context }) => {
    await signIn(context, baseURL(), [{ action: 'read', subject: 'assets' }]);
    await page.goto('/assets/assets');
    await expect(page).toHaveURL(/\/assets\/assets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  });

  test('ticket details open to readers of my jobs', async ({ page, context }) => {
    await signIn(context, baseURL(), [{ action: 'read', subject: 'my jobs' }]);
    await page.goto('/reactive-tickets/15');
    await expect(page).toHaveURL(/\/reactive-tickets\/15$/);
    await page.goto('/reactive-tickets/tickets');
    await expect(page).toHaveURL(/\/auth\/not-authorized$/);
  });

  test('ticket details stay closed to users with neither rule', async ({ page, context }) => {
    await signIn(context, baseURL(), [{ action: 'read', subject: 'assets' }]);
    await page.goto('/general-tickets/3');
    await expect(page).toHaveURL(/\/auth\/not-authorized$/);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('404')).toBeVisible();
  });
});
