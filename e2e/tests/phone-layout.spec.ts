// Lists and pages on a phone (390 and 360 px), in English and Arabic: rows as cards, filters in
// a sheet, empty states that fit, asset detail and the header without sideways scrolling; and
// the ticket list on a 1440 px screen, whose default columns fit beside the menu; and the
// sign-up card, one width through its steps.
import { expect, test, type Page } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox.ts';
import { demoPassword } from '../support/demo.ts';
import { SIGN_IN_TIMEOUT } from '../support/sign-in.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
/** The ticket list's first page (25 tickets with their SLA) can be slow on a busy machine. */
const LIST_LOAD = 30_000;

const WORDS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    tickets: 'Reactive Tickets',
    filters: 'Filters',
    filtersOne: 'Filters (1)',
    status: 'Status',
    show: 'Show results',
    clear: 'Clear filters',
    home: 'Mainstay home',
    noBuildings: 'No buildings match',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    tickets: 'التذاكر التفاعلية',
    filters: 'عوامل التصفية',
    filtersOne: 'عوامل التصفية (1)',
    status: 'الحالة',
    show: 'عرض النتائج',
    clear: 'مسح عوامل التصفية',
    home: 'الصفحة الرئيسية لـ Mainstay',
    noBuildings: 'لا توجد مبانٍ مطابقة',
  },
} as const;
type Language = keyof typeof WORDS;

async function signIn(page: Page, language: Language, email = 'manager@northwind.example') {
  const words = WORDS[language];
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: words.email }).fill(email);
  await page.getByRole('textbox', { name: words.password }).fill(demoPassword());
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: SIGN_IN_TIMEOUT });
}

