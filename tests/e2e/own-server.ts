// A spec's own server, for the specs that stop it, kill it or restart it mid-way (the project's
// server, playwright.config.ts, is shared by every spec of the project and must stay up): the
// real server (server/index.ts, as npm start runs it) on its own port and its own embedded
// database (DATA_DIR), seeded like npm start. It serves the build the suite serves (STATIC_DIR).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface OwnServer {
  readonly port: number;
  /** http://localhost:{port} */
  readonly base: string;
  /** Its embedded database and files (fax-outbox, documents, mail). */
  readonly dataDir: string;
  /** Starts it (seeding an empty DATA_DIR) and waits until it answers /api/status. */
  start(): Promise<void>;
  /** SIGTERM: the server closes as on a deploy, and this waits until it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: the process ends at once, whatever it was doing (a crash, a power cut); waits for the exit. */
  kill(): Promise<void>;
}

/**
 * A server named `name` on `port`: DATA_DIR is tmp/e2e-{name}-{port}, emptied here, so each run
 * seeds afresh. `env` adds to the suite's settings (a simulator's pace).
 */
export function ownServer(name: string, port: number, env: Record<string, string> = {}): OwnServer {
  const base = `http://localhost:${port}`;
  const dataDir = path.resolve('tmp', `e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess | null = null;

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  };

  return {
    port,
    base,
    dataDir,
    async start() {
      // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
      // process of its own, which a SIGKILL of the command would leave running.
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          APP_ENV: 'dev',
          SEED_ON_START: 'true',
          LOG_LEVEL: 'warn',
          SIGN_IN_RATE_LIMIT: '1000',
          GRAPHQL_RATE_LIMIT: '0',
          ...env,
        },
      });
      child = started;
      // An exit nobody asked for (stop and kill forget the process first) is said, with how it ended.
      started.on('exit', (code, signal) => {
        if (child === started) console.log(`[${name} server] exited by itself: ${signal ?? `code ${code}`}`);
      });
      const until = Date.now() + 240_000;
      for (;;) {
        const up = await fetch(`${base}/api/status`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        if (Date.now() > until || started.exitCode !== null) throw new Error(`the ${name} server did not start`);
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
