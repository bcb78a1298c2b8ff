/**
 * HTTP over a bare socket, for watching what a server does with a connection while it stops: a
 * request can be left half-sent (in flight) and finished later, and the outcome says whether an
 * answer arrived whole, not at all (refused or closed before any byte), or cut in the middle.
 */
import { connect } from 'node:net';

export type Outcome =
  | { kind: 'answered'; status: number; headers: Record<string, string> }
  | { kind: 'refused'; code: string }
  | { kind: 'cut'; received: string };

export interface RawRequest {
  /** Sends the rest of the body. */
  finish(): void;
  outcome: Promise<Outcome>;
}

function parse(received: string): Outcome {
  const headerEnd = received.indexOf('\r\n\r\n');
  const statusMatch = /^HTTP\/1\.1 (\d{3})/.exec(received);
  if (headerEnd < 0 || !statusMatch) return { kind: 'cut', received };
  const headers: Record<string, string> = {};
  for (const line of received.slice(0, headerEnd).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = Buffer.from(received.slice(headerEnd + 4));
  const length = Number(headers['content-length'] ?? Number.NaN);
  const whole = Number.isNaN(length)
    ? body.toString().endsWith('0\r\n\r\n')
    : body.byteLength >= length;
  return whole
    ? { kind: 'answered', status: Number(statusMatch[1]), headers }
    : { kind: 'cut', received };
}

/**
 * Opens a connection and sends `method path` with `body`; with `holdBack`, the last that many
 * bytes of the body wait for `finish()`. The outcome settles when the server closes the
 * connection or a whole answer has arrived.
 */
export async function rawRequest(
  port: number,
  options: { method: string; path: string; body?: string; holdBack?: number },
): Promise<RawRequest> {
  const body = options.body ?? '';
  const split = body.length - (options.holdBack ?? 0);
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let settle: (outcome: Outcome) => void = () => {};
  const outcome = new Promise<Outcome>((resolve) => (settle = resolve));
  let settled = false;
  const done = (result: Outcome) => {
    if (settled) return;
    settled = true;
    socket.destroy();
    settle(result);
  };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
    const parsed = parse(received);
    if (parsed.kind === 'answered') done(parsed);
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    done(received ? parse(received) : { kind: 'refused', code: error.code ?? 'ERROR' });
  });
  socket.on('close', () => done(received ? parse(received) : { kind: 'refused', code: 'CLOSED' }));
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  if (connected) {
    const head =
      `${options.method} ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      (body
        ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
        : '') +
      '\r\n';
    socket.write(head + body.slice(0, split));
  }
  return {
    finish: () => {
      if (connected && !settled) socket.write(body.slice(split));
    },
    outcome,
  };
}
