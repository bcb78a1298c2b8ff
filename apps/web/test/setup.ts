/**
 * Test set-up for the web app (jsdom): DOM matchers, a clean DOM, cookies and storage between
 * tests, the browser APIs jsdom lacks, and translations loaded before any test renders.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { errorMessagesReady, i18nReady, validationMessagesReady } from '@/lib/i18n.ts';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  await Promise.all([i18nReady, errorMessagesReady, validationMessagesReady]);
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
});
