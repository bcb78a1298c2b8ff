/**
 * Compiles the server to JavaScript, `dist/server.js` and the chunks it loads on demand (ESM,
 * Node 20, with source maps), so production runs plain `node` with no TypeScript transpiler.
 *
 * Why a bundle rather than `tsc` output: the sources import each other with `.ts` extensions and
 * the workspace packages (@mainstay/contracts, permissions, i18n) export TypeScript, so emitted
 * files would still point at `.ts`. esbuild follows those imports, bundles our own code and the
 * workspace packages, and leaves every npm package as an import resolved from node_modules at
 * run time (native modules, WebAssembly and data files stay where their packages expect them).
 *
 * Every npm import must be a runtime dependency of the server or of a workspace package it
 * bundles: anything else (a devDependency, a package only hoisted by chance) fails the build
 * here instead of failing in production after `npm ci --omit=dev`.
 */
import { readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { SERVER_ROOT } from '../src/config/env.ts';
import { findPackageRoot } from '../src/config/package-root.ts';

export const SERVER_DIST = join(SERVER_ROOT, 'dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'server.js');
/** Workspace packages are bundled; everything else is external. */
const WORKSPACE_SCOPE = '@mainstay/';

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

function dependenciesIn(packageRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/**
 * The npm packages the bundle may import: the server's dependencies and those of the workspace
 * packages it bundles (found through node_modules, as Node would), never devDependencies.
 */
export function runtimeDependencies(serverRoot: string = SERVER_ROOT): Set<string> {
  const allowed = new Set<string>();
  const require = createRequire(join(serverRoot, 'package.json'));
  const pending = [serverRoot];
  const seen = new Set<string>();
  for (let root = pending.pop(); root !== undefined; root = pending.pop()) {
    if (seen.has(root)) continue;
    seen.add(root);
    for (const name of dependenciesIn(root)) {
      if (name.startsWith(WORKSPACE_SCOPE)) {
        pending.push(findPackageRoot(require.resolve(name), name));
      } else {
        allowed.add(name);
      }
    }
  }
  return allowed;
}

/** Keeps Node built-ins and runtime dependencies external; refuses any other npm import. */
export function externalDependencies(allowed: ReadonlySet<string>): Plugin {
  return {
    name: 'external-dependencies',
    setup(builder) {
      // Bare specifiers only: relative and absolute paths are our own files.
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path)) return { external: true };
        const name = packageNameOf(args.path);
        if (name.startsWith(WORKSPACE_SCOPE)) return undefined;
        if (allowed.has(name)) return { external: true };
        return {
          errors: [
            {
              text: `"${name}" is imported but is not a dependency of @mainstay/server (or of a workspace package it uses); add it to "dependencies" so production installs it`,
            },
          ],
        };
      });
    },
  };
}

export interface BuildResult {
  outfile: string;
  /** Of the entry file alone, which start-up loads; chunks load on demand. */
  bytes: number;
}

export async function buildServer(): Promise<BuildResult> {
  await rm(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER_ROOT,
    // The embedded database's thread is an entry of its own: a worker loads it by its path.
    entryPoints: {
      server: join(SERVER_ROOT, 'src', 'server.ts'),
      'embedded-worker': join(SERVER_ROOT, 'src', 'db', 'embedded-worker.ts'),
    },
    outdir: SERVER_DIST,
    bundle: true,
    // What the code imports dynamically (lib/lazy-import.ts) becomes a chunk of its own, loaded
    // when first needed, so its npm imports stay off the start-up path too.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces point at the sources (run with --enable-source-maps); the sources themselves
    // stay in the repository rather than being copied into the map.
    sourcemap: true,
    sourcesContent: false,
    plugins: [externalDependencies(runtimeDependencies())],
    logLevel: 'warning',
  });
  return { outfile: SERVER_BUNDLE, bytes: statSync(SERVER_BUNDLE).size };
}
