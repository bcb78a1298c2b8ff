// The app shell as a person uses it: language and direction, theme and layout preferences that
// survive a reload, a menu that shows only what the user may open, the overlay navigation on
// narrower windows, and the scroll-to-top button.
import { expect, test, type Page } from '@playwright/test';
import { everything, signIn } from '../support/session.ts';

const baseURL = () => process.env.E2E_BASE_URL ?? '';

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customize layout' }).click();
  return page.getByRole('dialog', { name: 'Customizer' });
}

test.describe('shell', () => {
  test('switching to Arabic mirrors the page and is remembered', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/buildings/buildings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'المباني' })).toBeVisible();
    // The side navigation now sits on the right.
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const box = await nav.boundingBox();
    expect(box && box.x > 700).toBe(true);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bâtiments' })).toBeVisible();
  });

  test('theme and layout settings survive a reload', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/assets/assets');
    const customizer = await openCustomizer(page);
    await customizer.getByRole('radio', { name: 'Dark' }).check();
    await customizer.getByRole('radio', { name: 'Horizontal' }).check();
    await customizer.getByRole('radio', { name: 'Full width' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    // Horizontal navigation: the menu is a bar under the navbar, not a side column.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const box = await nav.boundingBox();
    expect(box && box.width > 600 && box.height < 120).toBe(true);
    const again = await openCustomizer(page);
    await expect(again.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Full width' })).toBeChecked();

    await again.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(again.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  });

  test('the system theme follows the device colour scheme', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto('/pages/misc/coming-soon');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the menu shows only what the rules allow and highlights the current page', async ({
    page,
    context,
  }) => {
    await signIn(context, baseURL(), [
      { action: 'read', subject: 'buildings' },
      { action: 'read', subject: 'assets' },
      { action: 'read', subject: 'general tickets' },
    ]);
    await page.goto('/assets/assets');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Buildings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Organisation' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'My Jobs' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Reactive Tickets' })).toHaveCount(0);
    await expect(nav.getByText('Tickets', { exact: true })).toBeVisible();
  });

  test('a detail page highlights its list in the menu', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/buildings/12');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Buildings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('below 1279 px the navigation is an overlay drawer, and comes back when wider', async ({
    page,
    context,
  }) => {
    await signIn(context, baseURL(), everything);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/buildings/buildings');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawerNav).toBeVisible();
    await drawerNav.getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/assets\/assets$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  });

  test('a 360 px phone gets the overlay navigation and no sideways scrolling', async ({
    page,
    context,
  }) => {
    await signIn(context, baseURL(), everything);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/reactive-tickets/tickets');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the scroll-to-top button appears after 200 px and takes the page back up', async ({
    page,
    context,
  }) => {
    await signIn(context, baseURL(), everything);
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/locations/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.getElementById('main-content')?.append(spacer);
    });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('keyboard users can skip to the content', async ({ page, context }) => {
    await signIn(context, baseURL(), everything);
    await page.goto('/tags/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
