// @ts-check
/**
 * `no-raw-organisation-condition`: the organisation condition is written in one place
 * (`tenantCondition` and the scope of apps/server/src/lib/tenancy.ts). Anywhere else, an
 * organisation condition written by hand is refused, so an unscoped query cannot be written by
 * accident and every query reads the same way. It flags:
 * - `eq(<x>.organisationId, ...)` and the other comparison helpers of drizzle with an
 *   `organisationId` member as their first argument;
 * - the same helpers with a table's organisation column on the right
 *   (`eq(someId, <table>.organisationId)`);
 * - `organisation_id` written inside a sql`` template;
 * - `${<x>.organisationId}` next to `=` or `in` inside a sql`` template.
 *
 * On the right, `<x>.organisationId` is also how a value is read (`auth.organisationId`,
 * `ticket.organisationId`), and `eq(organisations.id, auth.organisationId)` is no tenant
 * condition, so there only a table's column counts: `<x>` imported (the schema's tables and the
 * aliases modules export), declared as an `alias(...)` or a subquery (`.as(...)`), or a
 * parameter typed as a table (`TenantTable`, `PgTable`, `typeof tickets`).
 */

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('eslint').Scope.Scope} Scope */
/** @typedef {import('estree').Node} Node */

/** Drizzle's condition helpers whose first argument is the compared column. */
const COMPARISONS = new Set(['eq', 'ne', 'inArray', 'notInArray']);

/** Type names a parameter holding a table is annotated with. */
const TABLE_TYPE = /Table(WithColumns)?$/;

/** @param {Node | undefined | null} node */
function isOrganisationMember(node) {
  if (node?.type !== 'MemberExpression') return false;
  const { property } = node;
  if (!node.computed) return property.type === 'Identifier' && property.name === 'organisationId';
  return property.type === 'Literal' && property.value === 'organisationId';
}

/** @param {Node} tag True for `sql` and `sql.<helper>` tags. */
function isSqlTag(tag) {
  if (tag.type === 'Identifier') return tag.name === 'sql';
  return (
    tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql'
  );
}

/** The name a call is made by: `eq(...)`, `drizzle.eq(...)`. @param {Node} callee */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
    return callee.property.name;
  }
  return null;
}

/** The identifier a member chain starts from (`schema` in `schema.tickets.x`). @param {Node} node */
function rootIdentifier(node) {
  let current = node;
  while (current.type === 'MemberExpression') current = current.object;
  return current.type === 'Identifier' ? current : null;
}

/** True for `alias(table, ...)` and a query ending in `.as('name')` (a subquery). @param {Node | null | undefined} init */
function makesTable(init) {
  if (init?.type !== 'CallExpression') return false;
  const name = calleeName(init.callee);
  return name === 'alias' || (name === 'as' && init.callee.type === 'MemberExpression');
}

/**
 * The few TypeScript nodes a parameter's annotation is read through (the estree types know no
 * TypeScript, so the typescript-eslint node is read as it is).
 * @typedef {{ type: string, name?: string, right?: { name: string } }} TypeName
 * @typedef {{ type: string, typeName?: TypeName, types?: TypeNode[] }} TypeNode
 */

/** True for `PgTable`, `TenantTable`, `typeof tickets`, and an intersection holding one. @param {TypeNode} type @returns {boolean} */
function namesTable(type) {
  if (type.type === 'TSTypeQuery') return true;
  if (type.type === 'TSIntersectionType') return (type.types ?? []).some(namesTable);
  if (type.type !== 'TSTypeReference' || !type.typeName) return false;
  const name =
    type.typeName.type === 'TSQualifiedName' ? type.typeName.right?.name : type.typeName.name;
  return TABLE_TYPE.test(name ?? '');
}

/** True when a parameter is annotated as a table. @param {Node} name */
function typedAsTable(name) {
  const annotation = /** @type {{ typeAnnotation?: { typeAnnotation?: TypeNode } }} */ (name)
    .typeAnnotation?.typeAnnotation;
  return annotation ? namesTable(annotation) : false;
}

/**
 * True when `node` (an expression) names a table: see the file's comment.
 * @param {Node} node @param {Scope} scope @param {Set<string>} seen @returns {boolean}
 */
function isTable(node, scope, seen = new Set()) {
  const root = rootIdentifier(node);
  if (!root || seen.has(root.name)) return false;
  seen.add(root.name);
  /** @type {Scope | null} */
  let current = scope;
  while (current) {
    const variable = current.set.get(root.name);
    if (variable) {
      return variable.defs.some((definition) => {
        if (definition.type === 'ImportBinding') return true;
        if (definition.type === 'Parameter') return typedAsTable(definition.name);
        if (definition.type !== 'Variable') return false;
        const init = definition.node.init;
        if (!init) return false;
        if (makesTable(init)) return true;
        return (
          (init.type === 'Identifier' || init.type === 'MemberExpression') &&
          isTable(init, variable.scope, seen)
        );
      });
    }
    current = current.upper;
  }
  return false;
}

/** @param {Node | undefined | null} node @param {Scope} scope */
function isOrganisationColumn(node, scope) {
  return node?.type === 'MemberExpression' && isOrganisationMember(node) && isTable(node, scope);
}

/** @type {RuleModule} */
export const noRawOrganisationCondition = {
  meta: {
    type: 'problem',
    docs: { description: 'Organisation conditions come from the tenant scope (lib/tenancy.ts)' },
    schema: [],
    messages: {
      raw: 'Write the organisation condition through the tenant scope (scope.where / scope.on, or tenantCondition from lib/tenancy.ts), not by hand.',
    },
  },
  create(context) {
    return {
      /** @param {import('estree').CallExpression} node */
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !COMPARISONS.has(name)) return;
        const [compared, ...others] = node.arguments;
        const scope = context.sourceCode.getScope(node);
        if (
          isOrganisationMember(compared) ||
          others.some((argument) => isOrganisationColumn(argument, scope))
        ) {
          context.report({ node, messageId: 'raw' });
        }
      },
      /** @param {import('estree').TaggedTemplateExpression} node */
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        const { quasis, expressions } = node.quasi;
        if (quasis.some((quasi) => /organisation_id/i.test(quasi.value.raw))) {
          context.report({ node, messageId: 'raw' });
          return;
        }
        const compared = expressions.some((expression, index) => {
          if (!isOrganisationMember(/** @type {Node} */ (expression))) return false;
          const before = quasis[index]?.value.raw ?? '';
          const after = quasis[index + 1]?.value.raw ?? '';
          return /(=|\bin\s*\(?)\s*$/i.test(before) || /^\s*(=|in\b)/i.test(after);
        });
        if (compared) context.report({ node, messageId: 'raw' });
      },
    };
  },
};
