/**
 * The entry point: read configuration, open and migrate the database, seed the demo organisation
 * when appropriate, listen, and shut down gracefully on SIGTERM/SIGINT (finish requests, let
 * running jobs end, close the database so PGlite flushes to disk; lib/stop-signals.ts). Repeated
 * signals do not cut the stop short; SHUTDOWN_TIMEOUT_MS passing forces the exit.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { DirectoryLockedError } from './db/client.ts';
import { handleStopSignals } from './lib/stop-signals.ts';
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
  const stopper = handleStopSignals(config.shutdownTimeoutMs);
  const app = await buildApp({ config });

  // Instances starting together seed one after another, so none inserts what another just did.
  const seeded = await app.database.exclusive(() => seedOnStart(config, app.database));
  // In demo mode, on every start: the password is this installation's, so it must be findable.
  if (seeded) console.log(formatSignInTable(seeded, config.appUrl));
  // A stop asked for during start-up begins here, once seeding is done, instead of listening.
  stopper.attach(() => app.close(), app.log);
  if (stopper.reason) return;

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, dataDir: config.dataDir, appUrl: config.appUrl },
    `Mainstay is listening on ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) {
    // Not a fault to debug: another server has the data directory. The reason is enough.
    console.error(`\n✖ Mainstay cannot start. ${error.message}\n`);
    process.exit(1);
  }
  // Start-up failures are for people: one clear line, with the details after it.
  console.error('\n✖ Mainstay failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
