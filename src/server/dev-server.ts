import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';

type ServeOptions = {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
};

/**
 * `npm run dev`: Vite in middleware mode in front of the Hono app. Vite answers its own requests
 * (source modules, files in public/, hot updates over a WebSocket on the same port, which the
 * content security policy's 'self' allows); everything else goes to the app, whose React Router
 * handler loads the server build through Vite, so edits show up without a rebuild.
 */
export async function createDevServer() {
  // Loaded only here, so the production bundle never needs Vite.
  const { createServer: createViteServer } = await import('vite');
  const server = createServer();
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  server.on('close', () => void vite.close());
  return {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    serve({ fetch, port, hostname }: ServeOptions, onListening: (info: AddressInfo) => void) {
      const app = getRequestListener(fetch);
      server.on('request', (req, res) => vite.middlewares(req, res, () => app(req, res)));
      return server.listen(port, hostname, () => onListening(server.address() as AddressInfo));
    },
  };
}
