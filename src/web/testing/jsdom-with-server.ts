import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom, with modules transformed the way the server's are: for component tests that run the app
 * and its database in the same process. The plain jsdom environment transforms for the browser,
 * which rewrites `new URL('./migrations', import.meta.url)` and the like into web addresses.
 */
export default {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-server',
  viteEnvironment: 'ssr',
} satisfies Environment;
