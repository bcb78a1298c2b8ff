// The first-day journeys of a new customer, on a 390 px phone in Arabic, against the real server
// with the demo organisation: messages that replace each other, SLA chips that agree with
// themselves, reporting and assigning a fault, inviting from the Team page, the Organisation
// tabs' underline, and category names.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox';
import { signInInArabic, tokenOf } from '../support/sign-in.ts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** A page of its own, signed in, closed by the caller when done (parallel tests share the machine). */
async function arabicPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInInArabic(page, email);
  return page;
}

interface AssetRow {
  id: string;
  name: string;
  code: string;
  building: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
}

/** A demo asset standing in a location of a building, among those `email` may see. */
async function assetWithLocation(
  request: APIRequestContext,
  search: string,
  email = 'manager@northwind.example',
): Promise<AssetRow> {
  const token = await tokenOf(request, email);
  const response = await request.get(`/api/v1/assets?per_page=100&search=${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await response.json()) as { data: AssetRow[] }).data;
  const asset = rows.find((row) => row.building && row.location);
  if (!asset) throw new Error(`No demo asset matching ${search} has a location`);
  return asset;
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

test('a wrong verification code, then the right one: the error does not follow into the next step', async ({
  page,
}) => {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `first-day-${id}@signup.test`;
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/auth/register');
  await page.getByLabel('اسم المستخدم').fill(`first.${id}`);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('a-strong-password');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible();

  const code = codeIn(await waitForMail(email, /verification code|رمز/i));
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('رمز التحقق').fill(wrong);
  await page.getByRole('button', { name: 'تأكيد البريد الإلكتروني' }).click();
  const invalid = page.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح' });
  await expect(invalid.first()).toBeVisible();

  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد البريد الإلكتروني' }).click();
  await expect(page.getByRole('heading', { name: 'بيانات الشركة' })).toBeVisible();
  // The newer message of the journey replaced the error at once: read now, not after waiting
  // (the error would hide by itself after 8 seconds).
  expect(await invalid.count()).toBe(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'تم التحقق من البريد الإلكتروني بنجاح' }),
  ).toBeVisible();
});

test('reporting a fault from an asset fills it in, assigns it, and the job starts then completes with one message at a time', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const asset = await assetWithLocation(request, 'Chiller');
  const title = `Fault report ${Date.now()}`;

  // The manager reports from the asset's page: building, location and asset come filled in.
  await signInInArabic(page, 'manager@northwind.example');
  await page.goto(`/assets/${asset.id}`);
  await page.getByRole('button', { name: 'الإبلاغ عن عطل' }).click();
  const dialog = page.getByRole('dialog', { name: 'بلاغ عطل جديد' });
  await expect(dialog.getByRole('combobox', { name: /^المبنى/ })).toHaveText(asset.building!.name);
  await expect(dialog.getByRole('combobox', { name: 'الموقع' })).toHaveText(asset.location!.name);
  await expect(dialog.getByRole('combobox', { name: 'الأصل' })).toHaveValue(
    `${asset.name} (${asset.code})`,
  );
  await dialog.getByLabel(/^العنوان/).fill(title);
  // A manager may assign in the create dialog.
  await dialog.getByRole('combobox', { name: 'المكلَّفون' }).click();
  await page.getByRole('option', { name: /Marco Rossi/ }).click();
  await dialog.getByRole('button', { name: 'بلاغ جديد' }).click();
  await expect(page).toHaveURL(/\/reactive-tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const number =
    (await page
      .getByText(/^RT-\d{6}$/)
      .first()
      .textContent()) ?? '';
  expect(number).toMatch(/^RT-\d{6}$/);
  // The detail names the location and both SLA clocks.
  const details = page.getByRole('region', { name: 'التفاصيل' });
  await expect(details.getByText(asset.location!.name)).toBeVisible({ timeout: 15_000 });
  await expect(details.getByText('مهلة الاستجابة')).toBeVisible();
  await expect(details.getByText('مهلة الحل')).toBeVisible();

  // The technician: an assigned job offers Start, not Pause.
  const technician = await arabicPage(browser, 'technician@northwind.example');
  await technician.goto('/my-jobs/jobs');
  const card = technician.getByRole('article').filter({ hasText: number });
  await expect(card.getByRole('button', { name: `بدء ${number}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByRole('button', { name: `إيقاف ${number} مؤقتًا` })).toHaveCount(0);
  // No SLA chip on the queue contradicts itself ("Breached: 58 min left").
  for (const chip of await technician.locator('.MuiChip-label').allTextContents()) {
    expect(chip.includes('متجاوزة') && chip.includes('متبقٍ')).toBe(false);
  }

  await card.getByRole('button', { name: `بدء ${number}` }).click();
  const started = technician.getByRole('status').filter({ hasText: `بدأ العمل على ${number}` });
  await expect(started).toBeVisible();
  await card.getByRole('button', { name: `إنجاز ${number}` }).click();
  const complete = technician.getByRole('dialog', { name: `إنجاز ${number}` });
  await complete.getByLabel('ملاحظات الإنجاز').fill('تم إصلاح العطل');
  await complete.getByRole('button', { name: 'إنجاز العمل' }).click();
  await expect(complete).toBeHidden();
  // The completion replaced the start at once: "started" does not linger (read now, not after
  // waiting: it would hide by itself after 5 seconds).
  expect(await started.count()).toBe(0);
  await expect(technician.getByRole('status').filter({ hasText: `أُنجز ${number}` })).toBeVisible();
  await technician.context().close();
});

test('a technician searches every asset before choosing a building, and may not assign', async ({
  page,
  request,
}) => {
  const asset = await assetWithLocation(request, 'Boiler', 'technician@northwind.example');
  await signInInArabic(page, 'technician@northwind.example');
  await page.goto('/reactive-tickets/tickets');
  await page.getByRole('button', { name: 'بلاغ جديد' }).click();
  const dialog = page.getByRole('dialog', { name: 'بلاغ عطل جديد' });
  const assetField = dialog.getByRole('combobox', { name: 'الأصل' });
  await expect(assetField).toBeEnabled();
  await assetField.fill(asset.code);
  await page
    .getByRole('option', { name: new RegExp(asset.code) })
    .first()
    .click();
  await expect(dialog.getByRole('combobox', { name: /^المبنى/ })).toHaveText(asset.building!.name);
  await expect(dialog.getByRole('combobox', { name: 'الموقع' })).toHaveText(asset.location!.name);
  await expect(dialog.getByRole('combobox', { name: 'المكلَّفون' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'الفريق' })).toHaveCount(0);
});

test('the Team page invites people', async ({ page }) => {
  await signInInArabic(page, 'owner@northwind.example');
  await page.goto('/team/team');
  await page.getByRole('button', { name: 'دعوة أشخاص' }).click();
  const dialog = page.getByRole('dialog', { name: 'دعوة أشخاص' });
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
});

test('a default category has one translated name on the list and on the detail page', async ({
  page,
}) => {
  await signInInArabic(page, 'viewer@northwind.example');
  // The list as a table, with its category column turned on (hidden by default).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/reactive-tickets/tickets?search=Passenger%20lift');
  const row = page.getByRole('row').filter({ hasText: 'Passenger lift L2' });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'الأعمدة' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'الفئة' }).click();
  await page.keyboard.press('Escape');
  await expect(row.getByText('المصاعد')).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Passenger lift L2');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('region', { name: 'التفاصيل' }).getByText('المصاعد')).toBeVisible();
});
