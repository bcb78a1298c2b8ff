// Signing in through the login page, as a person does. The server checks a password hash, slow
// by design, and CI runs two browsers beside the server on two cores: leaving the login page is
// given more time than other expectations.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword } from './demo.ts';

/** How long the login page may take to let a person in (or to say why not). */
export const SIGN_IN_TIMEOUT = 20_000;

const WORDS = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'تسجيل الدخول' },
} as const;

/** Fills and sends the login form (in English unless told), without waiting for the answer. */
export async function submitSignIn(
  page: Page,
  email: string,
  {
    password = demoPassword(),
    language = 'en',
  }: { password?: string; language?: 'en' | 'ar' } = {},
): Promise<void> {
  const words = WORDS[language];
  // The page and its parts loaded first (the demo accounts panel answers after the form shows):
  // a click before the app handles the form, or a panel drawn in between, left people on the page.
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: words.email }).fill(email);
  await page.getByRole('textbox', { name: words.password }).fill(password);
  await page.getByRole('button', { name: words.signIn }).click();
}

/** Opens the login page, signs in as a demo account and waits to be let in. */
export async function signIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.goto('/auth/login');
  await submitSignIn(page, email, { password });
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: SIGN_IN_TIMEOUT });
}

/** The same in Arabic: the page is right to left once in. */
export async function signInInArabic(page: Page, email: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/auth/login');
  await submitSignIn(page, email, { language: 'ar' });
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: SIGN_IN_TIMEOUT });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** A demo account's API token, signed in through the API (for setting up data, not as a person). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email, password: demoPassword() },
  });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { token: string }).token;
}

/** Draws a stroke on the signature pad named `name`, with the mouse. */
export async function drawSignature(page: Page, name: string): Promise<void> {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 15, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 15, { steps: 8 });
  await page.mouse.up();
}
