import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The Vitest projects, one per lane (docs/testing.md). A file's name says where it runs:
 * - `*.test.ts`: the unit lane, on PGlite;
 * - `*.engine.test.ts`: the unit lane on PGlite, and the engine lane again on PostgreSQL — the files
 *   whose behaviour depends on the database engine (queries, writes, locks, events, rate-limit rows,
 *   outages, concurrency);
 * - `*.system.test.ts`: the system lane only, against the built server (`npm run build` first);
 * - `src/web/**\/*.test.tsx`: the web project of the unit lane, components in jsdom.
 */
const webTests = 'src/web/**/*.test.tsx';
const engineTests = 'src/**/*.engine.test.ts';
const systemTests = 'src/**/*.system.test.ts';
/**
 * The unit and engine lanes run one file per core (Vitest's default leaves one core free). The system lane keeps the default, one file at a time: its files start
 * servers, kill them and time outages.
 */
const filePerCore = '100%';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // `npm run test:coverage`: statements and branches of src/ over every Vitest lane (the system
    // lane's servers are processes of their own: only its in-process helpers count).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: filePerCore,
          // One module graph per worker, not one per file: importing the app afresh for each of
          // some 150 files took 226 s of the lane's worker time, shared it takes 20 s. Every test
          // builds its own app, services and database (createTestApp, openTestDatabase), so no
          // state a test can see lives in a module.
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, systemTests, 'scripts/fixtures/**'],
          globalSetup: ['src/server/testing/global-setup-pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          maxWorkers: filePerCore,
          include: [webTests],
          // jsdom, with modules transformed as on the server: some component tests answer the
          // browser's fetches with the real app on PGlite, in the same process.
          environment: './src/web/testing/jsdom-with-server.ts',
          setupFiles: ['src/web/testing/setup-dom.ts'],
          globalSetup: ['src/server/testing/global-setup-pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'engine',
          maxWorkers: filePerCore,
          // The same files as in the unit project, so the same shared module graph (46 s of the
          // lane's worker time went to importing the app afresh for each file).
          isolate: false,
          include: [engineTests],
          env: { PITWALL_TEST_DATABASE: 'postgres' },
          globalSetup: ['src/server/testing/global-setup-postgres.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: [systemTests],
          // After the other projects when they run together (`npm run test:coverage`): a project
          // with its own number of workers needs a group of its own.
          sequence: { groupOrder: 1 },
          globalSetup: ['src/server/testing/global-setup-system.ts'],
        },
      },
    ],
  },
});
