// The user profile as a technician would use it: drawing a signature with the mouse on the pad,
// saving it, and finding it still there after a reload (it is printed on their job sheets).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

/** The image has really loaded (a broken link would still be "visible" as an empty box). */
async function expectLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test('a technician draws a signature with the mouse, saves it and finds it after a reload', async ({
  page,
}) => {
  await signIn(page, 'technician@northwind.example');
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByRole('button', { name: /^(Add|Change) signature$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add signature' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  const pad = dialog.getByRole('img', { name: 'Signature pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.35],
    [0.35, 0.7],
    [0.45, 0.3],
    [0.55, 0.65],
    [0.7, 0.4],
    [0.85, 0.55],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 6 });
  }
  await page.mouse.up();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your signature has been saved')).toBeVisible();
  await expectLoaded(page, 'Your signature');

  await page.reload();
  await expectLoaded(page, 'Your signature');
});
