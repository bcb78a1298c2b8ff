// Browser tests drive the system Chromium (never a downloaded browser) against the real built
// server, started by global-setup on a free port with a temporary data directory.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_CANDIDATES, chromiumPath } from './support/chromium-path.mjs';

const chromium = chromiumPath() ?? CHROMIUM_CANDIDATES.at(-1);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two workers share the machine with the server: long journeys get more room in CI.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace (with its screencast) doubles what a test costs the machine: only the
    // retry of a failed test records one, which is the run that explains the failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
  ],
});
