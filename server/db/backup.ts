// Backup and restore of the embedded database (DESIGN §5: one owner per data directory; backups
// are taken online and restored only while no server holds the directory).
//
// A backup is PGlite's own image of its data directory (a tar, gzipped), taken by the process
// that owns DATA_DIR: PGlite builds it in one synchronous pass between two queries, after a
// CHECKPOINT, so it is a consistent point in time however many writes go on around it. While the
// server runs it holds the lock, and the copy comes through it: it answers on a unix socket in
// DATA_DIR (mode 0600, so only the account that owns the data files, which could read them anyway,
// can ask). With no server, `npm run backup` takes the lock and dumps the directory itself.
//
// A restore takes the lock (refused while a server holds DATA_DIR), opens the backup in a new
// directory beside the current one first (so a bad file changes nothing), then swaps it in; the
// replaced database is kept aside, never deleted.
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, openPglite } from './client.ts';
import { DataDirInUseError, type LockHolder, lockDataDir } from './data-dir-lock.ts';

export const BACKUP_SOCKET = 'backup.sock';
/** Unix socket paths are limited to about 104 bytes (108 on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/** An expected failure with its words for the person at the terminal. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), BACKUP_SOCKET);
const hasDatabase = (dataDir: string) => fs.existsSync(path.join(path.resolve(dataDir), 'pglite', 'PG_VERSION'));
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** A consistent image of the open database: a CHECKPOINT (a restore then replays little), then PGlite's dump. */
async function image(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.dumpDataDir) throw new BackupError('Only the embedded database (PGlite) is backed up this way; PostgreSQL: pg_dump.');
  await handle.db.execute(sql`checkpoint`);
  return handle.dumpDataDir();
}

const blobStream = (blob: Blob) => Readable.fromWeb(blob.stream() as unknown as NodeReadableStream<Uint8Array>);

export interface BackupServer {
  readonly path: string;
  close(): Promise<void>;
}

/**
 * The server's side: answers `{"op":"backup"}` on DATA_DIR/backup.sock with a header line
 * `{"ok":true,"bytes":N}` and the image's N bytes (one backup at a time). Only the lock's owner
 * calls this. null (with a warning) where the socket cannot be made: online backup is then off.
 */
export async function serveBackups(
  dataDir: string,
  handle: DatabaseHandle,
  warn: (message: string) => void = console.warn,
): Promise<BackupServer | null> {
  const file = socketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    warn(`online backup is off: the socket path ${file} is too long for the system (use a shorter DATA_DIR)`);
    return null;
  }
  // We hold DATA_DIR: a socket file there is a killed server's.
  fs.rmSync(file, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {}); // a client that went away
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (request.length > 1024) return socket.destroy();
      const end = request.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      let op: unknown;
      try {
        op = (JSON.parse(request.slice(0, end)) as { op?: unknown }).op;
      } catch {}
      if (op !== 'backup') return void socket.end(`${JSON.stringify({ ok: false, message: 'unknown request' })}\n`);
      queue = queue.then(async () => {
        try {
          const tar = await image(handle);
          socket.write(`${JSON.stringify({ ok: true, bytes: tar.size, pid: process.pid })}\n`);
          await pipeline(blobStream(tar), socket);
        } catch (error) {
          if (!socket.destroyed) socket.end(`${JSON.stringify({ ok: false, message: (error as Error).message })}\n`);
        }
      });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    path: file,
    async close() {
      // A backup in flight ends with the server (its client sees it cut short), before the database closes.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await Promise.all([closed, queue]);
    },
  };
}

interface BackupHeader {
  ok: boolean;
  bytes?: number;
  message?: string;
}

