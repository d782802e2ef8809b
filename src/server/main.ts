import * as build from 'virtual:react-router/server-build';
import { runInstances } from './instances.ts';
import { builtClientDir, startServer } from './server.ts';

// The production entry. Vite builds it together with the React Router app into build/server/index.js:
// one module graph, so the jobs, the API and the page loaders share every module (and its state).
// INSTANCES > 1 runs it once per instance on one port (instances.ts).
runInstances(() => startServer({ build, clientDir: builtClientDir }));
