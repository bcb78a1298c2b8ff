/**
 * What closing the app does to connections (with Fastify's `return503OnClosing`, which answers a
 * request arriving on an open connection during the stop with 503 and `Connection: close`, and
 * the listener closing, which refuses new connections):
 * - a request in flight when the stop begins is answered, with `Connection: close`, so its
 *   keep-alive connection ends with the answer instead of holding the stop open until the
 *   keep-alive timeout (72 s) or SHUTDOWN_TIMEOUT_MS;
 * - connections that fall idle during the stop (an answer finished just as it began) are closed
 *   too: Node closes the idle ones only once, when the listener closes.
 */
import fp from 'fastify-plugin';

const IDLE_SWEEP_MS = 100;

export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
    });
  },
  { name: 'graceful-close' },
);
