// The people and settings pages on a 360 px phone in Arabic: right to left, and nothing pushes
// the page sideways (wide tables scroll inside their own card).
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 } });

async function signInInArabic(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('Mainstay2026!');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function expectNoSidewaysScroll(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('organisation tabs fit a phone in Arabic', async ({ page }) => {
  await signInInArabic(page, 'owner@northwind.example');
  for (const tab of ['billing', 'branding', 'subscription', 'users', 'roles', 'audit']) {
    await page.goto(`/organisation/organisation?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'المؤسسة' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
});

test('team tabs and the profile fit a phone in Arabic', async ({ page }) => {
  await signInInArabic(page, 'manager@northwind.example');
  for (const tab of ['members', 'teams', 'contractors', 'leave']) {
    await page.goto(`/team/team?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
  await page.goto('/user-profile');
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
});
