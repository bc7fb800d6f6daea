// The server the end-to-end suite runs against: the built app on a fresh embedded database,
// seeded with the demo data (the same path as `npm start`, minus the build step).
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startDevIssuer } from './oidc-dev-issuer.mjs';

const root = path.resolve(import.meta.dirname, '..');
// One data folder per port, so suites on different ports (E2E_PORT) do not share a database.
const dataDir = path.join(root, 'tmp', `e2e-data-${process.env.PORT ?? '4173'}`);
rmSync(dataDir, { recursive: true, force: true });
// Its own copy of the build, so a spec that deploys a new service worker into it
// (tests/e2e/update-prompt.spec.ts) changes what this server serves and no other's.
const staticDir = path.join(root, 'tmp', `e2e-static-${process.env.PORT ?? '4173'}`);
rmSync(staticDir, { recursive: true, force: true });
cpSync(path.join(root, process.env.STATIC_DIR ?? 'dist'), staticDir, { recursive: true });

// Single sign-on against a development identity provider in this process, on the next port
// (tests/e2e/sso.spec.ts): its login page vouches for any e-mail typed into it.
const appUrl = `http://localhost:${process.env.PORT ?? '3000'}`;
const ssoClientId = 'emr-e2e';
const devIssuer = await startDevIssuer({
  port: Number(process.env.PORT ?? 3000) + 1,
  redirectUris: [`${appUrl}/authenticate`],
  clientId: ssoClientId,
});
const sso = { OIDC_ISSUER: devIssuer.issuer, OIDC_CLIENT_ID: ssoClientId, PUBLIC_URL: appUrl };

// tsx itself (not through npx) so that a stop signal reaches the server.
const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    DATABASE_URL: '',
    // The demo seed runs only in dev (server/config.ts).
    APP_ENV: 'dev',
    SEED_ON_START: 'true',
    LOG_LEVEL: 'warn',
    // The suite signs the same demo users in from parallel workers.
    SIGN_IN_RATE_LIMIT: '1000',
    GRAPHQL_RATE_LIMIT: '0',
    // A payer's pace (server/config.ts): a bulk eligibility run lasts long enough to be watched and reloaded mid-run.
    ELIGIBILITY_SIMULATOR_DELAY_MS: '40',
    ...sso,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
