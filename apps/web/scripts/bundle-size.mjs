// Measures what a first visit to a route downloads (gzipped JS and CSS): the entry, its static
// imports, and the lazy chunks of the route's modules, read from the Vite manifest.
// Usage: node apps/web/scripts/bundle-size.mjs [src/app/routes/auth/login.tsx ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const wanted = process.argv.slice(2);
const modules = wanted.length
  ? wanted
  : [
      'src/app/routes/layouts/blank-layout.tsx',
      'src/app/routes/auth/login.tsx',
      // Translations of the default language fetched at start-up.
      ...Object.keys(manifest).filter((k) =>
        /locales\/en\/(common|pages|errors|layout)\.json$/.test(k),
      ),
    ];

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) visit(child);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
visit(entry);
for (const key of modules) {
  if (!manifest[key]) throw new Error(`Not in the manifest: ${key}`);
  visit(key);
}

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped (JS + CSS)`);
