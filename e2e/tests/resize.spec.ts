// Narrowing the window of a loaded page, as a person does with a desktop browser: once at phone
// width, no list page may scroll sideways, as after a fresh load at that width (axe.spec.ts
// checks the fresh load). On My Jobs in Arabic the filters used to keep their desktop width.
import { PHONE, measureOverflow, overflowReport } from '../support/overflow.ts';
import { APP_PAGES } from '../support/pages.ts';
import { expect, settle, test } from '../support/visit.ts';

const LIST_PAGES = ['my jobs', 'reactive tickets', 'assets', 'buildings', 'team'];
const DESKTOP = { width: 1440, height: 900 };

for (const name of LIST_PAGES) {
  const target = APP_PAGES.find((page) => page.name === name);
  if (!target) throw new Error(`No page named "${name}" in APP_PAGES`);
  for (const language of ['en', 'ar'] as const) {
    test(`${name} in ${language}: narrowed to ${PHONE.width} px, it does not scroll sideways`, async ({
      visit,
    }) => {
      const page = await visit(target, { language, viewport: DESKTOP });
      await page.setViewportSize(PHONE);
      await settle(page, language);
      // The layout follows the new width on the render after the resize event (the navbar folds
      // its buttons into a menu): on a busy machine that can come after the page settled.
      await expect
        .poll(async () => (await measureOverflow(page)).documentOver, { timeout: 5_000 })
        .toBeLessThanOrEqual(0)
        .catch(() => undefined);
      const overflow = await measureOverflow(page);
      expect(
        overflow.documentOver,
        overflowReport(target.path, language, overflow),
      ).toBeLessThanOrEqual(0);
    });
  }
}
