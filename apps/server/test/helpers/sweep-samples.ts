/**
 * Sample input for the sweep: a body or query an endpoint's own zod schema would plausibly take,
 * built from its JSON Schema (`z.toJSONSchema`). Required fields get a value of their type (the
 * first enum option, the minimum, a date in 2030, an e-mail address); fields that name records
 * (`building_id`, `assignee_ids`, `ids`...) get the id the caller chose for that kind of record,
 * optional ones included, so a call carries the sweep's ids wherever the API reads an id. The
 * sample need not pass every refinement: the sweep takes a 400 or 422 for a sample body as an
 * answer too, and says how many it got.
 */
import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

/** The id to put in a field that names a record, by the field's name; undefined: not an id. */
export type IdFor = (field: string) => string | undefined;

/** True for a field whose value names records of the organisation. */
const namesRecords = (field: string) => /(^ids$|_ids?$|^id$)/.test(field);

export function sampleOf(schema: z.ZodType, idFor: IdFor): unknown {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = root.$defs ?? {};
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const name = node.$ref.replace('#/$defs/', '');
    const target = defs[name];
    if (!target) throw new Error(`Unresolved ${node.$ref}`);
    return resolve(target);
  };

  let counter = 0;
  const valueOf = (raw: JsonSchema, field: string, depth: number): unknown => {
    const node = resolve(raw);
    if (node.const !== undefined) return node.const;
    if (node.enum) return node.enum[0];
    const alternatives = node.anyOf ?? node.oneOf;
    if (alternatives) {
      // A value rather than null or an empty string, which most options allow.
      const chosen =
        alternatives.find((option) => {
          const resolved = resolve(option);
          return resolved.type !== 'null' && resolved.const !== '';
        }) ?? alternatives[0];
      return chosen ? valueOf(chosen, field, depth) : null;
    }
    if (node.allOf?.[0]) return valueOf(node.allOf[0], field, depth);
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    switch (type) {
      case 'object':
        return objectOf(node, depth + 1);
      case 'array': {
        const item = node.items ? valueOf(node.items, singular(field), depth) : 'Sweep';
        const wanted = namesRecords(field) ? 1 : (node.minItems ?? 0);
        return Array.from({ length: Math.max(wanted, node.minItems ?? 0) }, () => item);
      }
      case 'integer':
      case 'number':
        return (
          node.minimum ?? (node.exclusiveMinimum === undefined ? 1 : node.exclusiveMinimum + 1)
        );
      case 'boolean':
        return false;
      case 'string':
        return stringFor(node, field);
      default:
        return node.default ?? 'Sweep';
    }
  };

  const stringFor = (node: JsonSchema, field: string): string => {
    counter += 1;
    const format =
      node.format ??
      (/email/.test(field)
        ? 'email'
        : /(_on|_date|^day)$/.test(field)
          ? 'date'
          : /_at$/.test(field)
            ? 'date-time'
            : undefined);
    if (field === 'currency') return 'GBP';
    if (node.pattern === '^[a-z][a-z0-9_]{0,39}$') return `sweep_${counter}`;
    switch (format) {
      case 'uuid':
        return idFor(field) ?? '00000000-0000-4000-8000-000000000000';
      case 'email':
        return `sweep-${counter}@example.test`;
      case 'date-time':
        return '2030-01-15T09:00:00Z';
      case 'date':
        return '2030-01-15';
      default: {
        const text = `Sweep ${counter}`;
        const long = text.padEnd(node.minLength ?? 0, 'x');
        return node.maxLength === undefined ? long : long.slice(0, node.maxLength);
      }
    }
  };

  const objectOf = (node: JsonSchema, depth: number): Record<string, unknown> => {
    const required = new Set(node.required ?? []);
    const result: Record<string, unknown> = {};
    if (depth > 6) return result;
    for (const [field, property] of Object.entries(node.properties ?? {})) {
      if (!required.has(field) && !(namesRecords(field) && idFor(singular(field)))) continue;
      result[field] = valueOf(property, field, depth);
    }
    return result;
  };

  return valueOf(root, '', 0);
}

/** `assignee_ids` → `assignee_id`: the field name an array's items are looked up by. */
function singular(field: string): string {
  return field.endsWith('_ids') ? field.slice(0, -1) : field;
}

/** A query's sample as the strings a URL carries (arrays and objects left out). */
export function queryOf(schema: z.ZodType, idFor: IdFor): Record<string, string> {
  const sample = sampleOf(schema, idFor);
  const query: Record<string, string> = {};
  if (sample && typeof sample === 'object') {
    for (const [key, value] of Object.entries(sample)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) query[key] = String(value);
    }
  }
  return query;
}
