/**
 * The entry point: read configuration, open and migrate the database, seed the demo organisation
 * when appropriate, listen, and shut down gracefully on SIGTERM/SIGINT (finish requests, let
 * running jobs end, close the database so PGlite flushes to disk). A second signal, or
 * SHUTDOWN_TIMEOUT_MS passing, forces the exit.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { formatSignInTable, seedOnStart } from './seed/index.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n✖ Mainstay cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ config });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'Second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'Shutting down: finishing requests and jobs');
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'Shutdown timed out: exiting now');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => {
        app.log.info('Stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Instances starting together seed one after another, so none inserts what another just did.
  const seeded = await app.database.exclusive(() => seedOnStart(config, app.database));
  if (seeded?.created) console.log(formatSignInTable(seeded, config.appUrl));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, dataDir: config.dataDir, appUrl: config.appUrl },
    `Mainstay is listening on ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  // Start-up failures are for people: one clear line, with the details after it.
  console.error('\n✖ Mainstay failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
