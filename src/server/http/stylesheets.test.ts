import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetReader } from './stylesheets.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'pitwall-styles-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'root-Ab12.css'), 'body{color:red}');
writeFileSync(join(clientDir, 'assets', 'odd-Cd34.css'), '.a::after{content:"</style><script>"}');
writeFileSync(join(clientDir, 'secret.css'), 'not an asset');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the stylesheets pages inline', () => {
  const read = stylesheetReader(clientDir);

  it('are the build files by their URL', () => {
    expect(read('/assets/root-Ab12.css')).toBe('body{color:red}');
  });

  it('cannot end the <style> element they are written into', () => {
    expect(read('/assets/odd-Cd34.css')).toBe('.a::after{content:"<\\/style><script>"}');
  });

  it('are only files of the build assets: anything else is left to a link', () => {
    expect(read('/assets/missing-Ef56.css')).toBeUndefined();
    expect(read('/secret.css')).toBeUndefined();
    expect(read('/assets/../secret.css')).toBeUndefined();
    expect(read('/assets/root-Ab12.js')).toBeUndefined();
  });
});
