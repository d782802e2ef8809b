import { Hono } from 'hono';
import type { AppEnv } from '#server/app.ts';

export const ergastRoutes = new Hono<AppEnv>();
