import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in run mode is one worker fewer than the cores: one worker on CI's two.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['schemas/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'locales/**/*.test.ts', 'brands/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['gateway/**/*.test.ts', 'tests/system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps the modules it imported from one file to the next: re-importing the
          // gateway (~5 s a file) for each of ~130 files was a third of the step. Suites share
          // no module state — each builds its own gateway on its own database.
          isolate: false,
          // The demo database, migrated and seeded once per run: suites start from it.
          globalSetup: ['gateway/test-support/seeded-template.ts'],
        },
      },
    ],
  },
});
