import { defineConfig } from 'vitest/config';

// Four projects: unit (pure code, colocated *.test.ts), web (the browser app's code and components,
// colocated under src/web, in a simulated DOM), integration (real SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and e2e (built app in Debian's Chromium).
export default defineConfig({
  test: {
    // CI adds a JSON report per run so .ci/run can print one closing count over all runs.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/vitest-${process.pid}.json` },
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['src/web/**'],
          // Property tests run hundreds of cases; on a busy 2-core machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // A page on a busy 2-core machine can take a few seconds to react; a poll waits for it
          // rather than failing a journey that is merely slow.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
