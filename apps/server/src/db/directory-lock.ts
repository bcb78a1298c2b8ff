/**
 * The embedded database's directory belongs to one server process at a time. PGlite keeps no lock
 * of its own, and two processes writing one directory hand out the same numbers and lose each
 * other's writes, so the server takes this lock before opening it and keeps it until it closes.
 *
 * Node offers no OS-level file lock without a native addon, so the lock is a file beside the
 * directory (`<directory>.lock`) naming its holder: pid, the process's start time (Linux), the
 * host, its boot and its pid namespace, and a random token. It is created whole and atomically
 * (a hard link that fails if the name exists), and the holder touches it every few seconds.
 *
 * A lock whose holder is gone is taken over, so a kill -9 never leaves the directory unusable:
 * - on the same machine and in the same pid namespace, the holder is gone when its pid does not
 *   exist or now belongs to a process started at another time (pid reuse);
 * - after a reboot (same host, another boot id) it is gone;
 * - elsewhere (another container or machine sharing the directory), its pid means nothing here:
 *   the lock is stale once it has not been touched for `staleAfterMs`.
 * Taking over is itself exclusive: a stale lock is first claimed by hard-linking it to a name
 * derived from its token, which only one process can do; only that process removes it.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  futimesSync,
  linkSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Linux: /proc/sys/kernel/random/boot_id; null elsewhere. */
  bootId: string | null;
  /** Linux: the pid namespace (`pid:[4026531836]`); null elsewhere. */
  pidNamespace: string | null;
  /** Linux: the process's start time in clock ticks since boot; null elsewhere. */
  processStart: string | null;
  /** When the holder took the lock (ISO 8601). */
  lockedAt: string;
  token: string;
}

export class DirectoryLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: LockHolder | undefined,
    readonly lockPath: string,
  ) {
    super(describeRefusal(directory, holder, lockPath));
    this.name = 'DirectoryLockedError';
  }
}

export interface DirectoryLock {
  readonly lockPath: string;
  /** Removes the lock file (when it is still ours) and stops touching it. Safe to call twice. */
  release(): void;
}

export interface LockOptions {
  /** How often the holder touches the lock file (default 5 s). */
  heartbeatMs?: number;
  /** A lock from another machine or container untouched for this long is stale (default 60 s). */
  staleAfterMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 5_000;
const DEFAULT_STALE_AFTER_MS = 60_000;
/** A take-over claim older than this was left by a process that died while taking over. */
const ABANDONED_CLAIM_MS = 10_000;
const ATTEMPTS = 20;

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

function readLinkOrNull(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
function processStartOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function whoAmI(): Omit<LockHolder, 'lockedAt' | 'token'> {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readLinkOrNull('/proc/self/ns/pid'),
    processStart: processStartOf(process.pid),
  };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.token === 'string'
      ? (value as LockHolder)
      : undefined;
  } catch {
    return undefined;
  }
}

interface LockFile {
  /** Undefined when the file does not say (unreadable or not ours). */
  holder: LockHolder | undefined;
  /** Identifies this very file: its token, or its inode and time when it has none. */
  key: string;
  touchedAt: number;
}

function readLockFile(path: string): LockFile | undefined {
  try {
    const stats = statSync(path);
    const holder = parseHolder(readFileSync(path, 'utf8'));
    return {
      holder,
      key: holder?.token ?? `${stats.ino}-${stats.mtimeMs}`,
      touchedAt: stats.mtimeMs,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether the process named by a lock file may still be using the directory. */
export function holderAlive(file: LockFile, staleAfterMs: number, now = Date.now()): boolean {
  const { holder } = file;
  const me = whoAmI();
  if (holder && holder.host === me.host && holder.bootId && me.bootId) {
    // Same host name, another boot: the machine restarted since.
    if (holder.bootId !== me.bootId) return false;
  }
  const samePidSpace =
    holder !== undefined &&
    holder.host === me.host &&
    holder.bootId === me.bootId &&
    holder.pidNamespace === me.pidNamespace;
  if (!samePidSpace) return now - file.touchedAt < staleAfterMs;
  if (!pidExists(holder.pid)) return false;
  const started = holder.processStart === null ? null : processStartOf(holder.pid);
  // The pid now belongs to another process (pid reuse).
  if (started !== null && started !== holder.processStart) return false;
  return true;
}

function sleepSync(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

function claimTime(path: string): number | undefined {
  try {
    return statSync(path).ctimeMs;
  } catch {
    return undefined;
  }
}

/** Removes a stale lock file unless another process got there first; see the module comment. */
function removeStale(lockPath: string, stale: LockFile): void {
  const claim = `${lockPath}.stale-${stale.key.replace(/[^A-Za-z0-9.-]/g, '_')}`;
  try {
    linkSync(lockPath, claim);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EEXIST') throw error;
    // Another process is taking it over; or died doing so long ago, leaving its claim.
    // (Linking changes a file's ctime, so ctime is when it was claimed.)
    const claimedAt = claimTime(claim);
    if (claimedAt !== undefined && Date.now() - claimedAt > ABANDONED_CLAIM_MS) {
      rmSync(claim, { force: true });
    } else {
      sleepSync(50);
    }
    return;
  }
  try {
    // The claim is the very file judged stale (not one that replaced it since): ours to remove.
    if (readLockFile(claim)?.key === stale.key) unlinkSync(lockPath);
  } finally {
    unlinkSync(claim);
  }
}

/**
 * Takes the lock of `directory` (the file `<directory>.lock`), or throws DirectoryLockedError
 * naming the process that holds it.
 */
export function lockDirectory(directory: string, options: LockOptions = {}): DirectoryLock {
  const lockPath = `${directory}.lock`;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const holder: LockHolder = {
    ...whoAmI(),
    lockedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  // Written whole under a name of its own, then linked into place: a reader never sees half.
  const draft = `${lockPath}.${holder.token}`;
  const fd = openSync(draft, 'wx');
  let held = false;
  try {
    writeSync(fd, `${JSON.stringify(holder, null, 2)}\n`);
    for (let attempt = 0; attempt < ATTEMPTS && !held; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        held = true;
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readLockFile(lockPath);
      if (!current) continue;
      if (holderAlive(current, staleAfterMs)) {
        throw new DirectoryLockedError(directory, current.holder, lockPath);
      }
      removeStale(lockPath, current);
    }
    if (!held) throw new Error(`Could not take the lock ${lockPath}: it kept changing`);
  } finally {
    unlinkSync(draft);
    if (!held) closeSync(fd);
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      futimesSync(fd, now, now);
    } catch {
      // The file system went away; the next start judges the lock by its holder.
    }
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    try {
      // Only our own file: after a take-over (judged stale by mistake) the name is another's.
      if (statSync(lockPath).ino === fstatSync(fd).ino) unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
    closeSync(fd);
  };
  // A process.exit() without closing the database still leaves no lock behind.
  process.on('exit', release);
  return { lockPath, release };
}

function describeRefusal(
  directory: string,
  holder: LockHolder | undefined,
  lockPath: string,
): string {
  const who = holder
    ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.lockedAt}`
    : 'another process';
  return (
    `The embedded database in ${directory} is in use by another Mainstay server (${who}). ` +
    'Only one server may use a data directory: stop that one first, or give this one another ' +
    `DATA_DIR (or a PostgreSQL DATABASE_URL). The lock is ${lockPath}; it is released when its ` +
    'holder stops, and taken over at start-up once that process is gone.'
  );
}
