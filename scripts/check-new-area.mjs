#!/usr/bin/env node
// Proves that `npm run new:area` writes areas that pass as generated, without touching this
// checkout: it copies the working tree (tracked and new files, not ignored ones) to a temporary
// folder, links node_modules, and there
//   1. generates two areas (the first brings the pieces areas share, the second finds them) and
//      checks that generating one again is refused;
//   2. lints and formats the files they wrote and changed (ESLint, Prettier);
//   3. typechecks the workspaces they touch;
//   4. runs their tests and the tests that hold registrations together (endpoint table, the
//      distribution plan, translations, error codes in docs/api.md, module order, the menu),
//      and checks that the untranslated-words guard fails, as it must on generated words.
// `--keep` leaves the copy for a look. Part of `npm test` (scripts/test.mjs), after the unit tests.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const AREAS = ['inspection-rounds', 'safety-checks'];
/** Caches tools write into node_modules: the copy gets its own instead of the checkout's. */
const NODE_MODULES_CACHES = new Set(['.vite', '.vite-temp', '.cache']);

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Runs a command; resolves with its exit status and, when quiet, its output (else shown). */
function run(cwd, command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: quiet ? 'pipe' : 'inherit',
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

async function step(title, work) {
  const since = Date.now();
  console.log(`\n── ${title}`);
  await work();
  console.log(`   ${title}: ${seconds(since)}`);
}

/** The working tree's files: tracked (unless deleted) and untracked ones not ignored. */
function workingTreeFiles() {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((file) =>
    existsSync(join(root, file)),
  );
}

/** node_modules of the copy: the checkout's packages, but @mainstay/* point into the copy. */
function linkNodeModules(copy) {
  const real = join(root, 'node_modules');
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(real)) {
    if (NODE_MODULES_CACHES.has(entry)) continue;
    if (entry === '@mainstay') {
      // Workspace links are relative (../../packages/contracts): the same link in the copy
      // points at the copy's package.
      mkdirSync(join(copy, 'node_modules', entry));
      for (const workspace of readdirSync(join(real, entry))) {
        const target = readlinkSync(join(real, entry, workspace));
        const inRepository = isAbsolute(target) ? relative(join(real, entry), target) : target;
        symlinkSync(inRepository, join(copy, 'node_modules', entry, workspace));
      }
    } else {
      symlinkSync(join(real, entry), join(copy, 'node_modules', entry));
    }
  }
  // Packages a workspace keeps for itself (versions that differ from the root's).
  for (const parent of ['apps', 'packages', 'tools', '.']) {
    const folder = join(root, parent);
    for (const workspace of parent === '.' ? ['e2e'] : readdirSync(folder)) {
      const modules = join(folder, workspace, 'node_modules');
      const inCopy = join(copy, parent, workspace);
      if (existsSync(modules) && lstatSync(modules).isDirectory() && existsSync(inCopy)) {
        symlinkSync(modules, join(inCopy, 'node_modules'));
      }
    }
  }
}

async function main() {
  const copy = mkdtempSync(join(tmpdir(), 'mainstay-new-area-'));
  const cleanUp = () =>
    keep
      ? console.log(`\nThe copy is kept at ${copy}`)
      : rmSync(copy, { recursive: true, force: true });
  process.on('exit', cleanUp);

  const created = new Set();
  const changed = new Set();

  await step('Copy the working tree', async () => {
    const files = workingTreeFiles();
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(root, file), join(copy, file));
    }
    linkNodeModules(copy);
    console.log(`   ${files.length} files into ${copy}`);
  });

  await step(`Generate ${AREAS.join(' and ')}`, async () => {
    for (const area of AREAS) {
      const manifest = join(copy, `.new-area-${area}.json`);
      const { status, output } = await run(
        copy,
        npm,
        ['run', '--silent', 'new:area', '--', area, `--manifest=${manifest}`],
        { quiet: true },
      );
      if (status !== 0) fail(`npm run new:area -- ${area} failed:\n${output}`);
      const written = JSON.parse(readFileSync(manifest, 'utf8'));
      rmSync(manifest);
      if (!written.created.some((file) => file.startsWith('apps/server/src/db/migrations/'))) {
        fail(`npm run new:area -- ${area} wrote no migration:\n${output}`);
      }
      if (output.includes('about other tables')) {
        fail(
          `The schema has changes without a migration; drizzle-kit put them in ${area}'s:\n${output}`,
        );
      }
      for (const file of written.created) created.add(file);
      for (const file of written.changed) changed.add(file);
    }
    const again = await run(copy, npm, ['run', '--silent', 'new:area', '--', AREAS[0]], {
      quiet: true,
    });
    if (again.status === 0 || !again.output.includes('there already')) {
      fail(`Generating ${AREAS[0]} a second time was not refused:\n${again.output}`);
    }
    console.log(
      `   ${created.size} files created, ${changed.size} changed; a second run is refused`,
    );
  });

  const touched = [...created, ...changed];
  await step('Lint and format what was written', async () => {
    const code = touched.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
    const lint = await run(copy, npx, ['eslint', '--max-warnings', '0', ...code]);
    if (lint.status !== 0) fail('ESLint refused the generated code (above).');
    const format = await run(copy, npx, ['prettier', '--check', ...touched]);
    if (format.status !== 0) fail('Prettier refused the generated files (above).');
  });

  await step('Typecheck', async () => {
    // The workspaces an area touches, two at a time.
    const workspaces = [
      '@mainstay/contracts',
      '@mainstay/permissions',
      '@mainstay/server',
      '@mainstay/web',
    ];
    const results = [];
    for (let index = 0; index < workspaces.length; index += 2) {
      results.push(
        ...(await Promise.all(
          workspaces
            .slice(index, index + 2)
            .map((workspace) => run(copy, npm, ['run', '--silent', 'typecheck', '-w', workspace])),
        )),
      );
    }
    if (results.some((result) => result.status !== 0)) {
      fail('TypeScript refused the generated code (above).');
    }
  });

  await step('Tests of the new areas and of the registrations', async () => {
    const tests = [
      ...AREAS.flatMap((area) => [
        `apps/server/test/${area}.test.ts`,
        `apps/web/src/features/${area}/components/${area}-page.test.tsx`,
      ]),
      'apps/server/test/endpoint-table.test.ts',
      'apps/server/test/distribution.test.ts',
      'apps/web/src/config/navigation.test.ts',
      'packages/i18n/test/locales.test.ts',
      'packages/contracts/test/error-codes.test.ts',
      'tools/eslint-plugin-mainstay/test/server-modules.test.ts',
    ];
    const projects = ['--project', 'unit', '--project', 'web', '--project', 'server'];
    const result = await run(copy, npx, ['vitest', 'run', ...projects, ...tests]);
    if (result.status !== 0) fail('The generated areas fail their tests (above).');

    const guard = await run(
      copy,
      npx,
      ['vitest', 'run', '--project', 'unit', 'tools/new-area/test/untranslated.test.ts'],
      { quiet: true },
    );
    // The first area's namespace (inspectionRounds.json) is among the files it names.
    const namespace = AREAS[0].replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
    if (guard.status === 0 || !guard.output.includes(`${namespace}.json`)) {
      fail(`The untranslated-words guard did not catch the generated words:\n${guard.output}`);
    }
    console.log('   the untranslated-words guard fails on the generated words, as it must');
  });

  console.log(
    `\n✔ npm run new:area writes areas that pass lint, typecheck and their tests (${seconds(started)}).`,
  );
}

main().catch((error) => fail(error instanceof Error ? error.stack : String(error)));
