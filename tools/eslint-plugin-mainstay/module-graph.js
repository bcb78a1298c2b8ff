// @ts-check
/**
 * The server's module graph: which module (a folder under `modules/`) imports which. Read from
 * the import and export-from statements of every `.ts` file below the root, type-only ones
 * included, because a type import still ties one module's shape to another's. The rules of this
 * plugin use it; `node tools/eslint-plugin-mainstay/module-graph.js <root>` prints it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const STATIC_SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

/**
 * The module a file belongs to and its path inside that module, or undefined outside the root.
 * @param {string} root absolute path of the modules folder
 * @param {string} file absolute path
 * @returns {{ module: string, inner: string } | undefined}
 */
export function moduleOf(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('..') || rel === '' || resolve(root, rel) !== resolve(file)) return undefined;
  const [module, ...rest] = rel.split(sep);
  if (!module || rest.length === 0) return undefined;
  return { module, inner: rest.join('/') };
}

/** @param {string} directory @returns {string[]} */
function typeScriptFiles(directory) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...typeScriptFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/**
 * Relative import specifiers of a source text (package imports are not edges of this graph).
 * @param {string} source
 * @returns {string[]}
 */
export function relativeSpecifiers(source) {
  const specifiers = [];
  for (const pattern of [STATIC_SPECIFIER, BARE_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1];
      if (specifier?.startsWith('.')) specifiers.push(specifier);
    }
  }
  return specifiers;
}

/**
 * @typedef {{ from: string, to: string, file: string, target: string }} ModuleEdge
 * @typedef {{ edges: ModuleEdge[], dependencies: Map<string, Set<string>> }} ModuleGraph
 */

/**
 * @param {string} root absolute path of the modules folder
 * @returns {ModuleGraph}
 */
export function readModuleGraph(root) {
  /** @type {ModuleEdge[]} */
  const edges = [];
  /** @type {Map<string, Set<string>>} */
  const dependencies = new Map();
  for (const file of typeScriptFiles(root)) {
    const owner = moduleOf(root, file);
    if (!owner) continue;
    if (!dependencies.has(owner.module)) dependencies.set(owner.module, new Set());
    for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      const other = moduleOf(root, target);
      if (!other || other.module === owner.module) continue;
      edges.push({ from: owner.module, to: other.module, file, target });
      dependencies.get(owner.module)?.add(other.module);
    }
  }
  return { edges, dependencies };
}

/**
 * A shortest path of modules from `start` to `goal` through the graph, or undefined.
 * @param {Map<string, Set<string>>} dependencies
 * @param {string} start
 * @param {string} goal
 * @returns {string[] | undefined}
 */
export function pathBetween(dependencies, start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === goal) {
      const path = [];
      for (let step = /** @type {string | null} */ (next); step !== null;) {
        path.unshift(step);
        step = cameFrom.get(step) ?? null;
      }
      return path;
    }
    for (const neighbour of dependencies.get(next) ?? []) {
      if (!cameFrom.has(neighbour)) {
        cameFrom.set(neighbour, next);
        queue.push(neighbour);
      }
    }
  }
  return undefined;
}

/**
 * Every pair of modules that reach each other, each reported once as a loop `a -> ... -> a`.
 * @param {Map<string, Set<string>>} dependencies
 * @returns {string[][]}
 */
export function moduleCycles(dependencies) {
  const cycles = [];
  const seen = new Set();
  for (const [module, targets] of dependencies) {
    for (const target of targets) {
      const back = pathBetween(dependencies, target, module);
      if (!back) continue;
      const loop = [module, ...back];
      const key = [...new Set(loop)].sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push(loop);
    }
  }
  return cycles;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(process.argv[2] ?? 'apps/server/src/modules');
  const { edges, dependencies } = readModuleGraph(root);
  const internals = edges.filter((edge) => moduleOf(root, edge.target)?.inner !== 'index.ts');
  for (const [module, targets] of dependencies) {
    console.log(`${module} -> ${[...targets].sort().join(', ') || '(nothing)'}`);
  }
  console.log(`\nCycles: ${moduleCycles(dependencies).length}`);
  for (const loop of moduleCycles(dependencies)) console.log(`  ${loop.join(' -> ')}`);
  console.log(`Imports of another module's internals: ${internals.length}`);
}
