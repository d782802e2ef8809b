import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  // The browser knows every route from the manifest module: no /__manifest fetch for the page's
  // links and no second render of the page once it arrives (docs/decisions/026-hydration-slices-and-links.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
