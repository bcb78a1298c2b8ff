/**
 * The messages between the server and its embedded-database thread (embedded-client.ts and
 * embedded-worker.ts). Everything here crosses a `postMessage`, so it holds only values the
 * structured clone copies: no functions, no class instances but Date and typed arrays.
 */

/** What a query may ask of PGlite besides its text and parameters. */
export interface EmbeddedQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay as PostgreSQL's text (Drizzle's identity parsers). */
  textTypes?: number[];
  paramTypes?: number[];
}

export type EmbeddedRequest =
  | {
      op: 'open';
      dataDir: string | undefined;
      /** A `dumpDataDir()` tarball a new database starts from. */
      snapshot: Uint8Array | undefined;
    }
  | {
      op: 'query';
      database: number;
      /** The transaction the statement belongs to; absent outside one. */
      transaction: number | undefined;
      text: string;
      params: unknown[];
      options: EmbeddedQueryOptions;
    }
  | { op: 'exec'; database: number; transaction: number | undefined; text: string }
  | { op: 'begin'; database: number; transaction: number }
  | { op: 'commit'; database: number; transaction: number }
  | { op: 'rollback'; database: number; transaction: number }
  | { op: 'listen'; database: number; subscription: number; channel: string }
  | { op: 'unlisten'; database: number; subscription: number }
  | { op: 'dump'; database: number }
  | { op: 'close'; database: number };

/** A request as posted: the id its answer carries back. */
export type EmbeddedEnvelope = EmbeddedRequest & { id: number };

/** The fields of a PostgreSQL error worth keeping (codes drive the error handler). */
export interface EmbeddedErrorFields {
  message: string;
  name: string;
  stack?: string | undefined;
  code?: string | undefined;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  schema?: string | undefined;
  severity?: string | undefined;
  position?: string | undefined;
  where?: string | undefined;
}

export type EmbeddedMessage =
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: EmbeddedErrorFields }
  | { kind: 'notification'; subscription: number; payload: string };

export const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'position',
  'where',
] as const satisfies readonly (keyof EmbeddedErrorFields)[];
