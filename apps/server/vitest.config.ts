// The server suite: routes through `inject` on PGlite, or on PostgreSQL when DATABASE_URL is set.
// The global setup migrates one database per run; each test file's databases are copies of it.
import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files take turns in a few long-lived workers instead of a new process each: the app's
    // modules are imported and PGlite's WebAssembly compiled once per worker, not once per file,
    // which halves the suite. Files share nothing else: each builds its own app on its own
    // database, and no test mocks modules or changes globals.
    isolate: false,
    // One worker per core: a file waiting on a timer or a socket leaves its core to the other.
    maxWorkers: availableParallelism(),
    // Its own group, so that running every project at once does not clash with the other
    // projects' worker count; it runs after them.
    sequence: { groupOrder: 1 },
  },
});