/** Asks the running server for the image over its socket; the bytes go to `out`. Returns their count. */
async function fromServer(dataDir: string, holder: LockHolder, out: NodeJS.WritableStream): Promise<number> {
  const socket = net.createConnection(socketPath(dataDir));
  try {
    await once(socket, 'connect');
  } catch {
    throw new BackupError(
      `The data directory ${path.resolve(dataDir)} is in use by process ${holder.pid} (${holder.owner}), which does not take backups ` +
        '(only a running server does). Wait until it has finished, then run npm run backup again.',
    );
  }
  socket.write(`${JSON.stringify({ op: 'backup' })}\n`);
  let header: BackupHeader | undefined;
  let pending = Buffer.alloc(0);
  let received = 0;
  const body = new PassThrough();
  const written = pipeline(body, out);
  try {
    for await (const chunk of socket as AsyncIterable<Buffer>) {
      let data = chunk;
      if (!header) {
        pending = Buffer.concat([pending, chunk]);
        const end = pending.indexOf(10);
        if (end < 0) continue;
        header = JSON.parse(pending.subarray(0, end).toString('utf8')) as BackupHeader;
        if (!header?.ok)
          throw new BackupError(`The server (process ${holder.pid}) could not take the backup: ${header?.message ?? 'no answer'}`);
        data = pending.subarray(end + 1);
      }
      received += data.length;
      if (!body.write(data)) await once(body, 'drain');
    }
  } finally {
    body.end();
    socket.destroy();
  }
  await written;
  const expected = (header as BackupHeader | undefined)?.bytes;
  if (received !== expected) {
    throw new BackupError(`The backup from the server (process ${holder.pid}) was cut short: ${received} of ${expected ?? '?'} bytes.`);
  }
  return received;
}

export interface BackupResult {
  file: string;
  /** Size of the file written (gzipped). */
  bytes: number;
  seconds: number;
  /** Through the running server (its pid), or read from the directory by this process. */
  via: { server: number } | 'directory';
}

/** `npm run backup`: a consistent copy of DATA_DIR's database in `file` (a .tar.gz). */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const dir = path.resolve(dataDir);
  const target = path.resolve(file);
  if (!hasDatabase(dir)) throw new BackupError(`There is no embedded database in ${dir} to back up.`);
  const started = performance.now();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const gzipTo = () => {
    const gzip = zlib.createGzip({ level: 6 });
    const done = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
    return { gzip, done };
  };
  let via: BackupResult['via'] = 'directory';
  try {
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openDatabase({ dataDir: dir });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      // The directory's owner runs: only it may read the files, so the copy comes through it.
      const { gzip, done } = gzipTo();
      await Promise.all([fromServer(dir, error.holder, gzip), done]);
      via = { server: error.holder.pid };
    }
    if (handle) {
      try {
        const { gzip, done } = gzipTo();
        await Promise.all([pipeline(blobStream(await image(handle)), gzip), done]);
      } finally {
        await handle.close();
      }
    }
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: fs.statSync(target).size, seconds: (performance.now() - started) / 1000, via };
}

export interface RestoreResult {
  seconds: number;
  /** Where the database that was replaced now is (null: there was none). */
  keptAside: string | null;
}

/** `npm run restore -- FILE`: DATA_DIR's database becomes the backup's; refused while anyone holds DATA_DIR. */
export async function restoreDataDir(dataDir: string, file: string): Promise<RestoreResult> {
  const dir = path.resolve(dataDir);
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`There is no backup file ${source}.`);
  const started = performance.now();
  const lock = lockDataDir(dir, 'npm run restore');
  try {
    const when = stamp();
    const staging = path.join(dir, `pglite.restoring-${when}`);
    let bytes: Buffer = await fs.promises.readFile(source);
    try {
      if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = await promisify(zlib.gunzip)(bytes);
    } catch (error) {
      throw new BackupError(
        `${source} cannot be restored: it is a damaged gzip file (${(error as Error).message}). Nothing was changed in ${dir}.`,
      );
    }
    // PGlite's image is a tar (ustar): anything else is refused before PGlite reads it.
    if (bytes.subarray(257, 262).toString('latin1') !== 'ustar') {
      throw new BackupError(`${source} cannot be restored: it is not a backup made by npm run backup. Nothing was changed in ${dir}.`);
    }
    // Opened where nothing lives yet: a file that is no backup (or a damaged one) changes nothing.
    try {
      const client = await openPglite(staging, new Blob([new Uint8Array(bytes)]));
      try {
        await client.query('select count(*) from pg_class');
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`${source} cannot be restored: ${(error as Error).message.split('\n')[0]}. Nothing was changed in ${dir}.`);
    }
    const current = path.join(dir, 'pglite');
    let keptAside: string | null = null;
    if (fs.existsSync(current)) {
      keptAside = path.join(dir, `pglite.before-restore-${when}`);
      fs.renameSync(current, keptAside);
    }
    fs.renameSync(staging, current);
    return { seconds: (performance.now() - started) / 1000, keptAside };
  } finally {
    lock.release();
  }
}
