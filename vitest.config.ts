import { Socket } from 'node:net';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

const postgresUrl = new URL(
  process.env.PITWALL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);

/** Component tests: React components in a DOM (jsdom), driven the way a visitor would with Testing Library. */
const webTests = 'src/web/**/*.test.tsx';

/** Whether a PostgreSQL server answers, so the postgres project runs only where one does. */
function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(url.port || 5432), url.hostname, () => done(true));
  });
}

export default defineConfig(async (): Promise<ViteUserConfig> => {
  const withPostgres = await reachable(postgresUrl);
  if (!withPostgres) {
    console.log(`PostgreSQL at ${postgresUrl.host} does not answer: skipping the postgres test project`);
  }
  return {
    test: {
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: 'forks',
      projects: [
        {
          extends: true,
          test: {
            name: 'pglite',
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
            // Component tests run once, in the web project's DOM.
            exclude: [...configDefaults.exclude, webTests, 'scripts/fixtures/**'],
            globalSetup: ['src/server/testing/global-setup-pglite.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            include: [webTests],
            // jsdom, with modules transformed as on the server: some component tests answer the
            // browser's fetches with the real app on PGlite, in the same process.
            environment: './src/web/testing/jsdom-with-server.ts',
            setupFiles: ['src/web/testing/setup-dom.ts'],
            globalSetup: ['src/server/testing/global-setup-pglite.ts'],
          },
        },
        ...(withPostgres
          ? [
              {
                extends: true as const,
                test: {
                  name: 'postgres',
                  include: ['src/server/**/*.test.ts'],
                  env: { PITWALL_TEST_DATABASE: 'postgres' },
                  globalSetup: ['src/server/testing/global-setup-postgres.ts'],
                },
              },
            ]
          : []),
      ],
    },
  };
});
