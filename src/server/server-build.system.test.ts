import { describe, expect, it } from 'vitest';
import { fromRoot } from '#server/paths.ts';
import { serverModuleCopies } from '../../scripts/server-bundle.ts';

// The lane's global setup has built the server bundle that `npm start` runs.
describe('the server build', () => {
  it('holds one copy of each source module, so no module keeps state twice (decision 009)', () => {
    const { modules, duplicated } = serverModuleCopies(fromRoot());
    expect(duplicated).toEqual([]);
    expect(modules).toBeGreaterThan(400);
  });
});
