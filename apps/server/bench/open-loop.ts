/**
 * Load at a constant arrival rate (an open loop, as k6's constant-arrival-rate or wrk2 apply it):
 * requests start at evenly spaced instants whatever the server's pace, over a pool of keep-alive
 * connections, and each latency counts from the instant the request was due, so a slow server
 * cannot hide behind requests that were never sent (coordinated omission).
 *
 * A closed-loop tool's overall rate (autocannon's, for one) fires every connection's share at the
 * same instants instead: 16 connections make bursts of 16 simultaneous requests, which measures
 * how a burst queues rather than how the server holds a rate.
 */
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  port: number;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** The next request to send (called once per request, in order). */
  next: () => LoadRequest;
  /** Connections at most; more requests in flight than this wait for one (and it shows). */
  maxSockets?: number;
}

export interface LoadResult {
  p50: number;
  p99: number;
  /** Completed requests per second over the run. */
  perSecond: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no answer (connection errors). */
  failed: number;
}

function send(agent: http.Agent, port: number, spec: LoadRequest): Promise<number | null> {
  return new Promise((resolve) => {
    const headers = spec.body
      ? { ...spec.headers, 'content-length': String(Buffer.byteLength(spec.body)) }
      : spec.headers;
    const request = http.request(
      { host: '127.0.0.1', port, method: spec.method, path: spec.path, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
    request.end(spec.body);
  });
}

const percentile = (sorted: number[], fraction: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;

export async function constantRate(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const inFlight: Promise<void>[] = [];
  let failed = 0;
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const due = (index: number) => start + index * interval;

  const fire = async (dueAt: number) => {
    const status = await send(agent, options.port, options.next());
    if (status === null) {
      failed += 1;
      return;
    }
    latencies.push(performance.now() - dueAt);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };

  let sent = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      // Everything already due goes now, even if the timer woke late.
      while (sent < total && due(sent) <= performance.now()) {
        inFlight.push(fire(due(sent)));
        sent += 1;
      }
      if (sent >= total) {
        finished();
        return;
      }
      setTimeout(tick, Math.max(0, due(sent) - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    perSecond: latencies.length / elapsedSeconds,
    statuses,
    failed,
  };
}
