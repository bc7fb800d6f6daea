import { defineConfig } from '@playwright/test';

// End-to-end against the production build served by the real server (npm start's server) on
// a fresh embedded database, in Debian's Chromium: no test downloads a browser.
//
// Two projects run side by side, one worker each, and each has its own server (its own port,
// seeded database and copy of the build: scripts/e2e-server.mjs), so the files of one never meet
// the data of the other, and within a project the files run one after another on one seeded
// server as before. The files are split so the two take about as long (measured); a new spec
// goes to 'field', the first project, unless it is listed in RECORDS.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The second project's server: its single sign-on issuer takes PORT + 1 (scripts/e2e-server.mjs); the specs' own
 * servers (tests/e2e/own-server.ts) take their project's port + 20 (waiting room, records) and + 30 (letters restart, field).
 */
const RECORDS_PORT = PORT + 2;
const RECORDS = [
  'administration.spec.ts',
  'patient-chart.spec.ts',
  'waiting-room.spec.ts',
  'field-day.spec.ts',
  'schedule-board.spec.ts',
  'patient-records.spec.ts',
  'patient-coverage.spec.ts',
  'patient-chart-offline.spec.ts',
  'patient-demographics.spec.ts',
  'patient-problems.spec.ts',
  'pages.spec.ts',
  'sign-in.spec.ts',
  'update-prompt.spec.ts',
  'availability-time-typing.spec.ts',
  'notification-count-race.spec.ts',
  'session-lock.spec.ts',
  'master-lists.spec.ts',
  'past-order.spec.ts',
  'encounter-review.spec.ts',
  'clinical-rounds.spec.ts',
  'clinician-encounters.spec.ts',
];

const server = (port: number) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://localhost:${port}/api/status`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port) },
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './tmp/test-results',
  use: {
    browserName: 'chromium',
    // No service worker unless a file asks for one (WITH_SERVICE_WORKER in tests/e2e/support.ts,
    // which says why): the offline and update specs.
    serviceWorkers: 'block',
    // The demo's clinicians work in Florida and the seed's 'today' is theirs (server/seed/schedule.ts):
    // a browser in UTC would see tomorrow from 00:00 to 05:00 UTC (a day with no visits).
    timezoneId: 'America/New_York',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'field', workers: 1, testIgnore: RECORDS, use: { baseURL: `http://localhost:${PORT}` } },
    { name: 'records', workers: 1, testMatch: RECORDS, use: { baseURL: `http://localhost:${RECORDS_PORT}` } },
  ],
  webServer: [server(PORT), server(RECORDS_PORT)],
});
