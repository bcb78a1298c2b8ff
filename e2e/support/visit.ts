// Opens any page of APP_PAGES as the specs that visit every page need it: signed in as the demo
// owner (one sign-in per worker, kept as a storage state) or anonymous, in a language, and
// settled (requests done, no skeleton or spinner left) before anything is measured.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { demoRecords, pathOf, type AppPage, type DemoRecords } from './pages.ts';
import { demoPassword } from './demo.ts';

export const DEMO_OWNER = 'owner@northwind.example';

export type Language = 'en' | 'ar';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface OwnerSession {
  state: StorageState;
  records: DemoRecords;
}

async function signInOwner(browser: Browser, baseURL: string): Promise<OwnerSession> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_OWNER);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const state = await context.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'accessToken')?.value;
  if (!token) throw new Error('Signing in left no access token');
  const records = await demoRecords(context.request, decodeURIComponent(token));
  await context.close();
  return { state, records };
}

export interface VisitOptions {
  language: Language;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

/**
 * A page per language kept for the whole worker (signed in as the owner), which `revisit` loads
 * each page into: the browser's cache and compiled code stay warm from one page to the next,
 * where a new context per page downloads and compiles the app again (a fifth of what the
 * every-page checks cost). Only for signed-in pages that change nothing.
 */
type WorkerPages = Partial<Record<Language, Page>>;

export const test = base.extend<
  {
    visit: (target: AppPage, options: VisitOptions) => Promise<Page>;
    revisit: (target: AppPage, language: Language) => Promise<Page>;
  },
  { ownerSession: OwnerSession; workerPages: { pages: WorkerPages; browser: Browser } }
>({
  workerPages: [
    async ({ browser }, use) => {
      const holder = { pages: {} as WorkerPages, browser };
      await use(holder);
      await Promise.all(Object.values(holder.pages).map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
  revisit: async ({ workerPages, ownerSession }, use) => {
    await use(async (target, language) => {
      if (!target.signedIn) throw new Error(`${target.name} is not a signed-in page`);
      let page = workerPages.pages[language];
      if (!page) {
        const context = await workerPages.browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          storageState: ownerSession.state,
        });
        await context.addInitScript((code) => localStorage.setItem('language', code), language);
        page = await context.newPage();
        workerPages.pages[language] = page;
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(pathOf(target, ownerSession.records));
      await settle(page, language);
      return page;
    });
  },
  ownerSession: [
    async ({ browser }, use) => {
      await use(await signInOwner(browser, process.env.E2E_BASE_URL ?? ''));
    },
    { scope: 'worker' },
  ],
  visit: async ({ browser, ownerSession }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (target, { language, viewport, colorScheme = 'light' }) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        viewport: viewport ?? { width: 1440, height: 900 },
        colorScheme,
        storageState: target.signedIn ? ownerSession.state : undefined,
      });
      contexts.push(context);
      await context.addInitScript((code) => localStorage.setItem('language', code), language);
      const page = await context.newPage();
      const path = pathOf(target, target.signedIn ? ownerSession.records : null);
      await page.goto(path);
      await settle(page, language);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Waits until the page is drawn in its language with its data, and nothing is loading. */
export async function settle(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1, [role="heading"][aria-level="1"]').first()).toBeVisible();
  // Skeletons and spinners; a progress bar with a value (a plan's usage) is content.
  const loading = page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])');
  await expect(loading).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export { expect };
