// `npm start`: builds when the sources changed since the last build, then runs the server bundle
// (build/server/index.js), which migrates the database, loads the race-data snapshot into an empty
// one and serves the site on PORT.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root, serverEntry } from './build.ts';

process.chdir(root);
// Variables already in the environment win over the .env file.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

try {
  await buildIfNeeded();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// React and other libraries pick their production builds from process.env.NODE_ENV, which the
// server's own configuration also defaults to production.
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
