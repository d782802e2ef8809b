import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { siteWorkerUrl } from '#shared/site-worker.ts';

/**
 * The site's worker under `npm run dev`: the reminders' push handlers alone, without the caching
 * the build generates (scripts/service-worker.ts), so every edit shows at once. A worker a
 * production build left on the same address is replaced by this one, and its copies dropped.
 */
const developmentWorker = `importScripts('/push-worker.js');
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))).then(() => self.clients.claim()),
  );
});
`;

/**
 * `npm run dev`: Vite in middleware mode in front of the Hono app. The server modules are loaded
 * through Vite's module graph, the same graph the route modules come from, so there is one copy of
 * each as in the production build; route modules and styles update on every edit without a restart
 * (edits to server modules that were already loaded take a restart). Vite answers its own requests
 * (source modules, files in public/, hot updates over a WebSocket on the same port).
 */
async function dev() {
  const server = createServer();
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  server.on('close', () => void vite.close());
  const { runOrExit, startServer } = (await vite.ssrLoadModule(
    '/src/server/server.ts',
  )) as typeof import('./server.ts');
  runOrExit(() =>
    startServer({
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      serve({ fetch, port, hostname }, onListening: (info: AddressInfo) => void) {
        const app = getRequestListener(fetch);
        server.on('request', (req, res) => {
          if (req.method === 'GET' && req.url === siteWorkerUrl) {
            res.writeHead(200, {
              'Content-Type': 'text/javascript; charset=utf-8',
              'Cache-Control': 'no-cache',
            });
            res.end(developmentWorker);
            return;
          }
          vite.middlewares(req, res, () => app(req, res));
        });
        return server.listen(port, hostname, () => onListening(server.address() as AddressInfo));
      },
    }),
  );
}

void dev();
