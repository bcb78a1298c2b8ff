/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: each
 * statement runs synchronously on the thread that calls it, so on the server's thread a burst of
 * writes would stall every other request (health answered in 965 ms with 40 creations in
 * flight). Here it has a thread of its own; the server talks to it through embedded-client.ts.
 *
 * One thread serves every embedded database of the process (a server has one; a test worker
 * opens many one after another), so WebAssembly is compiled once per process.
 *
 * Scheduling: PGlite has a single connection, so a transaction holds the database until it ends.
 * Statements outside a transaction (reads, mostly) wait only for the transaction in progress,
 * never for the transactions queued behind it: those wait here, in order, and each one starts
 * after the statements that arrived before it. Reads stay fast while writes queue.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import {
  ERROR_FIELDS,
  type EmbeddedEnvelope,
  type EmbeddedErrorFields,
  type EmbeddedMessage,
  type EmbeddedQueryOptions,
  type EmbeddedRequest,
} from './embedded-protocol.ts';

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** Settles when the transaction has committed (or rejects with the COMMIT's error). */
  outcome: Promise<void>;
}

interface OpenDatabase {
  lite: PGlite;
  transactions: Map<number, OpenTransaction>;
  /** Transactions waiting for their turn, first come first served. */
  waiting: (() => void)[];
  /** A transaction is running (or its BEGIN is queued on PGlite). */
  busy: boolean;
  unsubscribers: Map<number, () => Promise<void>>;
}

const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs as a worker thread only');

const databases = new Map<number, OpenDatabase>();
let nextDatabase = 1;

function post(message: EmbeddedMessage, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function errorFields(error: unknown): EmbeddedErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: EmbeddedErrorFields = { name: error.name, message: error.message };
  fields.stack = error.stack;
  const record = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

/** Drizzle keeps dates, times and intervals as PostgreSQL's text: identity parsers, rebuilt here. */
function pgliteOptions(options: EmbeddedQueryOptions): QueryOptions {
  const keepText = (value: string) => value;
  const result: QueryOptions = {};
  if (options.rowMode) result.rowMode = options.rowMode;
  if (options.paramTypes) result.paramTypes = options.paramTypes;
  if (options.textTypes) {
    result.parsers = Object.fromEntries(options.textTypes.map((type) => [type, keepText]));
  }
  return result;
}

function databaseOf(id: number): OpenDatabase {
  const open = databases.get(id);
  if (!open) throw new Error('The embedded database is closed');
  return open;
}

function transactionOf(open: OpenDatabase, id: number): OpenTransaction {
  const transaction = open.transactions.get(id);
  if (!transaction) throw new Error('The transaction is closed');
  return transaction;
}

/** Where a statement runs: its transaction, or the database (waiting for the current one). */
function runnerOf(database: number, transaction: number | undefined): PGlite | Transaction {
  const open = databaseOf(database);
  return transaction === undefined ? open.lite : transactionOf(open, transaction).tx;
}

function startNext(open: OpenDatabase): void {
  const start = open.waiting.shift();
  open.busy = start !== undefined;
  start?.();
}

/** Resolves once the transaction's BEGIN has run and its statements may come. */
function begin(open: OpenDatabase, id: number): Promise<void> {
  return new Promise((started, failed) => {
    open.waiting.push(() => {
      let finish: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const outcome = open.lite
        .transaction(async (tx) => {
          open.transactions.set(id, { tx, finish, outcome });
          started();
          if (!(await decided)) await tx.rollback();
        })
        .finally(() => {
          open.transactions.delete(id);
          startNext(open);
        });
      // A BEGIN that fails never started: its caller hears of it here.
      outcome.catch(failed);
    });
    if (!open.busy) startNext(open);
  });
}

async function end(open: OpenDatabase, id: number, commit: boolean): Promise<null> {
  const transaction = transactionOf(open, id);
  transaction.finish(commit);
  await transaction.outcome;
  return null;
}

async function close(id: number): Promise<null> {
  const open = databases.get(id);
  if (!open) return null;
  databases.delete(id);
  for (const transaction of open.transactions.values()) transaction.finish(false);
  await Promise.allSettled([...open.transactions.values()].map(({ outcome }) => outcome));
  await open.lite.close();
  return null;
}

async function handle(request: EmbeddedRequest): Promise<unknown> {
  switch (request.op) {
    case 'open': {
      const lite = await PGlite.create({
        dataDir: request.dataDir,
        loadDataDir: request.snapshot ? new Blob([request.snapshot]) : undefined,
      });
      const id = nextDatabase++;
      databases.set(id, {
        lite,
        transactions: new Map(),
        waiting: [],
        busy: false,
        unsubscribers: new Map(),
      });
      return id;
    }
    case 'query':
      return runnerOf(request.database, request.transaction).query(
        request.text,
        request.params,
        pgliteOptions(request.options),
      );
    case 'exec':
      return runnerOf(request.database, request.transaction).exec(request.text);
    case 'begin':
      await begin(databaseOf(request.database), request.transaction);
      return null;
    case 'commit':
      return end(databaseOf(request.database), request.transaction, true);
    case 'rollback':
      return end(databaseOf(request.database), request.transaction, false);
    case 'listen': {
      const open = databaseOf(request.database);
      const unsubscribe = await open.lite.listen(request.channel, (payload) =>
        post({ kind: 'notification', subscription: request.subscription, payload }),
      );
      open.unsubscribers.set(request.subscription, unsubscribe);
      return null;
    }
    case 'unlisten': {
      const open = databases.get(request.database);
      const unsubscribe = open?.unsubscribers.get(request.subscription);
      open?.unsubscribers.delete(request.subscription);
      await unsubscribe?.();
      return null;
    }
    case 'dump': {
      const open = databaseOf(request.database);
      await open.lite.exec('CHECKPOINT');
      const tarball = await open.lite.dumpDataDir('none');
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      return close(request.database);
  }
}

port.on('message', (envelope: EmbeddedEnvelope) => {
  handle(envelope).then(
    (value) => {
      const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
      post({ kind: 'result', id: envelope.id, value }, transfer);
    },
    (error: unknown) => post({ kind: 'error', id: envelope.id, error: errorFields(error) }),
  );
});
