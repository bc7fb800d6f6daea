import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure and server code in node, components in jsdom, and the server
// integration suite (PGlite always; PostgreSQL too when DATABASE_URL is set).
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
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'src/app/**/*.test.ts',
            'src/ui/**/*.test.ts',
            'src/features/**/*.test.ts',
            'src/api/**/*.test.ts',
          ],
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
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
