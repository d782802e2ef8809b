import { ensureServerBuild } from './server-process.ts';

/** Vitest global setup of the system lane: the server bundle its tests start, built once per run when stale. */
export default function setup() {
  ensureServerBuild();
}
