// No page scrolls sideways on a 360 px phone, in English or Arabic: the document and the body are
// never wider than the screen. A failure names the elements that stick out.
import type { Page } from '@playwright/test';
import { APP_PAGES } from '../support/pages.ts';
import { expect, test, type Language } from '../support/visit.ts';

const PHONE = { width: 360, height: 740 };

// The failure message names what sticks out; no pictures or traces of every page load.
test.use({ trace: 'off', screenshot: 'off' });

interface Overflow {
  documentOver: number;
  bodyOver: number;
  sticking: string[];
}

function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const box = element.getBoundingClientRect();
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${id}${classes} [${Math.round(box.left)}..${Math.round(box.right)}]${label ? ` "${label}"` : ''}`;
    };
    // The outermost elements that reach past either edge (their descendants are left out).
    const sticking: string[] = [];
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const visible = style.display !== 'none' && box.width > 0;
      if (visible && (box.right > width + 1 || box.left < -1)) {
        if (style.position !== 'fixed') sticking.push(describe(element));
        return;
      }
      // Content inside a scrolling box does not push the page.
      if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    return {
      documentOver: root.scrollWidth - width,
      bodyOver: document.body.scrollWidth - document.body.clientWidth,
      sticking: sticking.slice(0, 10),
    };
  });
}

for (const target of APP_PAGES) {
  for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
    test(`${target.name} (${language}) does not scroll sideways at 360 px`, async ({ visit }) => {
      const page = await visit(target, { language, viewport: PHONE });
      const overflow = await measure(page);
      const report =
        `${target.path} in ${language} is ${overflow.documentOver} px too wide ` +
        `(body ${overflow.bodyOver} px); sticking out:\n  ${overflow.sticking.join('\n  ')}`;
      expect(overflow.documentOver, report).toBeLessThanOrEqual(0);
      expect(overflow.bodyOver, report).toBeLessThanOrEqual(0);
    });
  }
}
