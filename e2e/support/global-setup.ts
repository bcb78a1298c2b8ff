// Starts the real server (built web app, embedded database in a temporary DATA_DIR) on a free
// port, waits until it is ready, and stops it (and removes the data) after the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(url: string, deadline: number, output: () => string): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready at ${url}.\n${output()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    throw new Error('No web build: run `npm run build` before the browser tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mainstay-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps', 'server', 'src', 'server.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForReady(`${baseURL}/api/ready`, Date.now() + 60_000, () => log.slice(-4000));
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => {
        server.kill('SIGKILL');
        resolve();
      }, 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
