import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const DOM_TESTS = ['src/**/*.test.tsx', 'src/app/**/*.test.ts', 'src/ui/**/*.test.ts', 'src/features/**/*.test.ts', 'src/api/**/*.test.ts'];
const isDomTest = (file: string) => file.endsWith('.test.tsx') || (file.endsWith('.test.ts') && /^src\/(app|ui|features|api)\//.test(file));
/**
 * Component tests that must each have a fresh module graph: those that replace a module
 * (vi.mock / vi.doMock: the mock would outlive the file) and those marked `vitest: isolate`
 * because they rely on a module's own state starting empty. The others share one module graph
 * per worker (isolate: false), which halves the component tests' time: most of it was importing
 * React, Mantine and the app again for every file.
 */
const ISOLATED_DOM_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .filter((file) => isDomTest(file) && /vi\.(mock|doMock)\(|vitest: isolate/.test(readFileSync(file, 'utf8')));

/** A component-test project in jsdom: which files, and whether they share a module graph. */
const domProject = (files: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  extends: true as const,
  test: {
    ...files,
    environment: 'jsdom' as const,
    setupFiles: ['./tests/setup-dom.ts'],
    css: false,
    // The UI libraries bundled once (esbuild) instead of thousands of files read per test
    // file: the icon set alone is some 6,000 modules. About a third off the dom import time.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/dates',
            '@mantine/hooks',
            '@tabler/icons-react',
            '@tanstack/react-router',
            '@tanstack/react-query',
          ],
        },
      },
    },
    // Above the 10 s ceiling of findBy/waitFor (tests/setup-dom.ts), on a busy shared machine.
    testTimeout: 20_000,
  },
});

// Four projects: pure and server code in node, components in jsdom (those that share a module
// graph, and those that need their own), and the server integration suite (PGlite always;
// PostgreSQL too when DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/offline/**/*.test.ts', 'server/**/*.test.ts'],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      domProject({ name: 'dom', include: DOM_TESTS, exclude: ISOLATED_DOM_TESTS, isolate: false }),
      domProject({ name: 'dom-isolated', include: ISOLATED_DOM_TESTS }),
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // One module graph per worker: no integration test replaces a module, and each builds its
          // own app on its own database (harness.ts), so only the server's imports are shared.
          isolate: false,
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
