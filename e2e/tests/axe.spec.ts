// Every built page (support/pages.ts), in English and Arabic, loaded once per language (signed-in
// pages into one page per worker and language, support/visit.ts `revisit`):
// - axe-core in light (both languages) and dark (English: contrast depends on the colours, not
//   the language): any serious or critical violation fails (and any skipped heading level),
//   named by page, mode, rule and element; the dark scan follows the system colour scheme,
//   switched in place;
// - then narrowed to a 360 px phone: the page must not scroll sideways; a failure names the
//   elements that stick out.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { measureOverflow, overflowReport, PHONE } from '../support/overflow.ts';
import { APP_PAGES } from '../support/pages.ts';
import { expect, settle, test, type Language } from '../support/visit.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules that fail whatever their impact: headings that skip a level mislead screen readers. */
const ALWAYS_FAILING = new Set(['heading-order']);

// The failure message says what is wrong; pictures and traces of every page would cost time.
test.use({ trace: 'off', screenshot: 'off' });

/** Only these depend on the colour scheme, so the dark pass runs them alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(
  page: Page,
  label: string,
  only?: readonly string[],
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    only ? builder.withRules([...only]) : builder.withTags(WCAG_TAGS)
  ).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        ALWAYS_FAILING.has(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}\n` +
          `    ${node.html.slice(0, 160)}\n` +
          `    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? violation.help}`,
      ),
    );
}

for (const target of APP_PAGES) {
  for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
    test(`${target.name} (${language}) has no serious accessibility violation and fits a phone`, async ({
      visit,
      revisit,
    }) => {
      // Signed-in pages load into the worker's page of the language (a warm cache); the others
      // (sign-in, sign-up...) each get a new visitor's context.
      const page = target.signedIn
        ? await revisit(target, language)
        : await visit(target, { language, colorScheme: 'light' });
      const where = new URL(page.url());
      const label = `${target.name} (${where.pathname}${where.search}) ${language}`;
      const found = await seriousViolations(page, `${label} light`);
      // Contrast depends on the colours, not on the language: the dark scan runs in English.
      if (language === 'en') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // Let colour transitions (MUI's take up to 300 ms) end before measuring contrast again.
        await page.waitForTimeout(400);
        found.push(...(await seriousViolations(page, `${label} dark`, COLOUR_RULES)));
      }
      expect.soft(found, `Serious or critical violations:\n${found.join('\n')}`).toEqual([]);

      // Narrowed to a phone's width: the page lays itself out again as on a phone (lists as
      // cards, filters in a sheet, the menu folded); a first load on a phone is phone-layout.spec's.
      await page.setViewportSize(PHONE);
      await settle(page, language);
      await page.waitForTimeout(300);
      const overflow = await measureOverflow(page);
      const report = overflowReport(target.path, language, overflow);
      expect(overflow.documentOver, report).toBeLessThanOrEqual(0);
      expect(overflow.bodyOver, report).toBeLessThanOrEqual(0);
    });
  }
}
