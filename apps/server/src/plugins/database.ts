/**
 * Exposes the database to the app as `app.db` (Drizzle) and `app.database` (the handle: kind,
 * ping, close). The handle is opened by whoever builds the app; the app closes it on shutdown
 * only when told it owns it, so tests can close an app and reopen the same database.
 */
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  closeOnShutdown: boolean;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    if (closeOnShutdown) {
      // Registered first, so it runs last: after the queue has stopped using the database.
      app.addHook('onClose', async () => {
        await handle.close();
      });
    }
  },
  { name: 'database' },
);
