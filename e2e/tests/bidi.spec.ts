// Phone numbers and e-mail addresses on an Arabic phone read in their own direction: without
// isolation "+44 7700 900104" shows as "900104 7700 44+" on a right-to-left page. Checked on a
// team member's page and on the profile, at 390 px.
import { expect, test, type Locator } from '@playwright/test';
import { signInInArabic } from '../support/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Where the first and last characters of `text` are drawn, inside `element`. */
function characterPositions(element: Locator, text: string) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.includes(wanted)) node = walker.nextNode();
    if (!node) throw new Error(`"${wanted}" is not shown`);
    const start = node.textContent!.indexOf(wanted);
    const box = (offset: number) => {
      const range = document.createRange();
      range.setStart(node!, offset);
      range.setEnd(node!, offset + 1);
      return range.getBoundingClientRect();
    };
    const first = box(start);
    const last = box(start + wanted.length - 1);
    return { first: first.left, last: last.left, sameLine: Math.abs(first.top - last.top) < 2 };
  }, text);
}

/** The value is written left to right, isolated from the right-to-left text around it. */
async function expectLeftToRight(value: Locator, text: string) {
  await expect(value).toBeVisible();
  const style = await value.evaluate((element) => {
    const computed = getComputedStyle(element.querySelector('bdi') ?? element);
    return { direction: computed.direction, unicodeBidi: computed.unicodeBidi };
  });
  expect(style).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
  const positions = await characterPositions(value, text);
  if (positions.sameLine) expect(positions.first).toBeLessThan(positions.last);
}

test("a team member's phone number and e-mail address read left to right in Arabic", async ({
  page,
}) => {
  await signInInArabic(page, 'manager@northwind.example');
  await page.goto('/team/team');
  await page.getByRole('link', { name: 'Marco Rossi' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();

  const phone = page.getByRole('link', { name: '+44 7700 900104' });
  await expectLeftToRight(phone, '+44 7700 900104');
  // The plus sign leads, on the left, as it is written.
  const positions = await characterPositions(phone, '+44 7700 900104');
  expect(positions.sameLine).toBe(true);
  expect(positions.first).toBeLessThan(positions.last);

  await expectLeftToRight(
    page.getByRole('link', { name: 'technician@northwind.example' }),
    'technician@northwind.example',
  );
});

test('my own phone number and e-mail address read left to right on the Arabic profile', async ({
  page,
}) => {
  await signInInArabic(page, 'manager@northwind.example');
  await page.goto('/user-profile');
  const phone = page.getByText('+44 20 7946 0103', { exact: true });
  await expectLeftToRight(phone, '+44 20 7946 0103');
  expect((await characterPositions(phone, '+44 20 7946 0103')).sameLine).toBe(true);
  await expectLeftToRight(
    page.getByText('manager@northwind.example', { exact: true }),
    'manager@northwind.example',
  );
});