/** How far the page reaches past the screen's width (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'ar'] as const) {
  const words = WORDS[language];

  test.describe(`a phone in ${language}`, () => {
    test.use({ viewport: PHONE });

    test('tickets show as cards, and the filters fold into a sheet with their count', async ({
      page,
    }) => {
      await signIn(page, language);
      await page.goto('/reactive-tickets/tickets');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: words.tickets })).toBeVisible();

      // Cards, not a squeezed table: number, title, status, priority, SLA and building.
      const cards = page.getByRole('list', { name: words.tickets });
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = cards.getByRole('article').first();
      await expect(card).toBeVisible({ timeout: LIST_LOAD });
      const link = card.getByRole('link', { name: /^RT-\d{6}$/ });
      await expect(link).toBeVisible();
      const name = await card.getAttribute('aria-labelledby');
      expect(name).toBeTruthy();
      expect(await card.locator('.MuiChip-root').count()).toBeGreaterThanOrEqual(3);
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);

      // The card's link is reached with the keyboard and opens the ticket.
      await link.focus();
      await expect(link).toBeFocused();
      const number = (await link.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/reactive-tickets\/[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(number.trim());
      await page.goBack();

      // No filter selects on the page itself: a "Filters" button opens the sheet.
      await expect(page.getByRole('combobox', { name: words.status })).toHaveCount(0);
      await page.getByRole('button', { name: words.filters, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: words.filters });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('combobox', { name: words.status }).click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await sheet.getByRole('button', { name: words.show }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/status=/);
      await expect(page.getByRole('button', { name: words.filtersOne })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The count survives a reload (the filters live in the address), and clearing empties it.
      await page.reload();
      await page.getByRole('button', { name: words.filtersOne }).click();
      await page
        .getByRole('dialog', { name: words.filters })
        .getByRole('button', { name: words.clear })
        .click();
      await expect(page).not.toHaveURL(/status=/);
    });

    test('an empty list fits the screen with its whole message and button', async ({ page }) => {
      await signIn(page, language);
      await page.goto('/buildings/buildings?search=no-building-is-called-this');
      const clear = page.getByRole('main').getByRole('button', { name: words.clear });
      await expect(clear).toBeVisible();
      const box = await clear.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      const heading = page.getByRole('heading', { level: 2, name: words.noBuildings });
      const headingBox = await heading.boundingBox();
      expect(
        headingBox && headingBox.x >= 0 && headingBox.x + headingBox.width <= PHONE.width,
      ).toBe(true);
      await expectNoSidewaysScroll(page);
    });

    test('the header shows the product mark whole, never a cut name', async ({ page }) => {
      await signIn(page, language);
      await page.goto('/assets/assets');
      const home = page.getByRole('banner').getByRole('link', { name: words.home });
      await expect(home).toBeVisible();
      // Either the name is shown whole or not at all: nothing is cut with an ellipsis.
      const cut = await home.evaluate((link) =>
        Array.from(link.querySelectorAll('span')).some(
          (span) => span.offsetWidth > 0 && span.scrollWidth > span.clientWidth,
        ),
      );
      expect(cut).toBe(false);
      const box = await home.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    });

    test('the sign-in page keeps its language buttons clear of the card', async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await page.goto('/auth/login');
      const languages = page.getByRole('banner').getByRole('navigation');
      const card = page.locator('.MuiCard-root');
      await expect(card).toBeVisible();
      const top = await languages.boundingBox();
      const cardBox = await card.boundingBox();
      expect(top && cardBox && top.y + top.height <= cardBox.y).toBe(true);
      await expectNoSidewaysScroll(page);
    });
  });

  test.describe(`a small phone in ${language}`, () => {
    test.use({ viewport: SMALL_PHONE });

    test('asset detail stays within the screen and its title is whole', async ({ page }) => {
      await signIn(page, language, 'owner@northwind.example');
      await page.goto('/assets/assets');
      const first = page.getByRole('list').getByRole('article').first();
      const link = first.getByRole('link').first();
      await expect(link).toBeVisible({ timeout: LIST_LOAD });
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page).toHaveURL(/\/assets\/[0-9a-f-]{36}/);
      // The asset's own title, once its record has loaded.
      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeVisible({ timeout: LIST_LOAD });
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      const box = await title.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= SMALL_PHONE.width).toBe(true);
      // Nothing on the page, hidden file inputs included, is wider than the screen.
      const wide = await page.evaluate(
        (width) =>
          Array.from(document.querySelectorAll('input[type="file"]')).filter(
            (input) => input.getBoundingClientRect().width > width,
          ).length,
        SMALL_PHONE.width,
      );
      expect(wide).toBe(0);
    });

    test('list pages keep within the screen', async ({ page }) => {
      await signIn(page, language);
      for (const path of ['/reactive-tickets/tickets', '/assets/assets', '/locations/locations']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

test.describe('the ticket list on a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ['en', 'ar'] as const) {
    test(`its default columns fit without scrolling sideways (${language})`, async ({ page }) => {
      await signIn(page, language);
      await page.goto('/reactive-tickets/tickets');
      const table = page.getByRole('table', { name: WORDS[language].tickets });
      await expect(table.getByRole('link', { name: /^RT-\d{6}$/ }).first()).toBeVisible({
        timeout: LIST_LOAD,
      });
      const region = page.getByRole('region', { name: WORDS[language].tickets });
      const overflow = await region.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('compact rows are remembered, and long asset names are cut with a tooltip', async ({
    page,
  }) => {
    await signIn(page, 'en');
    await page.goto('/reactive-tickets/tickets');
    const table = page.getByRole('table', { name: 'Reactive Tickets' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('link', { name: /^RT-\d{6}$/ })).toBeVisible({
      timeout: LIST_LOAD,
    });
    const before = (await firstRow.boundingBox())?.height ?? 0;
    await page.getByRole('button', { name: 'Rows' }).click();
    await page.getByRole('menuitemradio', { name: 'Compact' }).click();
    await expect.poll(async () => (await firstRow.boundingBox())?.height ?? 0).toBeLessThan(before);
    await page.reload();
    await expect(table.getByRole('row').nth(1).getByRole('link')).toBeVisible({
      timeout: LIST_LOAD,
    });
    await page.getByRole('button', { name: 'Rows' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');

    // The longest asset name on the page is cut to its column and shown whole on hover.
    const cut = table.locator('td span').filter({ hasText: /\(AST-\d+\)$/ });
    await expect(cut.first()).toBeVisible();
    const widest = await cut.evaluateAll((spans) => {
      const truncated = spans.find((span) => span.scrollWidth > span.clientWidth);
      truncated?.setAttribute('data-truncated', '');
      return truncated?.textContent ?? null;
    });
    expect(widest).not.toBeNull();
    await table.locator('[data-truncated]').hover();
    await expect(page.getByRole('tooltip')).toHaveText(widest ?? '');
  });
});

test('the sign-up card keeps one width from the first step to the plans', async ({ page }) => {
  test.setTimeout(90_000);
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `width-${id}@signup.test`;
  const card = page.locator('.MuiCard-root').first();
  const width = async () => Math.round((await card.boundingBox())?.width ?? 0);

  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  const first = await width();
  expect(first).toBeGreaterThan(600);
  await page.getByLabel('Username').fill(`width.${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('a-strong-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  expect(await width()).toBe(first);
  const verification = await waitForMail(email, /verification code/);
  await page.getByLabel('Verification code').fill(codeIn(verification));
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  expect(await width()).toBe(first);
  await page.getByLabel('Company name').fill(`Width Estates ${id}`);
  await page.getByRole('combobox', { name: 'Country' }).fill('Ireland');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await page.getByRole('combobox', { name: 'Team size' }).click();
  await page.getByRole('option', { name: '11 to 50 people' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Property management' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  expect(await width()).toBe(first);
  // The plans sit side by side within the card.
  const plans = page.getByRole('radio');
  const firstPlan = await plans.first().boundingBox();
  const lastPlan = await plans.last().boundingBox();
  expect(firstPlan && lastPlan && Math.abs(firstPlan.y - lastPlan.y) < 4).toBe(true);
});
