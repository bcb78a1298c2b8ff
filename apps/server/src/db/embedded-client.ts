/**
 * The server's side of the embedded database, which runs on a thread of its own
 * (embedded-worker.ts): `EmbeddedClient` offers what Drizzle and pg-boss use of a PGlite
 * instance (query, exec, transaction, listen, close), each call a message to that thread.
 *
 * The thread is started on the first open and shared by every embedded database of the process.
 * It keeps the process alive only while a call is waiting for its answer, as PGlite itself would.
 * If it dies, which only a bug in the database engine can cause, every call waiting fails and
 * the error is rethrown on the main thread: the process stops rather than serve without its data.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../config/env.ts';
import type {
  EmbeddedErrorFields,
  EmbeddedMessage,
  EmbeddedQueryOptions,
  EmbeddedRequest,
} from './embedded-protocol.ts';

/** What `query` answers, as PGlite does. */
export interface EmbeddedResults<Row = Record<string, unknown>> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The options Drizzle passes: its parsers keep dates and intervals as text. */
export interface QueryOptionsIn {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
  paramTypes?: number[];
}

export interface EmbeddedTransaction {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptionsIn,
  ): Promise<EmbeddedResults<Row>>;
  exec(text: string): Promise<EmbeddedResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The worker's entry: its TypeScript source when the server runs from source, else the build's. */
function workerEntry(): { file: string; fromSource: boolean } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fromSource
    ? join(SERVER_ROOT, 'src', 'db', 'embedded-worker.ts')
    : join(SERVER_ROOT, 'dist', 'embedded-worker.js');
  if (!existsSync(file)) throw new Error(`The embedded database's thread is missing: ${file}`);
  return { file, fromSource };
}

/**
 * From source, the thread compiles TypeScript as the server does (tsx's loader, registered in
 * the thread itself: loader flags are not inherited by worker threads).
 */
