#!/usr/bin/env -S node --import tsx
// Module boundaries of src/: which folders may import which, and no import cycles.
// `node --import tsx scripts/check-boundaries.ts [root]` prints each violation and exits 1 when there
// is any.
// Biome's noRestrictedImports matches import strings, not the files they resolve to, and cannot say
// "another feature than this one"; this reads the imports with the TypeScript parser instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A row of the rules table. */
export type Rule = {
  from: string;
  forbid: string[];
  except?: string[];
  tests?: 'exempt';
  why: string;
};

type CompiledRule = Rule & { fromRe: RegExp; forbidRe: RegExp[]; exceptRe: RegExp[] };

/** A rule an import breaks, with the `forbid` pattern it matched. */
export type BrokenRule = CompiledRule & { matched: string };

export type Violation = { file: string; line: number; specifier: string; target: string; rule: BrokenRule };

export type Report = { violations: Violation[]; cycles: string[][] };

/**
 * What each folder may not import. Paths are relative to the project root; `**` is any depth, `*`
 * one name. `<A>` is the importing module's feature, `<B>` a feature with another name than A.
 * `except` lists targets the row allows after all; `tests: 'exempt'` skips `*.test.ts(x)` files and
 * src/server/testing/ (a test may set up several features). Packages (zod, react, node:…) are not
 * project files and no row limits them. Route modules, root.tsx, app.ts, main.ts and jobs/ compose
 * features, so no row limits them either.
 */
// biome-ignore format: the rules read best as a table
export const rules: Rule[] = [
  { from: 'src/shared/**',               forbid: ['**'], except: ['src/shared/**'],
    why: 'shared code runs on both sides and imports only shared code' },
  { from: 'src/server/**',               forbid: ['src/web/**'],
    why: 'the server does not import the web app' },
  { from: 'src/server/features/<A>/**',  forbid: ['src/server/features/<B>/**'], tests: 'exempt',
    why: 'a feature does not import another feature; a route module or app.ts composes them' },
  { from: 'src/server/race-data/**',     forbid: ['src/server/features/**'],
    why: 'race data sits below the features that read it' },
  { from: 'src/server/race-data/**',     forbid: ['src/server/ingest/**'], tests: 'exempt',
    why: 'race data knows no import format; ingest writes through it' },
  { from: 'src/server/auth/**',          forbid: ['src/server/features/**'], tests: 'exempt',
    why: 'accounts sit below the features that use them; app.ts mounts a feature beside them' },
  { from: 'src/web/features/<A>/**',     forbid: ['src/web/features/<B>/**', 'src/server/features/<B>/**'], tests: 'exempt',
    why: 'a web feature uses only its own server slice; a route module composes features' },
  { from: 'src/web/features/<A>/**',     forbid: ['src/web/routes/**', 'src/web/root.tsx'],
    why: 'route modules compose features, not the other way round' },
  { from: 'src/web/components/**',       forbid: ['src/web/features/**', 'src/web/routes/**', 'src/web/root.tsx', 'src/server/**'],
    why: 'shared building blocks know no feature, route or server module' },
];

const testModule = /(\.test\.tsx?$)|(^src\/server\/testing\/)/;
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const tryExtensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** A rule pattern as a regular expression; `<A>` and `<B>` capture one path segment. */
function patternRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const rest = pattern.slice(i);
    if (rest.startsWith('**')) {
      source += '.*';
      i += 1;
    } else if (rest.startsWith('<A>') || rest.startsWith('<B>')) {
      source += `(?<${rest[1]}>[^/]+)`;
      i += 2;
    } else if (rest[0] === '*') source += '[^/]*';
    else source += rest[0]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const compiled = (table: Rule[]): CompiledRule[] =>
  table.map((rule) => ({
    ...rule,
    fromRe: patternRegExp(rule.from),
    forbidRe: rule.forbid.map(patternRegExp),
    exceptRe: (rule.except ?? []).map(patternRegExp),
  }));

