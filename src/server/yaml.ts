import { CORE_SCHEMA, load } from 'js-yaml';

/**
 * Parses YAML text with YAML 1.2's core schema, so dates and times stay strings ("2025-03-16",
 * "04:00") as f1db's SOURCE notes require. An empty document is null.
 */
export function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA }) ?? null;
}
