#!/usr/bin/env node
// Runs the server as a child process so that one stop request, however it is sent, gives one
// graceful stop (used by `npm start`; `node scripts/supervise.mjs <node arguments>` runs any
// entry the same way, e.g. `--import tsx apps/server/src/server.ts`).
//
// - The server gets its own process group (not on Windows), so a signal to the terminal's group
//   (Ctrl-C) reaches this process only, and the server hears it once, from here. Before, it
//   heard it twice, and the second signal cut the requests the first was letting finish.
// - The first SIGINT or SIGTERM is passed on; later ones are not (the server is stopping).
// - Under npm, the parent is npm's shell. A SIGTERM to npm kills that shell and npm exits
//   without the signal reaching us; when the parent is gone, stop the server as if signalled.
// - The server holds an IPC channel to this process: if this one dies, even by kill -9, the
//   channel closes and the server stops gracefully instead of running on orphaned
//   (apps/server/src/lib/stop-signals.ts).
// Leaves with the server's exit code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How often the parent is checked while running under npm. */
const PARENT_CHECK_MS = 500;

/**
 * Starts `node <nodeArgs>` and relays one stop to it. Returns the child process; this process
 * exits when it does.
 */
export function superviseServer(nodeArgs, { cwd, env } = {}) {
  const server = spawn(process.execPath, nodeArgs, {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: process.platform !== 'win32',
  });

  let forwarded = false;
  const stop = (signal) => {
    if (forwarded || server.exitCode !== null) return;
    forwarded = true;
    server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid !== parent) stop('SIGTERM');
    }, PARENT_CHECK_MS);
    watch.unref();
  }

  server.on('error', (error) => {
    console.error(`\n✖ The server could not be started: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nodeArgs = process.argv.slice(2);
  if (nodeArgs.length === 0) {
    console.error('Usage: node scripts/supervise.mjs <node arguments, e.g. dist/server.js>');
    process.exit(2);
  }
  superviseServer(nodeArgs);
}
