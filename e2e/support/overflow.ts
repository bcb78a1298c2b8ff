// How far a page reaches past the sides of a phone screen, and which elements stick out: no page
// may scroll sideways at 360 px (checked for every page by axe.spec.ts, after its scans).
import type { Page } from '@playwright/test';

export const PHONE = { width: 360, height: 740 };

export interface Overflow {
  documentOver: number;
  bodyOver: number;
  sticking: string[];
}

export function measureOverflow(page: Page): Promise<Overflow> {
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

/** The failure message of a page that is too wide: by how much, and what sticks out. */
export function overflowReport(path: string, language: string, overflow: Overflow): string {
  return (
    `${path} in ${language} is ${overflow.documentOver} px too wide ` +
    `(body ${overflow.bodyOver} px); sticking out:\n  ${overflow.sticking.join('\n  ')}`
  );
}
