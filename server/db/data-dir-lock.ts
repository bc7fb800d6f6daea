// One owner per data directory (DESIGN §5): the server, the seed and every script that opens the
// embedded database take DATA_DIR first; a second opener is refused with a message naming the
// directory and the process that holds it. Two PGlite instances on one directory each believe
// they own its files and destroy the database between them (PGlite's postmaster.pid is a
// placeholder, -42, and locks nothing).
//
// The lock is a file, DATA_DIR/emr.lock, holding the owner's pid, as PostgreSQL's own
// postmaster.pid does: it is created atomically (a complete file hard-linked into place, so a
// reader never sees half of one), and a holder counts only while its process lives. A lock left
// by a killed process (kill -9, a crash, a power cut) is therefore taken over at once by the next
// opener, never waited out. Liveness is the pid, and on Linux also the process's start time and
// the boot it ran in (/proc), so a pid reused by another process after a crash or a reboot does
// not hold the directory either.
//
// Not an mtime lock refreshed on a timer (proper-lockfile and the like): PGlite runs on the main
// thread and a migration, the seed or a large query blocks it for seconds, long enough for such a
// lock to look abandoned and be taken by a second opener; and after kill -9 it would block a
// restart until it went stale. The directory must be on a local disk: a pid says nothing across
// machines sharing a network drive.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'emr.lock';

/** What the lock file says about its owner. */
export interface LockHolder {
  pid: number;
  /** Who holds it, in words: 'the server (npm start)', 'npm run seed'. */
  owner: string;
  /** ISO time the lock was taken. */
  since: string;
  host: string;
  /** Linux: /proc/sys/kernel/random/boot_id of the boot the owner ran in. */
  bootId?: string | undefined;
  /** Linux: the owner's start time (field 22 of /proc/PID/stat), against pid reuse. */
  startTicks?: string | undefined;
  /** This acquisition's own mark: a release removes only its own file. */
  token: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dir} is in use by process ${holder.pid} (${holder.owner}, since ${holder.since}). ` +
        'Only one process at a time may open the embedded database: stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** The directory, absolute. */
  readonly dir: string;
  /** Gives the directory up (idempotent). Also done when the process exits. */
  release(): void;
}

let ownerLabel: string | undefined;

/** How this process names itself to a second opener (set once by the entry point: index.ts, the seed, a script). */
export function setDataDirOwner(label: string): void {
  ownerLabel = label;
}

const defaultOwner = (): string => {
  if (ownerLabel) return ownerLabel;
  const script = process.argv[1];
  return script ? path.relative(process.cwd(), script) || script : 'node';
};

function readOptional(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const hasProc = fs.existsSync('/proc/self/stat');
const bootId = hasProc ? readOptional('/proc/sys/kernel/random/boot_id') : undefined;

/**
 * Linux: a process's start time in clock ticks since boot, null when there is no such process (or
 * only its zombie). undefined where /proc cannot tell.
 */
function startTicks(pid: number): string | null | undefined {
  if (!hasProc) return undefined;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  if (state === 'Z' || state === 'X') return null;
  return fields[19]; // field 22 of the whole line
}

const ownStart = startTicks(process.pid) ?? undefined;

/** Whether the lock's owner still runs (and is the process that took it, not a reuse of its pid). */
export function holderAlive(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  // Our own pid on a lock we do not hold (held locks are checked before): a pid reused after a
  // restart, e.g. pid 1 in a container.
  if (holder.pid === process.pid) return false;
  if (hasProc) {
    if (holder.bootId && bootId && holder.bootId !== bootId) return false; // the machine rebooted since
    const ticks = startTicks(holder.pid);
    if (ticks === null) return false;
    return !holder.startTicks || holder.startTicks === ticks;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string') return null;
    return {
      pid: value.pid,
      owner: typeof value.owner === 'string' ? value.owner : 'unknown',
      since: typeof value.since === 'string' ? value.since : 'unknown',
      host: typeof value.host === 'string' ? value.host : 'unknown',
      bootId: value.bootId,
      startTicks: value.startTicks,
      token: value.token,
    };
  } catch {
    return null;
  }
}

/** The live owner of DATA_DIR, or null when nobody holds it (no lock file, or a dead owner's). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const raw = readOptional(path.join(path.resolve(dataDir), LOCK_FILE));
  const holder = raw === undefined ? null : parseHolder(raw);
  if (!holder) return null;
  if (held.get(canonical(path.resolve(dataDir)))?.token === holder.token) return holder;
  return holderAlive(holder) ? holder : null;
}

/** Creates the lock file with its whole content at once; false when one exists. */
function create(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o644 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive create (a reader may then see it half written).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') {
      try {
        fs.writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
        return true;
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw inner;
      }
    }
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes a dead owner's lock, `raw` as read. Renamed aside first (atomic): when another opener
 * replaced it in the meantime with a live lock, that one is put back instead of deleted.
 */
function removeStale(file: string, raw: string): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readOptional(aside) !== raw) fs.linkSync(aside, file);
  } catch {
    // Someone else's lock is in place again: theirs stands.
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Locks held by this process, by canonical directory: a second open in the same process is refused too. */
const held = new Map<string, LockHolder & { file: string }>();
let exitHook = false;

function canonical(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the live owner. A lock
 * whose owner is gone is taken over. Released by release(), and when the process exits.
 */
export function lockDataDir(dataDir: string, owner: string = defaultOwner()): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const key = canonical(dir);
  const mine = held.get(key);
  if (mine) throw new DataDirInUseError(dir, mine);
  const file = path.join(key, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    owner,
    since: new Date().toISOString(),
    host: os.hostname(),
    bootId,
    startTicks: ownStart,
    token: randomUUID(),
  };
  const content = `${JSON.stringify(holder, null, 2)}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (create(file, content)) {
      held.set(key, { ...holder, file });
      if (!exitHook) {
        exitHook = true;
        process.once('exit', () => {
          for (const [heldKey, lock] of held) release(heldKey, lock);
        });
      }
      return { dir, release: () => release(key, held.get(key)?.token === holder.token ? held.get(key) : undefined) };
    }
    const raw = readOptional(file);
    if (raw === undefined) continue; // released between our two looks
    const current = parseHolder(raw);
    if (current && holderAlive(current)) throw new DataDirInUseError(dir, current);
    if (!current && youngerThan(file, 1000)) {
      sleep(20); // being written by an exclusive create (no hard links): look again
      continue;
    }
    removeStale(file, raw);
  }
  throw new Error(`The data directory ${dir} could not be locked: its lock file ${file} keeps changing hands.`);
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function release(key: string, lock: (LockHolder & { file: string }) | undefined): void {
  if (!lock) return;
  held.delete(key);
  // Only our own file: after a takeover (we were presumed dead) it is someone else's.
  const current = parseHolder(readOptional(lock.file) ?? '');
  if (current?.token === lock.token) fs.rmSync(lock.file, { force: true });
}
