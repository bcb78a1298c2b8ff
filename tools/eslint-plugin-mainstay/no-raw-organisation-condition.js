// @ts-check
/**
 * `no-raw-organisation-condition`: the organisation condition is written in one place
 * (`tenantCondition` and the scope of apps/server/src/lib/tenancy.ts). Anywhere else, an
 * organisation condition written by hand is refused, so an unscoped query cannot be written by
 * accident and every query reads the same way. It flags:
 * - `eq(<x>.organisationId, ...)` and the other comparison helpers of drizzle with an
 *   `organisationId` member as their first argument;
 * - `organisation_id` written inside a sql`` template;
 * - `${<x>.organisationId}` next to `=` or `in` inside a sql`` template.
 */

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('estree').Node} Node */

/** Drizzle's condition helpers whose first argument is the compared column. */
const COMPARISONS = new Set(['eq', 'ne', 'inArray', 'notInArray']);

/** @param {Node | undefined | null} node */
function isOrganisationMember(node) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'organisationId'
  );
}

/** @param {Node} tag True for `sql` and `sql.<helper>` tags. */
function isSqlTag(tag) {
  if (tag.type === 'Identifier') return tag.name === 'sql';
  return (
    tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql'
  );
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
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (name && COMPARISONS.has(name) && isOrganisationMember(node.arguments[0])) {
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
