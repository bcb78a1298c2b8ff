#!/usr/bin/env node
// `npm start`: builds the web app when no build exists yet (with visible progress), then runs
// the server, which migrates the database and, on an empty embedded database, seeds the demo
// organisation and prints its sign-in details.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(webIndex)) {
  console.log('\n▶ No web build found: building the web app (this happens once)…\n');
  const build = spawnSync(npm, ['run', 'build', '-w', '@mainstay/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('\n✖ The web build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
  console.log('\n✔ Web app built.\n');
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps', 'server', 'src', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);

// Pass stop signals on so the server can shut down gracefully (it finishes in-flight work and
// closes the database), then leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
