/**
 * Builds the app for a test on a test database (see database.ts), with quiet logs and no web
 * build unless the test provides one. Logs can be captured to assert what was written.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/env.ts';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { memoryFileStore } from '../../src/modules/files/file-store.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent/mainstay-test-data',
    WEB_DIST_DIR: '/nonexistent/mainstay-web-dist',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line written so far, parsed (only when `captureLogs` was set). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface CreateTestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  env?: Record<string, string>;
  captureLogs?: boolean;
  /** Reuse a database (e.g. one shared by a whole file); it is then not disposed on close. */
  database?: TestDatabase;
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { env, captureLogs, database: shared, ...buildOptions } = options;
  const database = shared ?? (await createTestDatabase());
  const logs: Record<string, unknown>[] = [];
  const config = testConfig({ ...(captureLogs ? { LOG_LEVEL: 'info' } : {}), ...env });
  const app = await buildApp({
    queue: false,
    fileStore: memoryFileStore(),
    ...buildOptions,
    config,
    database: database.handle,
    ...(captureLogs
      ? {
          logStream: {
            write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>),
          },
        }
      : {}),
  });
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      if (!shared) await database.dispose();
    },
  };
}
