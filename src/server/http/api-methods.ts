import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/app-env.ts';

type Documented = Pick<OpenAPIHono<AppEnv>, 'getOpenAPI31Document'>;

const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods the JSON API answers at a path, read from its OpenAPI document (which a test keeps
 * equal to the routes mounted): what a 405's Allow header names. Empty for a path it does not have.
 * The document is read on the first call, once.
 */
export function apiMethods(api: Documented): (path: string) => string[] {
  let table: { pattern: RegExp; methods: string[] }[] | undefined;
  return (path) => {
    table ??= Object.entries(
      api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '' } }).paths ?? {},
    ).map(([template, operations]) => {
      const methods = Object.keys(operations ?? {})
        .map((method) => method.toUpperCase())
        .filter((method) => methodOrder.includes(method));
      if (methods.includes('GET')) methods.push('HEAD');
      return {
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}$`,
        ),
        methods: methodOrder.filter((method) => methods.includes(method)),
      };
    });
    const allowed = new Set(table.filter(({ pattern }) => pattern.test(path)).flatMap((row) => row.methods));
    return methodOrder.filter((method) => allowed.has(method));
  };
}
