import { STATUS_CODES } from 'node:http';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SecuritySchemeObject,
} from 'openapi3-ts/oas31';
import {
  bodyDetails,
  fields,
  fieldTable,
  row,
  type Schema,
  schemaAnchor,
  sharedShapes,
  table,
  typeCell,
} from './api-docs-schema.ts';
import { apiDocsStyle } from './api-docs-style.ts';
import { Html, html, inline, prose } from './html.ts';

/**
 * The API documentation page (GET /api/docs): the OpenAPI document rendered on the server as one
 * plain HTML page, so it works offline and without JavaScript and needs no third-party assets.
 */

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
type Method = (typeof methods)[number];
type Operation = { method: Method; path: string; operation: OperationObject };

const operationAnchor = ({ method, path }: Operation) =>
  `${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-+$/, '');

// The generator writes every parameter, body and response inline; only schemas are shared.
const inlined = <T extends object>(value: T | ReferenceObject): T | undefined =>
  '$ref' in value ? undefined : (value as T);

function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

function parameterTable(parameters: ParameterObject[], labelledBy: string): Html {
  return table(
    { labelledBy },
    ['Parameter', 'Type', 'Description'],
    parameters.map((parameter) =>
      row(
        html`<code>${parameter.name}</code> <span class="where">in ${parameter.in}${parameter.required ? '' : ', optional'}</span>`,
        parameter.schema ? typeCell(parameter.schema) : html``,
        inline(parameter.description ?? ''),
      ),
    ),
  );
}

function requestBody(body: RequestBodyObject, labelledBy: string): Html {
  return html`${Object.entries(body.content).map(
    ([type, media]) => html`<p>${type}${body.required ? '' : ', optional'}</p>
${media.schema ? bodyDetails(media.schema, { labelledBy }) : ''}
${Object.entries(media.encoding ?? {}).map(([field, encoding]) => html`<p>The <code>${field}</code> part: ${encoding.contentType}.</p>`)}`,
  )}`;
}

const contentSummary = (response: ResponseObject) =>
  Object.entries(response.content ?? {}).map(([type, media]) => {
    const schema = media.schema as Schema | undefined;
    if (schema && '$ref' in schema) return html`${type}: ${typeCell(schema)}`;
    return html`${type}`;
  });

function responses(operation: Operation, anchor: string): Html {
  const entries = Object.entries(operation.operation.responses ?? {}).flatMap(([status, value]) => {
    const response = inlined<ResponseObject>(value);
    return response ? [{ status, response }] : [];
  });
  const detailed = entries.flatMap(({ status, response }) => {
    const schema = response.content?.['application/json']?.schema;
    return schema && !('$ref' in schema) ? [{ status, schema }] : [];
  });
  return html`${table(
    { labelledBy: `${anchor}-responses` },
    ['Status', 'Meaning', 'Body'],
    entries.map(({ status, response }) =>
      row(
        html`${status} <span class="where">${STATUS_CODES[status] ?? ''}</span>`,
        inline(response.description),
        html`${contentSummary(response)}`,
      ),
    ),
  )}
${detailed.map(
  ({ status, schema }) => html`<h5 id="${anchor}-${status}">${status} response body</h5>
${bodyDetails(schema, { labelledBy: `${anchor}-${status}` })}`,
)}`;
}

function operationSection(entry: Operation): Html {
  const { operation } = entry;
  const anchor = operationAnchor(entry);
  const parameters = (operation.parameters ?? []).flatMap((value) => inlined<ParameterObject>(value) ?? []);
  const body = operation.requestBody && inlined<RequestBodyObject>(operation.requestBody);
  const signedIn = (operation.security ?? []).length > 0;
  return html`<section class="operation" aria-labelledby="${anchor}">
<h3 id="${anchor}"><span class="method method-${entry.method}">${entry.method.toUpperCase()}</span> <code>${entry.path}</code></h3>
<p class="summary">${inline(operation.summary ?? '')}</p>
${prose(operation.description)}
${signedIn ? html`<p class="signed-in">Signed in: send the <a href="#authentication">session cookie</a>.</p>` : ''}
${parameters.length > 0 ? html`<h4 id="${anchor}-parameters">Parameters</h4>${parameterTable(parameters, `${anchor}-parameters`)}` : ''}
${body ? html`<h4 id="${anchor}-body">Request body</h4>${requestBody(body, `${anchor}-body`)}` : ''}
<h4 id="${anchor}-responses">Responses</h4>
${responses(entry, anchor)}
</section>`;
}

function authentication(document: OpenAPIObject): Html {
  const schemes = Object.values(document.components?.securitySchemes ?? {}).flatMap(
    (value) => inlined<SecuritySchemeObject>(value) ?? [],
  );
  return html`<h2 id="authentication">Authentication</h2>
${schemes.map(
  (scheme) =>
    html`<p>Operations marked “Signed in” need the <code>${scheme.name}</code> ${scheme.in} (${inline(scheme.description ?? '')}).</p>`,
)}`;
}

export function apiDocsPage(document: OpenAPIObject): string {
  const all = operations(document);
  // Each operation once, under its first tag.
  const groupOf = (op: Operation) => op.operation.tags?.[0] ?? 'Other';
  const groupNames = [...new Set([...(document.tags ?? []).map((tag) => tag.name), ...all.map(groupOf)])];
  const groups = groupNames
    .map((name) => ({
      name,
      anchor: `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      description: document.tags?.find((tag) => tag.name === name)?.description,
      operations: all.filter((op) => groupOf(op) === name),
    }))
    .filter((group) => group.operations.length > 0);
  const shapes = sharedShapes(document);
  const server = document.servers?.[0]?.url;

  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title}: reference</title>
<meta name="description" content="Every operation of the ${document.info.title}: parameters, request bodies and responses.">
<style>${new Html(apiDocsStyle)}</style>
</head>
<body>
<a class="skip" href="#operations">Skip to the operations</a>
<header>
<h1>${document.info.title}</h1>
${prose(document.info.description)}
<p class="meta">Version ${document.info.version}. OpenAPI ${document.openapi}: <a href="/api/openapi.json">openapi.json</a>.${server ? html` Server: <code>${server}</code>.` : ''}
Fields are required unless marked optional.</p>
</header>
<nav aria-labelledby="contents">
<h2 id="contents">Contents</h2>
<ul>${groups.map(
    (group) =>
      html`<li><a href="#${group.anchor}">${group.name}</a><ul>${group.operations.map(
        (op) =>
          html`<li><a href="#${operationAnchor(op)}">${op.method.toUpperCase()} <code>${op.path}</code></a></li>`,
      )}</ul></li>`,
  )}
<li><a href="#authentication">Authentication</a></li>
${shapes.length > 0 ? html`<li><a href="#shared-shapes">Shared shapes</a></li>` : ''}</ul>
</nav>
<main id="operations">
${groups.map(
  (group) => html`<section aria-labelledby="${group.anchor}">
<h2 id="${group.anchor}">${group.name}</h2>
${prose(group.description)}
${group.operations.map(operationSection)}
</section>`,
)}
${authentication(document)}
${
  shapes.length > 0
    ? html`<h2 id="shared-shapes">Shared shapes</h2>
${shapes.map(
  ([name, schema]) => html`<h3 id="${schemaAnchor(name)}">${name}</h3>
${prose(schema.description)}
${fieldTable(fields(schema), { labelledBy: schemaAnchor(name) })}`,
)}`
    : ''
}
</main>
</body>
</html>
`.markup;
}
