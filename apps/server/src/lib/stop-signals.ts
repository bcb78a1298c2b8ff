/**
 * One graceful stop, however it is asked for. SIGTERM and SIGINT (from a terminal's Ctrl-C, a
 * process manager, or `scripts/start.mjs` passing one on), or the parent that started us with an
 * IPC channel going away, begin it: the app closes (new requests get 503 or a refused
 * connection, requests in flight are answered, jobs end, the database is flushed) and the
 * process exits 0, or 1 when `timeoutMs` passes first. A signal often arrives twice (a group
 * signal reaches a supervisor and us, the supervisor passes it on): later ones only log, so they
 * never cut the requests the first one is letting finish.
 *
 * The handlers are installed before anything else at start-up, so that a signal during
 * migrations or seeding is not fatal either: the stop begins as soon as there is an app to close.
 */

export type StopReason = NodeJS.Signals | 'parent-exited';

interface StopLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Until the app (and its logger) exists, the same lines as plain JSON on standard output. */
const consoleLog: StopLog = {
  info: (details, message) => console.log(JSON.stringify({ level: 30, ...details, msg: message })),
  warn: (details, message) => console.log(JSON.stringify({ level: 40, ...details, msg: message })),
  error: (details, message) =>
    console.error(JSON.stringify({ level: 50, ...details, msg: message })),
};

export interface StopController {
  /** Set once a stop has been asked for. */
  readonly reason: StopReason | undefined;
  /** Hands over what a stop closes; when one was asked for already, it begins now. */
  attach(close: () => Promise<void>, log: StopLog): void;
}

export function handleStopSignals(timeoutMs: number): StopController {
  let reason: StopReason | undefined;
  let close: (() => Promise<void>) | undefined;
  let log = consoleLog;

  const begin = () => {
    close?.().then(
      () => {
        log.info({}, 'Stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };

  const request = (why: StopReason) => {
    if (reason) {
      log.info({ signal: why }, 'Already stopping: finishing requests in flight');
      return;
    }
    reason = why;
    log.info({ signal: why }, 'Shutting down: finishing requests and jobs');
    setTimeout(() => {
      log.error({ timeoutMs }, 'Shutdown timed out: exiting now');
      process.exit(1);
    }, timeoutMs).unref();
    if (close) begin();
  };

  process.on('SIGTERM', request);
  process.on('SIGINT', request);
  // Started by a supervisor with an IPC channel (scripts/start.mjs): when it dies, even by
  // kill -9, the channel closes; stop rather than run on orphaned.
  if (process.channel) process.on('disconnect', () => request('parent-exited'));

  return {
    get reason() {
      return reason;
    },
    attach(closeApp, appLog) {
      close = closeApp;
      log = appLog;
      if (reason) begin();
    },
  };
}
