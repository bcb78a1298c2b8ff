// Errors speak the interface language: the server words them from the Accept-Language the web
// sends, and the page shows the message under its field and in the notification.
import { expect, test } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox.ts';

test.describe('errors in Arabic', () => {
  test('a wrong verification code is refused in Arabic, under the field and in a notification', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'بيانات الحساب' })).toBeVisible();
    const email = `arabic-${Date.now()}@example.test`;
    await page.getByLabel('اسم المستخدم').fill('arabic.manager');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('a-strong-password');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible();

    const sent = codeIn(await waitForMail(email, /./));
    const wrong = sent === '000000' ? '111111' : '000000';
    const code = page.getByRole('textbox', { name: 'رمز التحقق' });
    await code.fill(wrong);
    await page.getByRole('button', { name: 'تأكيد البريد الإلكتروني' }).click();

    const refusal = 'رمز التحقق غير صحيح';
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(refusal);
    const notification = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'إغلاق' }) });
    await expect(notification).toHaveText(refusal);
  });
});
