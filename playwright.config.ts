import { defineConfig } from '@playwright/test';

// End-to-end against the production build served by the real server (npm start's server) on
// a fresh embedded database, in Debian's Chromium: no test downloads a browser.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './tmp/test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    serviceWorkers: 'allow',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/status`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
