import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

const script = fileURLToPath(new URL('./check-boundaries.ts', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/boundaries/${name}`, import.meta.url));

/** Runs the check as `npm run lint` does, on a fixture tree: exit status and printed lines. */
function check(root: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, root], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.split('\n'), stderr: run.stderr };
}

describe('the module boundary check', () => {
  let lines: string[];
  let outcome: ReturnType<typeof check>;
  beforeAll(() => {
    outcome = check(fixture('violations'));
    lines = outcome.lines;
  });
  /** The rule printed under the line naming this file's import. */
  const ruleUnder = (importLine: string) => lines[lines.indexOf(importLine) + 1]?.trim();

  test('fails on a tree with violations', () => {
    expect(outcome.stderr).toBe('');
    expect(outcome.status).toBe(1);
    expect(lines).toContain(
      '10 boundary violation(s), 1 import cycle(s). The rules are the table at the top of scripts/check-boundaries.ts.',
    );
  });

  test('prints an import cycle, whatever kind of import closes it (re-export, import())', () => {
    expect(lines).toContain(
      'import cycle: src/server/features/news/feed-a.ts → src/server/features/news/feed-b.ts → src/server/features/news/feed-c.ts → src/server/features/news/feed-a.ts',
    );
  });

  test.each([
    [
      'a server feature importing another',
      'src/server/features/news/news.server.ts:2 imports src/server/features/standings/standings.server.ts',
      'src/server/features/<A>/** may not import src/server/features/<B>/**',
    ],
    [
      'shared code importing server code',
      'src/shared/dates.ts:2 imports src/server/db/client.ts',
      'src/shared/** may not import ** except src/shared/**',
    ],
    [
      'the server importing the web app',
      'src/server/features/standings/standings-page.server.ts:2 imports src/web/routes/profile.tsx',
      'src/server/** may not import src/web/**',
    ],
    [
      'race data importing a feature, by a relative path',
      "src/server/race-data/seasons.ts:2 imports src/server/features/news/news.server.ts ('../features/news/news.server.ts')",
      'src/server/race-data/** may not import src/server/features/**',
    ],
    [
      'race data importing an import format',
      "src/server/race-data/lap-times.ts:2 imports src/server/ingest/f1db-values.ts ('../ingest/f1db-values.ts')",
      'src/server/race-data/** may not import src/server/ingest/**',
    ],
    [
      'accounts importing a feature',
      "src/server/auth/auth.routes.ts:2 imports src/server/features/news/news.server.ts ('../features/news/news.server.ts')",
      'src/server/auth/** may not import src/server/features/**',
    ],
    [
      'a web feature importing a type of another',
      'src/web/features/profile/profile-form.tsx:2 imports src/web/features/auth/field.tsx',
      'src/web/features/<A>/** may not import src/web/features/<B>/**',
    ],
    [
      "a web feature importing another feature's server slice",
      'src/web/features/profile/profile-standings.server.ts:2 imports src/server/features/standings/standings.server.ts',
      'src/web/features/<A>/** may not import src/server/features/<B>/**',
    ],
    [
      'a web feature importing a route module',
      "src/web/features/standings/back-link.tsx:2 imports src/web/routes/profile.tsx ('../../routes/profile.tsx')",
      'src/web/features/<A>/** may not import src/web/routes/**',
    ],
    [
      'a building block importing a feature',
      "src/web/components/ui/button.tsx:2 imports src/web/features/auth/field.tsx ('../../features/auth/field.tsx')",
      'src/web/components/** may not import src/web/features/**',
    ],
  ])('reports %s, naming file, line, import and rule', (_case, importLine, rule) => {
    expect(lines).toContain(importLine);
    expect(ruleUnder(importLine)).toMatch(new RegExp(`^${rule.replace(/[*.]/g, '\\$&')}: `));
  });

  test('leaves alone what composes or stays in its own slice: routes, tests, a feature and its server half', () => {
    const reported = lines.filter((line) => line.includes(' imports ')).map((line) => line.split(':')[0]);
    expect(reported).not.toContain('src/web/routes/profile.tsx');
    expect(reported).not.toContain('src/server/features/news/news.test.ts');
    expect(reported).not.toContain('src/web/features/standings/standings-table.tsx');
  });

  test('passes a tree that keeps to the rules', () => {
    const clean = check(fixture('clean'));
    expect(clean).toEqual({
      status: 0,
      lines: ['Module boundaries hold: no forbidden imports, no import cycles.', ''],
      stderr: '',
    });
  });
});
