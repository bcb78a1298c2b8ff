// Measures what a first visit to a route downloads (gzipped JS and CSS, and the translations
// fetched before the first render), from the Vite manifest of the last build (docs/performance.md).
//
//   node apps/web/scripts/bundle-size.mjs            every route of bundle-budgets.json, with its budget
//   node apps/web/scripts/bundle-size.mjs --check    the same, failing when a route passes its budget
//   node apps/web/scripts/bundle-size.mjs --files src/app/app.tsx src/app/routes/assets/assets.tsx ...
//                                                    the files of a first load of these modules (the entry's
//                                                    always), largest first; without modules, the login page's
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstLoadFiles,
  formatReport,
  measureRoutes,
  overBudget,
  startupLocaleKeys,
} from './bundle-budget.mjs';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build found (${manifestPath}). Run: npm run build -w @mainstay/web`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const budgets = JSON.parse(readFileSync(join(web, 'bundle-budgets.json'), 'utf8'));
const sizeOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const args = process.argv.slice(2);
if (args[0] === '--files') {
  const [login] = budgets.routes;
  const modules =
    args.length > 1 ? args.slice(1) : [...budgets.layouts[login.layout], login.module];
  const locales = startupLocaleKeys(manifest, budgets);
  const rows = firstLoadFiles(manifest, [...modules, ...locales]).map((file) => [
    file,
    sizeOf(file),
  ]);
  rows.sort((a, b) => b[1] - a[1]);
  for (const [file, size] of rows) console.log(`${kb(size)}  ${file}`);
  console.log(`${kb(rows.reduce((total, [, size]) => total + size, 0))}  total gzipped`);
  process.exit(0);
}

const results = measureRoutes(manifest, budgets, sizeOf);
console.log(formatReport(results));
const over = overBudget(results);
if (args.includes('--check') && over.length > 0) {
  console.error(
    `\n${over.length} route(s) over budget: ${over.map((result) => result.name).join(', ')}.` +
      '\nSee docs/performance.md: split what the route does not need at once, or raise its' +
      ' budget in apps/web/bundle-budgets.json with the reason.',
  );
  process.exit(1);
}
