// The server the end-to-end suite runs against: the built app on a fresh embedded database,
// seeded with the demo data (the same path as `npm start`, minus the build step).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });

// tsx itself (not through npx) so that a stop signal reaches the server.
const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_ON_START: 'true', LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '1000' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
