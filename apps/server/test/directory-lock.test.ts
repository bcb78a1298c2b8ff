// The embedded database's directory lock, in one process: who holds it, when a lock left behind
// is taken over (its holder dead, its pid reused, its machine rebooted, or, for a holder in
// another container or machine, not touched for a while) and when it is not. Two real server
// processes on one directory are in process-lifecycle.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory, type LockHolder } from '../src/db/directory-lock.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mainstay-lock-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
const newDirectory = () => join(scratch, `data-${(count += 1)}`);

/** The record a lock of this process writes, to forge others from. */
function ownRecord(): LockHolder {
  const lock = lockDirectory(newDirectory());
  const record = JSON.parse(readFileSync(lock.lockPath, 'utf8')) as LockHolder;
  lock.release();
  return record;
}

function forgeLock(directory: string, changes: Partial<LockHolder>, ageMs = 0): void {
  const record = { ...ownRecord(), token: `forged${count}`, ...changes };
  writeFileSync(`${directory}.lock`, JSON.stringify(record));
  const touched = new Date(Date.now() - ageMs);
  utimesSync(`${directory}.lock`, touched, touched);
}

function refusal(directory: string): DirectoryLockedError {
  try {
    lockDirectory(directory).release();
  } catch (error) {
    if (error instanceof DirectoryLockedError) return error;
    throw error;
  }
  throw new Error('The lock was taken');
}

/** A pid that existed a moment ago and has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const onLinux = process.platform === 'linux';

/**
 * A process of its own that, told `go` on standard input, tries the lock and prints `held` or
 * `refused`, then keeps what it got until told `release`.
 */
const CONTENDER = `
import { createInterface } from 'node:readline';
import { lockDirectory } from ${JSON.stringify(new URL('../src/db/directory-lock.ts', import.meta.url).pathname)};
let lock;
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'go') {
    try { lock = lockDirectory(process.env.LOCK_DIRECTORY); console.log('held'); }
    catch (error) { console.log(error.name === 'DirectoryLockedError' ? 'refused' : String(error)); }
  }
  if (line === 'release') { lock?.release(); process.exit(0); }
}
`;

function startContender(directory: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', CONTENDER],
    { env: { ...process.env, LOCK_DIRECTORY: directory }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
  });
  const said = (predicate: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find(predicate);
        if (line) return resolve(line);
        if (child.exitCode !== null) return reject(new Error(`exited: ${lines.join(' ')}`));
        setTimeout(check, 20);
      };
      check();
    });
  return {
    ready: () => said((line) => line === 'ready'),
    result: () => said((line) => line !== 'ready'),
    tell: (line: string) => child.stdin.write(`${line}\n`),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
}

describe('the data directory lock', () => {
  it('is held by one holder at a time and names it to the others', () => {
    const directory = newDirectory();
    const lock = lockDirectory(directory);
    expect(existsSync(lock.lockPath)).toBe(true);

    const error = refusal(directory);
    expect(error.message).toContain(directory);
    expect(error.message).toContain(`process ${process.pid}`);
    expect(error.holder?.pid).toBe(process.pid);

    lock.release();
    expect(existsSync(lock.lockPath)).toBe(false);
    lockDirectory(directory).release();
  });

  it('takes over a lock whose holder has died', () => {
    const directory = newDirectory();
    forgeLock(directory, { pid: deadPid() });
    const lock = lockDirectory(directory);
    expect(JSON.parse(readFileSync(lock.lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(onLinux)('takes over a lock whose pid now belongs to another process', () => {
    const directory = newDirectory();
    // Our own pid, alive, but recorded with another start time: it was reused.
    forgeLock(directory, { processStart: '1' });
    lockDirectory(directory).release();
  });

  it.runIf(onLinux)('takes over a lock from before the machine restarted', () => {
    const directory = newDirectory();
    forgeLock(directory, { bootId: 'another-boot' });
    lockDirectory(directory).release();
  });

  it('keeps a lock of another machine or container while it is touched, not after', () => {
    const directory = newDirectory();
    // Its pid means nothing here (ours, alive, to be sure it is not what decides).
    forgeLock(directory, { host: 'elsewhere', pidNamespace: 'pid:[1]' }, 5_000);
    const error = refusal(directory);
    expect(error.message).toContain('on elsewhere');

    forgeLock(directory, { host: 'elsewhere', pidNamespace: 'pid:[1]' }, 120_000);
    lockDirectory(directory).release();
  });

  it('keeps a lock it cannot read until it goes untouched', () => {
    const directory = newDirectory();
    writeFileSync(`${directory}.lock`, 'not a lock');
    expect(refusal(directory).message).toContain('another process');
    const old = new Date(Date.now() - 120_000);
    utimesSync(`${directory}.lock`, old, old);
    lockDirectory(directory).release();
  });

  it('leaves no lock file behind when released, whoever held it', () => {
    const directory = newDirectory();
    const lock = lockDirectory(directory);
    lock.release();
    lock.release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
  });

  it('lets exactly one of several processes take over a stale lock at the same moment', async () => {
    const directory = newDirectory();
    forgeLock(directory, { pid: deadPid() });
    const contenders = Array.from({ length: 4 }, () => startContender(directory));
    await Promise.all(contenders.map((contender) => contender.ready()));
    for (const contender of contenders) contender.tell('go');
    const results = await Promise.all(contenders.map((contender) => contender.result()));
    expect(results.sort()).toEqual(['held', 'refused', 'refused', 'refused']);
    for (const contender of contenders) contender.tell('release');
    await Promise.all(contenders.map((contender) => contender.exited));
    expect(existsSync(`${directory}.lock`)).toBe(false);
  }, 60_000);
});