function startWorker(): Worker {
  const { file, fromSource } = workerEntry();
  if (!fromSource) return new Worker(file);
  const require = createRequire(import.meta.url);
  const tsx = require
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((api) => {
    api.register();
    return import(${JSON.stringify(pathToFileURL(file).href)});
  });`;
  return new Worker(code, { eval: true });
}

/** A PostgreSQL error from the thread, with the fields callers read (code, constraint…). */
function rebuildError(fields: EmbeddedErrorFields): Error {
  const error = new Error(fields.message) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'message' && key !== 'stack') error[key] = value;
  }
  error.name = fields.name;
  return error;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

class EmbeddedThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor() {
    this.#worker = startWorker();
    this.#worker.unref();
    this.#worker.on('message', (message: EmbeddedMessage) => this.#receive(message));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`The embedded database stopped (thread exit code ${code})`)),
    );
  }

  get failed(): boolean {
    return this.#failure !== undefined;
  }

  request<T>(request: EmbeddedRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id }, transfer);
    });
  }

  listen(subscription: number, callback: (payload: string) => void): void {
    this.#listeners.set(subscription, callback);
  }

  unlisten(subscription: number): void {
    this.#listeners.delete(subscription);
  }

  #receive(message: EmbeddedMessage): void {
    if (message.kind === 'notification') {
      this.#listeners.get(message.subscription)?.(message.payload);
      return;
    }
    const waiting = this.#waiting.get(message.id);
    if (!waiting) return;
    this.#waiting.delete(message.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (message.kind === 'result') waiting.resolve(message.value);
    else waiting.reject(rebuildError(message.error));
  }

  #fail(cause: Error): void {
    if (this.#failure) return;
    this.#failure = new Error('The embedded database is closed: its thread stopped', { cause });
    if (thread === this) thread = undefined;
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const { reject } of waiting) reject(this.#failure);
    // Nothing can be served without the data: stop the process, as a crash in place would.
    if (databasesOpen > 0) {
      const failure = this.#failure;
      queueMicrotask(() => {
        throw failure;
      });
    }
  }
}

let thread: EmbeddedThread | undefined;
let databasesOpen = 0;
let nextSubscription = 1;

function currentThread(): EmbeddedThread {
  thread ??= new EmbeddedThread();
  return thread;
}

function wireOptions(options: QueryOptionsIn | undefined): EmbeddedQueryOptions {
  const wire: EmbeddedQueryOptions = {};
  if (options?.rowMode) wire.rowMode = options.rowMode;
  if (options?.paramTypes) wire.paramTypes = options.paramTypes;
  if (options?.parsers) wire.textTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

/** One embedded database, on the shared thread. */
export class EmbeddedClient {
  readonly #thread: EmbeddedThread;
  readonly #database: number;
  #closed = false;
  #nextTransaction = 1;

  private constructor(thread: EmbeddedThread, database: number) {
    this.#thread = thread;
    this.#database = database;
  }

  /** Opens (creating it when new) the database in `dataDir`, or one in memory. */
  static async open(options: {
    dataDir: string | undefined;
    snapshot: Blob | undefined;
  }): Promise<EmbeddedClient> {
    const shared = currentThread();
    const snapshot = options.snapshot
      ? new Uint8Array(await options.snapshot.arrayBuffer())
      : undefined;
    const database = await shared.request<number>(
      { op: 'open', dataDir: options.dataDir, snapshot },
      snapshot ? [snapshot.buffer as ArrayBuffer] : [],
    );
    databasesOpen += 1;
    return new EmbeddedClient(shared, database);
  }

  get closed(): boolean {
    return this.#closed || this.#thread.failed;
  }

  #request<T>(request: EmbeddedRequest): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    return this.#thread.request<T>(request);
  }

  query<Row = Record<string, unknown>>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptionsIn,
  ): Promise<EmbeddedResults<Row>> {
    return this.#statement(undefined, text, params, options);
  }

  exec(text: string): Promise<EmbeddedResults[]> {
    return this.#request({ op: 'exec', database: this.#database, transaction: undefined, text });
  }

  #statement<Row>(
    transaction: number | undefined,
    text: string,
    params: unknown[],
    options: QueryOptionsIn | undefined,
  ): Promise<EmbeddedResults<Row>> {
    return this.#request({
      op: 'query',
      database: this.#database,
      transaction,
      text,
      params,
      options: wireOptions(options),
    });
  }

  /** As PGlite's: commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTransaction++;
    const database = this.#database;
    await this.#request({ op: 'begin', database, transaction: id });
    let ended = false;
    const open = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const tx: EmbeddedTransaction = {
      query: async (text, params = [], options) => {
        open();
        return this.#statement(id, text, params, options);
      },
      exec: async (text) => {
        open();
        return this.#request({ op: 'exec', database, transaction: id, text });
      },
      rollback: async () => {
        open();
        ended = true;
        await this.#request({ op: 'rollback', database, transaction: id });
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) {
        ended = true;
        await this.#request({ op: 'rollback', database, transaction: id }).catch(() => {});
      }
      throw error;
    }
    if (!ended) {
      ended = true;
      await this.#request({ op: 'commit', database, transaction: id });
    }
    return result;
  }

  /** LISTEN on a channel; answers the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = nextSubscription++;
    this.#thread.listen(subscription, callback);
    await this.#request({ op: 'listen', database: this.#database, subscription, channel });
    return async () => {
      this.#thread.unlisten(subscription);
      if (!this.closed) {
        await this.#request({ op: 'unlisten', database: this.#database, subscription });
      }
    };
  }

  /** The whole database as a tarball (after a checkpoint), to start others from. */
  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.#request<Uint8Array>({ op: 'dump', database: this.#database });
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  /** Flushes everything to disk and closes. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    databasesOpen -= 1;
    if (this.#thread.failed) return;
    await this.#thread.request({ op: 'close', database: this.#database });
  }
}
