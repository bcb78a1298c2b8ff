/**
 * The one HTTP client of the web app. JSON in and out, a bearer token when signed in, the
 * interface language as Accept-Language (the server words its messages in it), the error body
 * raised as a typed `ApiError`, and careful retries for reads only (spec sections 7 and 8).
 */
import type { TErrorBody, TErrorCode, TErrorParams, TFieldErrors } from '@mainstay/contracts';
import { env } from '@/config/env.ts';
import { clearSession, getAccessToken } from './session.ts';

export type ApiErrorCode = TErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: TFieldErrors | undefined;
  /** The values the message was built with, to word the code the same way. */
  readonly params: TErrorParams | undefined;

  constructor(init: {
    message: string;
    status: number;
    code: ApiErrorCode;
    errors?: TFieldErrors;
    params?: TErrorParams;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.params = init.params;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Writes are never retried unless the call opts in; reads retry by default. */
  retry?: boolean;
  /** Answer the successful Response itself (a file to save) instead of its parsed body. */
  raw?: boolean;
}

export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const MAX_RETRIES = 2;
const BASE_DELAY_MS = 300;
const MAX_DELAY_MS = 10_000;

let unauthorizedHandler: (() => void) | null = null;

/** The router installs this: on a 401 the session is cleared and the user sent to login. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

let requestLanguage: string | null = null;

/** lib/i18n sets this whenever the interface language changes. */
export function setRequestLanguage(language: string | null): void {
  requestLanguage = language;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const base = env.VITE_API_BASE.replace(/\/$/, '');
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

/** Delay before the next attempt: Retry-After when the server gives one, else exponential backoff. */
export function retryDelay(response: Response | null, attempt: number): number {
  const header = response?.headers.get('Retry-After');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0) * 1000, MAX_DELAY_MS);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.min(Math.max(date - Date.now(), 0), MAX_DELAY_MS);
  }
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Partial<TErrorBody>;
  const message =
    typeof value.message === 'string' && value.message
      ? value.message
      : statusText || `Request failed with status ${status}`;
  return new ApiError({
    message,
    status,
    code: typeof value.code === 'string' ? value.code : 'UNKNOWN',
    ...(value.errors && typeof value.errors === 'object' ? { errors: value.errors } : {}),
    ...(value.params && typeof value.params === 'object' ? { params: value.params } : {}),
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';
  const maxRetries = (options.retry ?? isRead) ? MAX_RETRIES : 0;
  const url = buildUrl(path, options.query);

  for (let attempt = 0; ; attempt += 1) {
    const token = getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (requestLanguage) headers['Accept-Language'] ??= requestLanguage;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (options.body instanceof FormData) body = options.body;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }

    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: options.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (attempt < maxRetries) {
        await wait(retryDelay(null, attempt), options.signal);
        continue;
      }
      throw new ApiError({
        message: 'Could not reach the server. Check your connection and try again.',
        status: 0,
        code: 'NETWORK_ERROR',
      });
    }

    if (response.ok) {
      return (options.raw ? response : await readBody(response)) as T;
    }

    if (response.status === 401) {
      clearSession();
      if (token) unauthorizedHandler?.();
    } else if (attempt < maxRetries && RETRY_STATUSES.includes(response.status)) {
      await wait(retryDelay(response, attempt), options.signal);
      continue;
    }
    throw toApiError(response.status, await readBody(response), response.statusText);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
