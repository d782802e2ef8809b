import type { OpenAPIObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { Html, html, inline } from './html.ts';

/** How the docs page shows JSON Schemas of the document: type lines and tables of fields. */

export type Schema = SchemaObject | ReferenceObject;

const isRef = (schema: Schema): schema is ReferenceObject => '$ref' in schema && schema.$ref !== undefined;
/** The component name of `#/components/schemas/Name`. */
export const refName = (ref: ReferenceObject) => ref.$ref.split('/').pop() ?? ref.$ref;
export const schemaAnchor = (name: string) => `schema-${name}`;

const json = (value: unknown) => html`<code>${JSON.stringify(value)}</code>`;
const join = (parts: Html[], separator: string) =>
  parts.flatMap((part, index) => (index === 0 ? [part] : [new Html(separator), part]));

/** The type of a value in a few words: `string or null`, `array of Meeting`, `"f1" or "racefans"`. */
export function typeText(schema: Schema): Html {
  if (isRef(schema)) return html`<a href="#${schemaAnchor(refName(schema))}">${refName(schema)}</a>`;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return html`${join(alternatives.map(typeText), ' or ')}`;
  if (schema.const !== undefined) return json(schema.const);
  if (schema.enum) return html`${join(schema.enum.map(json), ' or ')}`;
  const types = [schema.type ?? 'any'].flat();
  const named = types
    .filter((type) => type !== 'null')
    .map((type) => {
      if (type === 'array' && schema.items) return html`array of ${typeText(schema.items)}`;
      if (schema.contentMediaType) return html`file`;
      return html`${type}${schema.format ? ` (${schema.format})` : ''}`;
    });
  return html`${join(named, ' or ')}${types.includes('null') ? ' or null' : ''}`;
}

const range = (min: number | undefined, max: number | undefined, unit = '') => {
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return min !== undefined ? `at least ${min}${unit}` : undefined;
};

/** The rules a value must keep: lengths, ranges, patterns, defaults. */
export function rulesText(schema: Schema): Html[] {
  if (isRef(schema)) return [];
  const rules: Html[] = [];
  const length = range(schema.minLength, schema.maxLength, ' characters');
  if (length) rules.push(html`${length}`);
  const value = range(schema.minimum, schema.maximum);
  if (value) rules.push(html`${value}`);
  if (schema.pattern) rules.push(html`matching <code>${schema.pattern}</code>`);
  if (schema.default !== undefined) rules.push(html`default ${json(schema.default)}`);
  if (schema.example !== undefined) rules.push(html`e.g. <code>${String(schema.example)}</code>`);
  return rules;
}

/** Type and rules in one cell. */
export function typeCell(schema: Schema): Html {
  return html`${typeText(schema)}${rulesText(schema).map((rule) => html`; ${rule}`)}`;
}

export type Field = { name: string; schema: Schema; required: boolean };

/**
 * The fields of an object schema, nested ones with dotted paths (`rows[].team.name`). A field that
 * is a shared shape stops there: its fields are listed once, under that shape.
 */
export function fields(schema: Schema, prefix = ''): Field[] {
  if (isRef(schema)) return [];
  const nested = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((alt) => fields(alt, prefix));
  if (schema.items) return [...nested, ...fields(schema.items, `${prefix}[]`)];
  const required = new Set(schema.required ?? []);
  return [
    ...nested,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      return [{ name, schema: property, required: required.has(key) }, ...fields(property, name)];
    }),
  ];
}

/** How a table is named for screen readers: by a heading's id, or by a caption of its own. */
export type TableName = { labelledBy: string } | { caption: string };

/** A table that stays a table for assistive technology when narrow screens stack its rows. */
export function table(name: TableName, headers: string[], rows: Html[]): Html {
  return html`<table role="table"${'labelledBy' in name ? html` aria-labelledby="${name.labelledBy}"` : ''}>
${'caption' in name ? html`<caption>${name.caption}</caption>` : ''}
<thead role="rowgroup"><tr role="row">${headers.map((header) => html`<th role="columnheader" scope="col">${header}</th>`)}</tr></thead>
<tbody role="rowgroup">${rows}</tbody>
</table>`;
}

/** One row: a row header, then cells. */
export function row(header: Html, ...cells: Html[]): Html {
  return html`<tr role="row"><th role="rowheader" scope="row">${header}</th>${cells.map((cell) => html`<td role="cell">${cell}</td>`)}</tr>`;
}

export function fieldTable(rows: Field[], name: TableName): Html {
  return table(
    name,
    ['Field', 'Type', 'Description'],
    rows.map((field) =>
      row(
        html`<code>${field.name}</code>${field.required ? '' : html` <span class="optional">optional</span>`}`,
        typeCell(field.schema),
        inline(field.schema.description ?? ''),
      ),
    ),
  );
}

/** A body: its type, then its fields (or, for a choice of shapes, each shape's). */
export function bodyDetails(schema: Schema, name: TableName): Html {
  if (isRef(schema) || schema.type === 'string') return html`<p>${typeCell(schema)}</p>`;
  const shapes = schema.oneOf ?? schema.anyOf;
  if (shapes && shapes.length > 1) {
    return html`<p>One of ${shapes.length} shapes:</p>${shapes.map((shape, index) =>
      fieldTable(fields(shape), { caption: `Shape ${index + 1}` }),
    )}`;
  }
  const rows = fields(schema);
  return html`<p>${typeText(schema)}</p>${rows.length > 0 ? fieldTable(rows, name) : ''}`;
}

/** The shared shapes (components) of the document, each with its fields. */
export function sharedShapes(document: OpenAPIObject): [name: string, schema: Schema][] {
  return Object.entries(document.components?.schemas ?? {});
}
