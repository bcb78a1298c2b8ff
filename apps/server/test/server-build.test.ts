// The compiled server: finding the package root from either depth (sources or bundle), and the
// bundle's rule that every npm import is a runtime dependency. The browser tests run the real
// bundle end to end; these pin the pieces that decide whether it can start at all.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  externalDependencies,
  packageNameOf,
  runtimeDependencies,
} from '../scripts/server-bundle.ts';
import { SERVER_ROOT } from '../src/config/env.ts';
import { findPackageRoot } from '../src/config/package-root.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mainstay-build-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeFile(path: string, content: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
}

describe('findPackageRoot', () => {
  const root = join(scratch, 'server');
  writeFile(join(root, 'package.json'), JSON.stringify({ name: '@mainstay/server' }));
  const source = writeFile(join(root, 'src', 'config', 'env.ts'), '');
  const bundle = writeFile(join(root, 'dist', 'server.js'), '');
  // A package of another name between the file and the root is passed over.
  writeFile(join(root, 'dist', 'package.json'), JSON.stringify({ name: 'other' }));
  writeFile(join(root, 'src', 'package.json'), '{ not json');

  it('finds the same root from the sources and from the bundle', () => {
    expect(findPackageRoot(source, '@mainstay/server')).toBe(root);
    expect(findPackageRoot(bundle, '@mainstay/server')).toBe(root);
    expect(findPackageRoot(join(root, 'dist'), 'other')).toBe(join(root, 'dist'));
  });

  it('refuses to guess when no package of that name contains the file', () => {
    expect(() => findPackageRoot(source, '@mainstay/missing')).toThrow(
      /No package named @mainstay\/missing contains/,
    );
  });

  it('puts SERVER_ROOT at apps/server, where the migrations are', () => {
    expect(SERVER_ROOT.endsWith(join('apps', 'server'))).toBe(true);
  });
});

describe('the bundle’s dependencies', () => {
  it('names the package of a specifier, scoped or not', () => {
    expect(packageNameOf('pg')).toBe('pg');
    expect(packageNameOf('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
    expect(packageNameOf('@fastify/static')).toBe('@fastify/static');
    expect(packageNameOf('@aws-sdk/client-s3/dist/x.js')).toBe('@aws-sdk/client-s3');
  });

  it('allows the runtime dependencies of the server and of the workspace packages it bundles', () => {
    const allowed = runtimeDependencies();
    expect(allowed.has('fastify')).toBe(true);
    // Only @mainstay/permissions declares it; the bundle imports it through that package.
    expect(allowed.has('@casl/ability')).toBe(true);
    // Build and development tools are not there at run time after `npm ci --omit=dev`.
    for (const tool of ['tsx', 'esbuild', 'pino-pretty', 'vitest']) {
      expect(allowed.has(tool)).toBe(false);
    }
    expect([...allowed].some((name) => name.startsWith('@mainstay/'))).toBe(false);
  });

  it('keeps allowed packages external and fails the build on any other npm import', async () => {
    const entry = writeFile(
      join(scratch, 'entry', 'index.js'),
      "import 'node:fs';\nimport 'fastify';\nimport 'left-pad';\n",
    );
    const attempt = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [externalDependencies(new Set(['fastify']))],
    });
    await expect(attempt).rejects.toThrow(/"left-pad" is imported but is not a dependency/);

    const allowed = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [externalDependencies(new Set(['fastify', 'left-pad']))],
    });
    const output = allowed.outputFiles[0]?.text ?? '';
    expect(output).toContain('import "fastify"');
    expect(output).toContain('import "left-pad"');
  });
});
