import type { Config } from '@react-router/dev/config';
import { finishBuild } from './scripts/build.ts';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's defaults, adopted on 7 (docs/decisions/028-react-router-8-behaviour-on-7.md).
  // The JavaScript budget, the service worker, precompression and the build stamp (scripts/build.ts).
  buildEnd: finishBuild,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