/** The rule a resolved import breaks, if any. */
function brokenRule(table: CompiledRule[], from: string, to: string | null): BrokenRule | null {
  if (to === null) return null;
  for (const rule of table) {
    const source = rule.fromRe.exec(from);
    if (!source) continue;
    if (rule.tests === 'exempt' && testModule.test(from)) continue;
    if (rule.exceptRe.some((re) => re.test(to))) continue;
    for (const [i, re] of rule.forbidRe.entries()) {
      const target = re.exec(to);
      if (!target) continue;
      if (target.groups?.B !== undefined && target.groups.B === source.groups?.A) continue;
      return { ...rule, matched: rule.forbid[i]! };
    }
  }
  return null;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every import of a module, with its line: static imports and `export … from`, `import()` calls,
 * and `import('x').T` in types. `import type` counts like any other import.
 */
export function importsOf(
  path: string,
  text = readFileSync(path, 'utf8'),
): { specifier: string; line: number }[] {
  const kind = /x$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: specifier.text, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Package.json "imports" as [prefix, folder] pairs (only the `#x/*` → `./dir/*` form). */
function importMap(root: string): [string, string][] {
  const file = join(root, 'package.json');
  const map: Record<string, unknown> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')).imports ?? {})
    : {};
  return Object.entries(map).flatMap(([key, value]): [string, string][] =>
    key.endsWith('/*') && typeof value === 'string' && value.endsWith('/*')
      ? [[key.slice(0, -1), value.slice(0, -1)]]
      : [],
  );
}

/** Path of an import relative to the root (`/`-separated), or null for a package. */
function resolveImport(
  root: string,
  aliases: [string, string][],
  fromFile: string,
  specifier: string,
): string | null {
  let absolute: string;
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) absolute = resolve(root, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) absolute = resolve(dirname(fromFile), specifier);
  else return null;
  const existing = tryExtensions
    .map((extension) => absolute + extension)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return relative(root, existing ?? absolute)
    .split(sep)
    .join('/');
}

/** One cycle through each strongly connected group of modules (Tarjan), as a closed path. */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) connect(node);

  return groups.map((group) => {
    // The shortest way back to the group's first module (breadth first, inside the group).
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

/**
 * Checks the modules under `root`/src: boundary violations (each import that breaks a rule) and
 * import cycles. Every import counts for both, `import type` too: a type-only cycle cannot leave a
 * module half-initialised at run time, but it still ties two modules to each other, and the tree
 * has none.
 */
export function checkBoundaries(root: string, table: Rule[] = rules): Report {
  const rulesTable = compiled(table);
  const aliases = importMap(root);
  const files = walk(join(root, 'src')).sort();
  const violations: Violation[] = [];
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = relative(root, file).split(sep).join('/');
    const edges = new Set<string>();
    for (const entry of importsOf(file)) {
      const to = resolveImport(root, aliases, file, entry.specifier);
      const rule = brokenRule(rulesTable, from, to);
      if (rule && to !== null)
        violations.push({ file: from, line: entry.line, specifier: entry.specifier, target: to, rule });
      if (to?.startsWith('src/') && sourceFile.test(to)) edges.add(to);
    }
    graph.set(from, edges);
  }
  for (const edges of graph.values()) for (const to of edges) if (!graph.has(to)) edges.delete(to);
  return { violations, cycles: findCycles(graph) };
}

/** The report as lines of text, empty when everything holds. */
export function formatReport({ violations, cycles }: Report): string[] {
  const lines = violations.flatMap(({ file, line, specifier, target, rule }) => {
    const forbidden = rule.except ? `${rule.matched} except ${rule.except.join(', ')}` : rule.matched;
    return [
      `${file}:${line} imports ${target}${specifier.startsWith('.') ? ` ('${specifier}')` : ''}`,
      `    ${rule.from} may not import ${forbidden}: ${rule.why}`,
    ];
  });
  for (const cycle of cycles) lines.push(`import cycle: ${cycle.join(' → ')}`);
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const report = checkBoundaries(root);
  const lines = formatReport(report);
  for (const line of lines) console.log(line);
  if (lines.length > 0) {
    console.log(
      `\n${report.violations.length} boundary violation(s), ${report.cycles.length} import cycle(s). ` +
        'The rules are the table at the top of scripts/check-boundaries.ts.',
    );
    process.exit(1);
  }
  console.log('Module boundaries hold: no forbidden imports, no import cycles.');
}
