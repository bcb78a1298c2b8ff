// The people and settings pages on a 360 px phone in Arabic: right to left, and nothing pushes
// the page sideways (wide tables scroll inside their own card).
import { expect, test, type Page } from '@playwright/test';
import { signInInArabic } from '../support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

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

test('ticket pages, My Jobs and the public feedback page fit a phone in Arabic', async ({
  page,
  browser,
}) => {
  await signInInArabic(page, 'manager@northwind.example');
  for (const path of [
    '/reactive-tickets',
    '/reactive-tickets/tickets',
    '/general-tickets/generals',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
  // The first ticket of the list, on each of its tabs.
  await page.goto('/reactive-tickets/tickets');
  await page
    .getByRole('link', { name: /^RT-\d{6}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reactive-tickets\/[0-9a-f-]{36}/);
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }

  const technician = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInInArabic(technician, 'technician@northwind.example');
  await technician.goto('/my-jobs/jobs');
  await expect(technician.getByRole('heading', { level: 1, name: 'مهامي' })).toBeVisible();
  await technician.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(technician);
  await technician.context().close();

  // Without a valid link the public page says so, still right to left and within the screen.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.addInitScript(() => localStorage.setItem('language', 'ar'));
  await visitor.goto('/reactive-tickets/feedback/feedback?t=not-a-valid-link-token-at-all');
  await visitor.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(visitor);
});
