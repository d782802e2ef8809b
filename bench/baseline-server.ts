// The bench's baseline: the same server stack (Hono on @hono/node-server) answering captured
// responses from memory, byte for byte, so the ratio shows what Pitwall's own work costs.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type CapturedResponse = { status: number; headers: [string, string][]; body: string };

const [capturesFile, port] = process.argv.slice(2);
if (!capturesFile || !port) throw new Error('usage: baseline-server.ts <captures.json> <port>');
const captures = JSON.parse(readFileSync(capturesFile, 'utf8')) as Record<string, CapturedResponse>;

const app = new Hono();
for (const [path, captured] of Object.entries(captures)) {
  const body = Buffer.from(captured.body, 'base64');
  app.get(path, () => new Response(body, { status: captured.status, headers: captured.headers }));
}

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
