/**
 * Finds a package's folder from any file inside it. The server's code runs at two depths: from
 * its sources (`src/config/env.ts` under tsx, in development and tests) and bundled into
 * `dist/server.js` in production. Counting `..` from `import.meta.url` would be right for one and
 * wrong for the other, so files that live beside the code (migrations, the web build) are found
 * from the package's own manifest instead.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

function nameInManifest(manifest: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed) {
      return typeof parsed.name === 'string' ? parsed.name : undefined;
    }
  } catch {
    // An unreadable or malformed manifest belongs to no package we look for.
  }
  return undefined;
}

/**
 * The nearest folder at or above `from` (a file or a folder) whose package.json is named
 * `packageName`. Throws when there is none: running with the wrong root would fail later and
 * further from the cause (e.g. "no migrations" on an empty database).
 */
export function findPackageRoot(from: string, packageName: string): string {
  let folder = existsSync(from) && statSync(from).isDirectory() ? from : dirname(from);
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && nameInManifest(manifest) === packageName) return folder;
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(`No package named ${packageName} contains ${from}`);
    }
    folder = parent;
  }
}
