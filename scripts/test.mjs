#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, the new-area check (scripts/check-new-area.mjs: areas
// generated in a copy pass lint, typecheck and their tests), server tests, the build with its
// first-load budgets, then browser tests against the real built server. Stops at the first
// failing stage. The browser stage needs Chromium; without it the run fails with install
// instructions, except outside CI, where it is skipped loudly.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, chromiumPath } from '../e2e/support/chromium-path.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/**
 * Stages that each keep one core busy run side by side (the machine has two); their output is
 * printed whole, one stage after the other, once both have finished.
 */
async function runTogether(stages) {
  const started = Date.now();
  const results = await Promise.all(
    stages.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ title, status, output: Buffer.concat(output) }));
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const { title, status, output } of results) {
    console.log(`\n━━ ${title} ━━`);
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`\n✖ ${title} failed (stages together: ${seconds}s).`);
      process.exit(status ?? 1);
    }
    console.log(`✔ ${title} (together: ${seconds}s)`);
  }
}

await runTogether([
  ['Lint', npm, ['run', 'lint']],
  ['Typecheck', npm, ['run', 'typecheck']],
]);
run('Unit tests', npx, ['vitest', 'run', '--project', 'unit', '--project', 'web']);
run('New area check', process.execPath, ['scripts/check-new-area.mjs']);
run('Server tests', npx, ['vitest', 'run', '--project', 'server']);
run('Web build', npm, ['run', 'build']);
// What a first visit downloads, per route, against apps/web/bundle-budgets.json (docs/performance.md).
run('First-load budgets', process.execPath, ['apps/web/scripts/bundle-size.mjs', '--check']);

const chromium = chromiumPath();
if (!chromium) {
  const wanted = process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.join(' or ');
  const help = `Chromium was not found at ${wanted}. Install it with:\n\n    sudo apt-get install -y chromium-headless-shell chromium\n\nor point CHROMIUM_PATH at a Chromium binary.`;
  if (inCi) {
    console.error(`\n✖ Browser tests cannot run. ${help}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n!! BROWSER TESTS SKIPPED. ${help}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}

run('Browser tests', npm, ['run', 'test', '-w', '@mainstay/e2e'], { CHROMIUM_PATH: chromium });
console.log('\n✔ All test stages passed.');
