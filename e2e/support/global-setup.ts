// Starts the real server as production runs it (the compiled bundle with the built web app, no
// TypeScript at run time; embedded database in a temporary DATA_DIR) on a free port with a real
// SMTP server for its mail, waits until it is ready, and stops both (and removes the data) after
// the run. Each message received is written to E2E_MAILBOX_DIR (mailbox.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../../apps/server/test/helpers/smtp-sink.ts';
import { DEMO_PASSWORD_VARIABLE, fetchDemoPassword } from './demo.ts';

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
  const serverBundle = join(root, 'apps', 'server', 'dist', 'server.js');
  for (const built of [join(root, 'apps', 'web', 'dist', 'index.html'), serverBundle]) {
    if (!existsSync(built)) {
      throw new Error(`No build at ${built}: run \`npm run build\` before the browser tests.`);
    }
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mainstay-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const mailboxDir = mkdtempSync(join(tmpdir(), 'mainstay-e2e-mail-'));
  let received = 0;
  const sink = await startSmtpSink((message) => {
    received += 1;
    const name = `${String(Date.now()).padStart(15, '0')}-${String(received).padStart(5, '0')}.json`;
    writeFileSync(join(mailboxDir, name), JSON.stringify(message));
  });
  let log = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    LOG_LEVEL: 'warn',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Mainstay <no-reply@mainstay.test>',
    // Parallel workers sign up and sign in from one address.
    AUTH_RATE_LIMIT_FACTOR: '20',
  };
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_PUBLISHABLE_KEY;
  // No TypeScript loader may reach the server through the environment (Playwright's own loader,
  // or `--import tsx`): the bundle has to run on plain Node.
  delete env.NODE_OPTIONS;
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // Generous: the first start seeds the demo organisation, slow on a busy machine.
  await waitForReady(`${baseURL}/api/ready`, Date.now() + 180_000, () => log.slice(-4000));
  process.env.E2E_BASE_URL = baseURL;
  process.env[DEMO_PASSWORD_VARIABLE] = await fetchDemoPassword(baseURL);
  process.env.E2E_MAILBOX_DIR = mailboxDir;

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => {
        server.kill('SIGKILL');
        resolve();
      }, 10_000).unref();
    });
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailboxDir, { recursive: true, force: true });
  };
}
