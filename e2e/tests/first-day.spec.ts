// The first-day journeys of a new customer, on a 390 px phone in Arabic, against the real server
// with the demo organisation: messages that replace each other, SLA chips that agree with
// themselves, reporting and assigning a fault, inviting from the Team page, the Organisation
// tabs' underline, and category names.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

const PASSWORD = 'Mainstay2026!';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

async function signInInArabic(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** A page of its own, signed in, closed by the caller when done (parallel tests share the machine). */
async function arabicPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInInArabic(page, email);
  return page;
}

/**
 * How far the underline is from where it should be: under the selected tab, which is itself
 * in view (not half hidden behind a scroll button). 0 when all is well.
 */
async function underlineOffset(tabs: Locator) {
  const scroller = tabs.locator('xpath=ancestor::*[contains(@class, "MuiTabs-scroller")][1]');
  const view = await scroller.boundingBox();
  const selected = await tabs.getByRole('tab', { selected: true }).boundingBox();
  const indicator = await scroller.locator('.MuiTabs-indicator').boundingBox();
  if (!view || !selected || !indicator) return Number.POSITIVE_INFINITY;
  return Math.max(
    Math.abs(selected.x - indicator.x),
    Math.abs(selected.x + selected.width - (indicator.x + indicator.width)),
    view.x - indicator.x,
    indicator.x + indicator.width - (view.x + view.width),
  );
}

test('the Organisation tab underline follows the selected tab, also when opened by URL', async ({
  page,
}) => {
  await signInInArabic(page, 'owner@northwind.example');
  const tabs = page.getByRole('tablist', { name: 'إعدادات المؤسسة' });
  for (const [tab, label] of [
    ['roles', 'الأدوار'],
    ['audit-log', 'سجل التدقيق'],
    ['billing', 'الفوترة'],
  ] as const) {
    await page.goto(`/organisation/organisation?tab=${tab}`);
    await expect(tabs.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => underlineOffset(tabs)).toBeLessThanOrEqual(1);
  }
  await tabs.getByRole('tab', { name: 'المستخدمون' }).click();
  await expect(tabs.getByRole('tab', { name: 'المستخدمون' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => underlineOffset(tabs)).toBeLessThanOrEqual(1);
  await tabs.getByRole('tab', { name: 'الهوية البصرية' }).click();
  await expect.poll(() => underlineOffset(tabs)).toBeLessThanOrEqual(1);
});
