// The data directory's lock (DESIGN §5, one owner per data directory): a live owner refuses
// everyone else, a dead one's lock (kill -9, a reused pid, a reboot) never blocks.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirHolder, LOCK_FILE, type LockHolder, lockDataDir } from './data-dir-lock.ts';

const root = path.resolve(import.meta.dirname, '../..');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'emr-lock-test-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(base, `d${++n}`);
const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockHolder;
const writeLock = (dir: string, holder: Partial<LockHolder>) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(lockFile(dir), JSON.stringify({ owner: 'someone', since: 'earlier', host: 'h', token: 'theirs', ...holder }));
};
const linux = fs.existsSync('/proc/self/stat');

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Another process that takes the lock on `dir` and keeps it until killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `import('./server/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}, 'the test holder'); console.log('locked'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  while (!out.includes('locked')) {
    if (child.exitCode !== null) throw new Error(`holder exited with ${child.exitCode}`);
    await new Promise((resolve) => child.stdout?.once('data', resolve));
  }
  return child;
}

describe('lockDataDir', () => {
  it('holds the directory for this process and gives it up on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir, 'the unit test');
    expect(readLock(dir)).toMatchObject({ pid: process.pid, owner: 'the unit test' });
    expect(dataDirHolder(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    expect(dataDirHolder(dir)).toBeNull();
    lockDataDir(dir).release();
  });

  it('refuses a second opener in the same process, naming the directory and the pid', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir, 'the first opener');
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(path.join(dir, '.'))).toThrow(
        `The data directory ${dir} is in use by process ${process.pid} (the first opener, since`,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses while another process holds it, and takes it over once that process is killed (kill -9)', async () => {
    const dir = freshDir();
    const child = await holderProcess(dir);
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`The data directory ${dir} is in use by process ${child.pid} (the test holder`);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(readLock(dir).pid).toBe(child.pid); // left behind
    expect(dataDirHolder(dir)).toBeNull();
    const lock = lockDataDir(dir, 'after the kill');
    expect(readLock(dir)).toMatchObject({ pid: process.pid, owner: 'after the kill' });
    lock.release();
  }, 60_000);

  it('takes over a lock whose pid no longer runs', () => {
    const dir = freshDir();
    writeLock(dir, { pid: 2 ** 22 + 12345 }); // above Linux's pid_max
    lockDataDir(dir).release();
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another process (pid reuse) or to an earlier boot', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, startTicks: '1' });
    lockDataDir(dir).release();
    writeLock(dir, { pid: process.ppid, bootId: 'an-earlier-boot' });
    lockDataDir(dir).release();
    // Our own pid on a lock we never took: a restart that was given the dead owner's pid (pid 1 in a container).
    writeLock(dir, { pid: process.pid, token: 'not-ours' });
    lockDataDir(dir).release();
  });

  it('refuses while a live process other than this one is named (no start time recorded)', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid });
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid} (someone, since earlier)`);
    fs.rmSync(lockFile(dir));
  });

  it('takes over an unreadable lock file that is not being written', () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lockFile(dir), '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    lockDataDir(dir).release();
  });

  it('never removes a lock that is no longer its own', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: process.ppid, token: 'someone-else' });
    lock.release();
    expect(readLock(dir).token).toBe('someone-else');
  });
});
