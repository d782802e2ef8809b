import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { raceDataAdminOpenApiPaths, raceDataAdminPath } from './race-data.openapi.ts';
import { raceDataAdminRoutes } from './race-data.routes.ts';

describe('the admin race-data OpenAPI paths', () => {
  it('are exactly the routes raceDataAdminRoutes answers once mounted', () => {
    const app = new Hono().route(raceDataAdminPath, raceDataAdminRoutes);
    // One entry per handler (validators too): the set of method and path is what is served.
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = Object.entries(raceDataAdminOpenApiPaths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...mounted].sort());
  });
});
