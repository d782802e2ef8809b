import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { createApi } from '#server/api.ts';
import { apiDocsPage } from './api-docs-page.ts';
import { openApiDocument } from './openapi.ts';

const document = openApiDocument(createApi(), 'http://localhost:3000');
const page = apiDocsPage(document);

/** The page's section for one operation, from its heading to the next operation. */
function section(method: string, path: string): string {
  const start = page.indexOf(
    `<span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code>`,
  );
  expect(start, `${method} ${path}`).toBeGreaterThan(0);
  const end = page.indexOf('<section class="operation"', start);
  return page.slice(start, end === -1 ? undefined : end);
}

describe('the API docs page', () => {
  it('has a heading for every operation of the document, with its summary', () => {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'put', 'patch', 'delete'] as const) {
        const operation = item[method];
        if (operation) expect(section(method, path)).toContain(operation.summary?.replace(/'/g, '&#39;'));
      }
    }
  });

  it('shows parameters, request bodies and responses with their rules', () => {
    const news = section('get', '/api/news');
    expect(news).toContain('<code>limit</code> <span class="where">in query, optional</span>');
    expect(news).toContain('integer; 1 to 50; default <code>20</code>');
    expect(news).toContain('<code>&quot;f1&quot;</code> or <code>&quot;racefans&quot;</code>');
    const rename = section('patch', '/api/profile');
    expect(rename).toContain('Request body');
    expect(rename).toContain('<code>displayName</code>');
    expect(rename).toContain('string; 1 to 50 characters');
    expect(rename).toContain('Signed in');
    expect(rename).toMatch(
      /400 <span class="where">Bad Request<\/span>.*application\/json: <a href="#schema-Error">Error<\/a>/s,
    );
    expect(section('get', '/api/standings/{year}/teams')).toContain('<code>rows[].drivers[].pageId</code>');
  });

  it('is an accessible document: language, one h1, no skipped heading levels, labelled tables', () => {
    expect(page).toContain('<html lang="en">');
    const levels = [...page.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    });
    const tables = page.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(20);
    expect(page.match(/<thead/g)).toHaveLength(tables.length);
    for (const table of tables) expect(table).toMatch(/aria-labelledby="[^"]+"|^<table role="table">$/);
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of page.matchAll(/aria-labelledby="([^"]+)"/g)) expect(ids).toContain(target);
    for (const [, target] of page.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(target);
  });

  it('escapes what the document says', () => {
    const hostile: OpenAPIObject = {
      openapi: '3.1.0',
      info: { title: 'A <b>bold</b> API', version: '1' },
      paths: { '/x': { get: { summary: '<script>alert(1)</script>', responses: {} } } },
    };
    const rendered = apiDocsPage(hostile);
    expect(rendered).not.toContain('<script>');
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; API: reference</title>');
  });
});
