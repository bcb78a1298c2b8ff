// The first-load budget check (scripts/bundle-size.mjs --check, a stage of npm test): which files
// a first visit counts, and that a route over its budget fails the check.
import { describe, expect, it } from 'vitest';
import budgetsFile from '../bundle-budgets.json';
import {
  firstLoadFiles,
  formatReport,
  measureRoutes,
  overBudget,
  type Budgets,
  type Manifest,
} from '../scripts/bundle-budget.mjs';
import { STARTUP_NAMESPACES } from '../src/lib/i18n.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  // Loaded by the entry with import(): counted only for the pages that need it.
  'src/app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_router.js'] },
  '_router.js': { file: 'assets/router.js' },
  'src/layouts/blank.tsx': { file: 'assets/blank.js', imports: ['_react.js'] },
  'src/pages/login.tsx': { file: 'assets/login.js', imports: ['_form.js'] },
  'src/pages/big.tsx': { file: 'assets/big.js', imports: ['_form.js'], css: ['assets/big.css'] },
  // Lazy: never imported statically by the pages above.
  'src/pages/dialog.tsx': { file: 'assets/dialog.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/fr/common.json': { file: 'assets/common-fr.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 10_240,
  'assets/index.css': 1024,
  'assets/react.js': 40_960,
  'assets/form.js': 5120,
  'assets/app.js': 3072,
  'assets/router.js': 20_480,
  'assets/blank.js': 1024,
  'assets/login.js': 2048,
  'assets/big.js': 30_720,
  'assets/big.css': 2048,
  'assets/dialog.js': 99_999,
  'assets/common-en.js': 1024,
  'assets/common-fr.js': 1024,
};

function budgets(loginKb: number, bigKb: number): Budgets {
  return {
    language: 'en',
    startupNamespaces: ['common'],
    layouts: { shell: [], blank: ['src/app.tsx', 'src/layouts/blank.tsx'] },
    routes: [
      {
        name: 'Login',
        path: '/login',
        layout: 'shell',
        module: 'src/pages/login.tsx',
        budgetKb: loginKb,
      },
      { name: 'Big', path: '/big', layout: 'blank', module: 'src/pages/big.tsx', budgetKb: bigKb },
    ],
  };
}

const measure = (loginKb: number, bigKb: number) =>
  measureRoutes(manifest, budgets(loginKb, bigKb), (file) => sizes[file] ?? 0);

describe('first-load budgets', () => {
  it('counts the entry, the layout, the page, their static imports, CSS and start-up words once', () => {
    expect(firstLoadFiles(manifest, ['src/layouts/blank.tsx', 'src/pages/big.tsx']).sort()).toEqual(
      [
        'assets/big.css',
        'assets/big.js',
        'assets/blank.js',
        'assets/form.js',
        'assets/index.css',
        'assets/index.js',
        'assets/react.js',
      ],
    );
    const [login, big] = measure(100, 100);
    // 10 + 1 + 40 + 2 (page) + 5 (form) + 1 (English words): not French, not the lazy dialog, and
    // not the app the entry loads for other pages.
    expect(login?.bytes).toBe(59 * 1024);
    // The entry's 51, then the app with the router (23), the layout (1), the page with its CSS
    // (32) and the form (5), and the English words (1).
    expect(big?.bytes).toBe(113 * 1024);
    expect(big?.files).toContain('assets/router.js');
  });

  it('passes routes within their budget and fails the one over it', () => {
    expect(overBudget(measure(59, 113))).toEqual([]);
    const over = overBudget(measure(58, 113));
    expect(over.map((result) => result.name)).toEqual(['Login']);
    expect(formatReport(measure(58, 113))).toMatch(
      /^Login\s+59\.0 KB of\s+58\.0 KB {2}OVER BUDGET/,
    );
    expect(overBudget(measure(59, 112)).map((result) => result.name)).toEqual(['Big']);
  });

  it('refuses a budget naming a module the build does not have', () => {
    const broken = budgets(100, 100);
    const routes = [{ ...broken.routes[0]!, module: 'src/pages/gone.tsx' }];
    expect(() => measureRoutes(manifest, { ...broken, routes }, () => 0)).toThrow(
      'Not in the manifest: src/pages/gone.tsx',
    );
  });

  it('counts the namespaces the app fetches before its first render', () => {
    expect(budgetsFile.startupNamespaces).toEqual([...STARTUP_NAMESPACES]);
  });
});
