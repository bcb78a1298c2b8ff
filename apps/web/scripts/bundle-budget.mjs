// What a first visit to a route downloads, read from the Vite manifest, and the comparison with
// the budgets of apps/web/bundle-budgets.json. Pure functions (the files' sizes are passed in),
// so the unit test can hold the rules without a build; bundle-size.mjs does the reading.

/**
 * The files a first visit downloads: the entry with its static imports, then each module (a
 * layout, a page, a translation file) with its static imports and their CSS. Lazy imports are
 * not followed: they load later, when asked for.
 * @param {Record<string, {file: string, css?: string[], imports?: string[], isEntry?: boolean}>} manifest
 * @param {readonly string[]} modules
 * @returns {string[]}
 */
export function firstLoadFiles(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  visit(entry);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`Not in the manifest: ${key}`);
    visit(key);
  }
  return [...files];
}

/**
 * The manifest keys of the translation files fetched before the first render.
 * @param {Record<string, unknown>} manifest
 * @param {{language: string, startupNamespaces: readonly string[]}} budgets
 * @returns {string[]}
 */
export function startupLocaleKeys(manifest, { language, startupNamespaces }) {
  return startupNamespaces.map((namespace) => {
    const suffix = `locales/${language}/${namespace}.json`;
    const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
    if (!key) throw new Error(`Not in the manifest: ${suffix}`);
    return key;
  });
}

/**
 * Each budgeted route's first load in bytes, with its budget. A route's layout names the modules
 * loaded before its page: the app and the layout's route module for pages of the router, none
 * for the sign-in page, which the entry shows itself (app/login-shell.tsx).
 * @param {Record<string, {file: string, css?: string[], imports?: string[], isEntry?: boolean}>} manifest
 * @param {{language: string, startupNamespaces: readonly string[], layouts: Record<string, readonly string[]>,
 *   routes: readonly {name: string, path: string, layout: string, module: string, budgetKb: number}[]}} budgets
 * @param {(file: string) => number} sizeOf gzipped size of one built file
 */
export function measureRoutes(manifest, budgets, sizeOf) {
  const locales = startupLocaleKeys(manifest, budgets);
  return budgets.routes.map((route) => {
    const layout = budgets.layouts[route.layout];
    if (!layout) throw new Error(`${route.name}: no layout named "${route.layout}"`);
    const files = firstLoadFiles(manifest, [...layout, route.module, ...locales]);
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return { ...route, files, bytes, budgetBytes: route.budgetKb * 1024 };
  });
}

/** The routes whose first load passes their budget. */
export function overBudget(results) {
  return results.filter((result) => result.bytes > result.budgetBytes);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route: its first load, its budget and whether it holds. */
export function formatReport(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  return results
    .map((result) => {
      const verdict = result.bytes > result.budgetBytes ? 'OVER BUDGET' : 'ok';
      return `${result.name.padEnd(width)}  ${kb(result.bytes).padStart(9)} of ${kb(result.budgetBytes).padStart(9)}  ${verdict}  ${result.path}`;
    })
    .join('\n');
}
