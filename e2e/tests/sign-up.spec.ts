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

test.describe('account pages on a phone, in Arabic, in the dark', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  for (const [path, heading] of [
    ['/auth/login', 'مرحبًا بك في Mainstay'],
    ['/auth/register', 'بيانات الحساب'],
    ['/auth/forgot-password', 'نسيت كلمة المرور؟'],
  ] as const) {
    test(`${path} reads right to left, dark, with no sideways scrolling`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'ar'));
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red = 255] = background.match(/\d+/g)?.map(Number) ?? [];
      expect(red).toBeLessThan(80);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Fields line up from the right edge.
      const field = page.getByRole('textbox').first();
      const box = await field.boundingBox();
      const label = await field.evaluate((input) => {
        const id = input.id;
        const element = document.querySelector(`label[for="${id}"]`);
        return element ? element.getBoundingClientRect().right : 0;
      });
      expect(box && label > box.x + box.width / 2).toBe(true);
    });
  }
});
