import { runServerToExit } from './support/server.ts';
import { expect, test } from './support/test.ts';

// A bad setting stops the built server at start with a message naming the variable.
for (const [name, value] of [
  ['PORT', 'eighty'],
  ['DATABASE_URL', 'mysql://localhost/pitwall'],
  ['PITWALL_NOW', 'next tuesday'],
] as const) {
  test(`the server refuses to start with a bad ${name}`, async () => {
    const { code, output } = await runServerToExit({ [name]: value });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(`${name}:`);
  });
}
