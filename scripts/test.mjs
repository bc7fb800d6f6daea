// `npm test`: everything a submission must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['generated files are current', 'npx', ['tsx', 'scripts/check-generated.ts']],
  ['type check', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['biome', 'check', '.', '--error-on-warnings']],
  ['unit, component and server integration tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end tests (Playwright, system Chromium)', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll checks passed.');
