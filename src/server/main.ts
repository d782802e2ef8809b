import * as build from 'virtual:react-router/server-build';
import { builtClientDir, runOrExit, startServer } from './server.ts';

// The production entry. Vite builds it together with the React Router app into build/server/index.js:
// one module graph, so the jobs, the API and the page loaders share every module (and its state).
runOrExit(() => startServer({ build, clientDir: builtClientDir }));
