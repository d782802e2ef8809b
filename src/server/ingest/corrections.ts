import { readFileSync } from 'node:fs';
import { parseYaml } from '#server/yaml.ts';

/**
 * One known error in f1db, fixed on import. `file` is the f1db file (relative to its data folder);
 * `where` picks the row of a list file; `was` holds what f1db says and `set` what is right.
 */
export type Correction = {
  file: string;
  where?: Record<string, unknown>;
  was: Record<string, unknown>;
  set: Record<string, unknown>;
  source: string;
  note?: string;
};

export type CorrectionOutcome = { correction: Correction; applied: boolean };

/** Reads the corrections file: a YAML list of corrections, each with its source. */
export function readCorrections(path: string): Correction[] {
  const list: unknown = parseYaml(readFileSync(path, 'utf8'));
  if (list == null) return [];
  if (!Array.isArray(list)) throw new Error(`${path}: expected a list of corrections`);
  return list.map((entry, index) => checkCorrection(entry, `${path} entry ${index + 1}`));
}

function checkCorrection(entry: unknown, where: string): Correction {
  if (!isRecord(entry)) throw new Error(`${where}: not a mapping`);
  const { file, was, set, source } = entry;
  if (typeof file !== 'string' || !file) throw new Error(`${where}: needs a file`);
  if (typeof source !== 'string' || !source) throw new Error(`${where}: needs a source`);
  if (!isRecord(set) || Object.keys(set).length === 0) throw new Error(`${where}: needs values to set`);
  if (!isRecord(was)) throw new Error(`${where}: needs the values f1db has (was)`);
  for (const key of Object.keys(set)) {
    if (!(key in was)) throw new Error(`${where}: was has no value for ${key}`);
  }
  if (entry.where !== undefined && !isRecord(entry.where))
    throw new Error(`${where}: where must be a mapping`);
  return entry as Correction;
}

/**
 * Applies the corrections aimed at one f1db file to its parsed content, in place. A correction whose
 * `was` no longer matches throws, so a changed upstream value is looked at rather than overwritten;
 * one that f1db has already made is reported as not applied.
 */
export function applyCorrections(
  file: string,
  content: unknown,
  corrections: Correction[],
): CorrectionOutcome[] {
  const outcomes: CorrectionOutcome[] = [];
  for (const correction of corrections) {
    if (correction.file !== file) continue;
    const target = pickTarget(content, correction);
    if (matches(target, correction.set)) {
      outcomes.push({ correction, applied: false });
      continue;
    }
    if (!matches(target, correction.was)) {
      throw new Error(
        `Correction for ${file} no longer fits: f1db has ${JSON.stringify(pickKeys(target, correction.was))}, ` +
          `the correction expects ${JSON.stringify(correction.was)}`,
      );
    }
    Object.assign(target, correction.set);
    outcomes.push({ correction, applied: true });
  }
  return outcomes;
}

function pickTarget(content: unknown, correction: Correction): Record<string, unknown> {
  if (!correction.where) {
    if (!isRecord(content))
      throw new Error(`Correction for ${correction.file}: the file is a list, add where`);
    return content;
  }
  if (!Array.isArray(content)) throw new Error(`Correction for ${correction.file}: where needs a list file`);
  const found = content.filter((row) => isRecord(row) && matches(row, correction.where ?? {}));
  if (found.length !== 1) {
    throw new Error(
      `Correction for ${correction.file}: where ${JSON.stringify(correction.where)} picks ${found.length} rows`,
    );
  }
  return found[0] as Record<string, unknown>;
}

function matches(target: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([key, value]) => sameScalar(target[key], value));
}

// YAML may give a number where the file has an unquoted 4, and null for an empty field.
function sameScalar(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null;
  return String(a) === String(b);
}

function pickKeys(target: Record<string, unknown>, keys: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, target[key] ?? null]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
