/**
 * The server under load benches: started from source in its own process (as in production, job
 * queue included) with BENCH_SERVER_FLAGS (e.g. "--cpu-prof") and the given environment, and
 * waited for until /api/ready answers. Answers the function that stops it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export async function startBenchServer(
  port: number,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
}
