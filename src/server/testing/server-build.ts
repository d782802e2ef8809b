import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { App } from '#server/app.ts';
import type { Services } from '#server/services.ts';

/**
 * The whole app, pages included, compiled on demand by Vite as `npm run dev` does, so tests can send
 * requests to pages and their actions through `app.request` without a build step. The app is loaded
 * through Vite's module graph, the one the route modules come from: one copy of each server module,
 * as in the production build (a second copy would define every cache twice).
 */
export async function openWholeApp(services: Services): Promise<{
  app: App;
  build: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  });
  const { createApp } = (await vite.ssrLoadModule('/src/server/app.ts')) as typeof import('#server/app.ts');
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return {
    app: createApp({ services, build }),
    build,
    close: () => vite.close(),
  };
}

type RouteEntry = { id: string; parentId?: string; path?: string } | undefined;
/** Every page path of the built route table (src/web/routes.ts), nested routes joined, so tests reach pages added later. */
export function pagePaths(build: ServerBuild): string[] {
  const routes: RouteEntry[] = Object.values(build.routes);
  const byId = new Map(routes.flatMap((route) => (route ? [[route.id, route] as const] : [])));
  const fullPath = (route: RouteEntry): string =>
    route ? `${route.parentId ? fullPath(byId.get(route.parentId)) : ''}/${route.path ?? ''}` : '';
  return [...new Set(routes.map((route) => fullPath(route).replace(/\/+/g, '/')))];
}
