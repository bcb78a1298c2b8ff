// @ts-check
/**
 * Mainstay's own lint rules: the server's module boundaries (and the web features', for
 * `module-entry`).
 * - `module-entry`: code outside a module (a folder of the given root: the server's modules, the
 *   web app's features) reaches it only through its `index.ts`.
 * - `no-module-cycle`: modules depend on each other one way; an import that would let a module
 *   reach itself again through other modules is refused, naming the loop.
 * Both take `{ modules: <absolute path of the modules folder> }`.
 * - `no-raw-organisation-condition`: organisation conditions come from the tenant scope
 *   (no-raw-organisation-condition.js).
 */
import { basename, dirname, resolve } from 'node:path';
import { moduleOf, pathBetween, readModuleGraph } from './module-graph.js';
import { noRawOrganisationCondition } from './no-raw-organisation-condition.js';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('estree').Node} Node */

const OPTIONS_SCHEMA = [
  {
    type: 'object',
    properties: { modules: { type: 'string' } },
    required: ['modules'],
    additionalProperties: false,
  },
];

/** @param {RuleContext} context @returns {string} */
function modulesRoot(context) {
  const [options] = /** @type {[{ modules: string }]} */ (context.options);
  return resolve(options.modules);
}

/**
 * Calls `check` with each relative import of the file (static imports, re-exports and dynamic
 * imports of a literal), resolved to an absolute path.
 * @param {RuleContext} context
 * @param {(node: Node, target: string) => void} check
 */
function onRelativeImports(context, check) {
  const directory = dirname(context.filename);
  /** @param {Node} node @param {Node | null | undefined} source */
  const visit = (node, source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    check(node, resolve(directory, source.value));
  };
  return {
    /** @param {import('estree').ImportDeclaration} node */
    ImportDeclaration: (node) => visit(node, node.source),
    /** @param {import('estree').ExportNamedDeclaration} node */
    ExportNamedDeclaration: (node) => visit(node, node.source),
    /** @param {import('estree').ExportAllDeclaration} node */
    ExportAllDeclaration: (node) => visit(node, node.source),
    /** @param {import('estree').ImportExpression} node */
    ImportExpression: (node) => visit(node, node.source),
  };
}

/** @type {RuleModule} */
const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module (or web feature) only through its index.ts' },
    schema: OPTIONS_SCHEMA,
    messages: {
      internals:
        "'{{path}}' is inside {{module}}: import it from {{module}}'s index.ts (export it there if other code needs it).",
    },
  },
  create(context) {
    const root = modulesRoot(context);
    const own = moduleOf(root, context.filename)?.module;
    return onRelativeImports(context, (node, target) => {
      const other = moduleOf(root, target);
      if (!other || other.module === own || other.inner === 'index.ts') return;
      context.report({
        node,
        messageId: 'internals',
        data: { module: other.module, path: `${basename(root)}/${other.module}/${other.inner}` },
      });
    });
  },
};

/** How long a read of the module graph is reused: one lint run, not an editor's whole session. */
const GRAPH_REUSE_MS = 5_000;
/** @type {Map<string, { at: number, dependencies: Map<string, Set<string>> }>} */
const graphs = new Map();

/** @param {string} root */
function dependenciesOf(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.at < GRAPH_REUSE_MS) return cached.dependencies;
  const { dependencies } = readModuleGraph(root);
  graphs.set(root, { at: Date.now(), dependencies });
  return dependencies;
}

/** @type {RuleModule} */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules depend on each other one way (no cycles)' },
    schema: OPTIONS_SCHEMA,
    messages: {
      cycle:
        'The {{from}} module imports {{to}}, which already depends on {{from}} ({{loop}}). The lower module must not import the higher one: pass a callback or hook down instead (see TicketsDeps.hooks).',
    },
  },
  create(context) {
    const root = modulesRoot(context);
    const own = moduleOf(root, context.filename)?.module;
    if (!own) return {};
    return onRelativeImports(context, (node, target) => {
      const other = moduleOf(root, target)?.module;
      if (!other || other === own) return;
      const back = pathBetween(dependenciesOf(root), other, own);
      if (!back) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { from: own, to: other, loop: [own, ...back].join(' -> ') },
      });
    });
  },
};

export default {
  meta: { name: 'eslint-plugin-mainstay' },
  rules: {
    'module-entry': moduleEntry,
    'no-module-cycle': noModuleCycle,
    'no-raw-organisation-condition': noRawOrganisationCondition,
  },
};
