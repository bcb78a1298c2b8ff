#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the compiled server, which migrates the database
// and, on an empty embedded database, seeds the demo organisation and prints its sign-in details.
//
// What gets built, kept simple on purpose:
// - the web app when apps/web/dist has no index.html (it takes a while; rebuild it yourself with
//   `npm run build` after changing it);
// - the server when apps/server/dist/server.js is missing or older than any file of the server's
//   or the workspace packages' sources (bundling takes about a second, so a stale server is never
//   started by mistake after a pull).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseServer } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const serverBundle = join(root, 'apps', 'server', 'dist', 'server.js');
const serverSources = [
  join(root, 'apps', 'server', 'src'),
  join(root, 'apps', 'server', 'package.json'),
  ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src')),
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time of a file or of any file under a folder (0 when absent). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

function build(what, workspace) {
  console.log(`\n▶ Building the ${what}…\n`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    // After `npm ci --omit=dev` the build tools are gone: build before pruning (docs/operations.md).
    console.error(
      `\n✖ The ${what} build failed; see the output above. Building needs the development dependencies (\`npm ci\`).`,
    );
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(webIndex)) build('web app (this happens once)', '@mainstay/web');
const bundleTime = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
if (serverSources.some((path) => newestChange(path) > bundleTime))
  build('server', '@mainstay/server');

// One stop request (Ctrl-C, a signal to npm, to this process or to the server) gives one
// graceful stop: the server finishes in-flight work and closes the database (supervise.mjs).
superviseServer(['--enable-source-maps', serverBundle], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
