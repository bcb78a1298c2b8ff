/**
 * Validation messages in the reader's language. A schema names its message with a key of the
 * `validation` namespace of packages/i18n (`z.uuid(v('common.buildingRequired'))`); the values a
 * sentence shows (a maximum, the allowed values) come from the zod issue, so a limit is written
 * once, in the schema. Messages zod writes itself (wrong type, too long, unknown field...) are
 * named by issue code with keys of the same namespace (`issueKeyOf`), so nothing a user reads
 * stays English.
 *
 * Who words a message depends on the side:
 * - the web registers a translator at start-up (`setValidationTranslator`: i18next in the current
 *   language), so a form shows the sentence in the interface language when it validates;
 * - the server registers none: a message then reads as its key with its values
 *   (`places.nameTooLong{"maximum":200}`), and the error handler words it for the caller
 *   (`readValidationMessage`).
 */
import { config, type $ZodRawIssue } from 'zod/v4/core';

/** The namespace of packages/i18n that holds every validation sentence. */
export const VALIDATION_NAMESPACE = 'validation';

/** The values a sentence is built with (`{{maximum}}`, `{{values}}`). */
export type TValidationParams = Readonly<Record<string, string | number>>;

/** Words a key of the `validation` namespace with its values. */
export type ValidationTranslator = (key: string, params: TValidationParams) => string;

/** What the message of an issue is chosen from: its code and the values zod gave with it. */
export interface ValidationIssue {
  readonly code?: string | undefined;
  readonly input?: unknown;
  readonly [field: string]: unknown;
}

let translator: ValidationTranslator | undefined;

/** Every key a schema uses, collected as the schemas are built (a test checks each is worded). */
const keysInUse = new Set<string>();

/** The keys the schemas built so far use. */
export function validationKeysInUse(): ReadonlySet<string> {
  return keysInUse;
}

/** Lists of values read as one: "office, retail, other". */
const listed = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');
const numeric = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** The values of an issue a sentence may show, as text or numbers. */
export function issueParamsOf(issue: ValidationIssue): TValidationParams {
  const params: Record<string, string | number> = {};
  for (const name of ['maximum', 'minimum', 'divisor'] as const) {
    const value = numeric(issue[name]);
    if (typeof value === 'number') params[name] = value;
  }
  for (const name of ['expected', 'format'] as const) {
    const value = issue[name];
    if (typeof value === 'string') params[name] = value;
  }
  if (Array.isArray(issue.values)) params.values = listed(issue.values);
  if (Array.isArray(issue.keys)) params.keys = listed(issue.keys);
  return params;
}

/** A sentence for a key now: translated when a translator is registered, else the key itself. */
export function validationMessage(key: string, params: TValidationParams = {}): string {
  if (translator) return translator(key, params);
  return Object.keys(params).length > 0 ? `${key}${JSON.stringify(params)}` : key;
}

const KEY_WITH_VALUES = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(\{.*\})?$/;

/**
 * The key and values of a message written without a translator, or undefined when the message
 * is not one (a sentence zod wrote itself, or any other text).
 */
export function readValidationMessage(
  message: string,
): { key: string; params: TValidationParams } | undefined {
  const match = KEY_WITH_VALUES.exec(message);
  if (!match?.[1]) return undefined;
  if (!match[2]) return { key: match[1], params: {} };
  try {
    const params: unknown = JSON.parse(match[2]);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
    const values = Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    );
    return { key: match[1], params: Object.fromEntries(values) };
  } catch {
    return undefined;
  }
}

/**
 * The message a schema gives, as zod's `error` parameter: `z.uuid(v('common.invalidId'))`,
 * `.max(120, v('common.nameMax'))`, `.refine(check, { ...v('tickets.reasonRequired'), path })`.
 * The sentence is chosen when the value is checked, so it follows the current language. `params`
 * gives values the issue does not carry (a refinement's limit, or a type error's minimum).
 */
export function v(
  key: string,
  params: TValidationParams = {},
): { error: (issue: $ZodRawIssue) => string } {
  keysInUse.add(key);
  return { error: (issue) => validationMessage(key, { ...issueParamsOf(issue), ...params }) };
}

/**
 * A message for `context.addIssue` in a `superRefine`, where zod takes a sentence, not a
 * function: `const reasonRequired = issueMessage('tickets.reasonRequired')`, then
 * `message: reasonRequired()` when the issue is raised.
 */
export function issueMessage(key: string): () => string {
  keysInUse.add(key);
  return () => validationMessage(key);
}

/**
 * Sentences for the issues zod raises itself, by issue code (and by what was measured). Where a
 * schema's sentence already says it, the key is the schema's, so each sentence exists once.
 */
export const ISSUE_KEYS = {
  required: 'issue.required',
  invalid: 'issue.invalid',
  tooBigString: 'common.charactersMax',
  tooBigNumber: 'issue.tooBig.number',
  tooBigNumberExclusive: 'issue.tooBig.numberExclusive',
  tooBigArray: 'issue.tooBig.array',
  tooBigFile: 'issue.tooBig.file',
  tooBig: 'issue.tooBig.other',
  tooSmallString: 'issue.tooSmall.string',
  tooSmallNumber: 'issue.tooSmall.number',
  tooSmallNumberExclusive: 'issue.tooSmall.numberExclusive',
  tooSmallArray: 'issue.tooSmall.array',
  tooSmall: 'issue.tooSmall.other',
  email: 'common.emailInvalid',
  id: 'common.invalidId',
  date: 'common.dateInvalid',
  datetime: 'issue.format.datetime',
  time: 'issue.format.time',
  url: 'issue.format.url',
  format: 'issue.format.other',
  invalidValue: 'issue.invalidValue',
  notMultipleOf: 'issue.notMultipleOf',
  unrecognizedKeys: 'issue.unrecognizedKeys',
} as const;

const FORMAT_KEYS: Readonly<Record<string, string>> = {
  email: ISSUE_KEYS.email,
  uuid: ISSUE_KEYS.id,
  guid: ISSUE_KEYS.id,
  date: ISSUE_KEYS.date,
  datetime: ISSUE_KEYS.datetime,
  time: ISSUE_KEYS.time,
  url: ISSUE_KEYS.url,
};

const isMissing = (input: unknown) => input === undefined || input === null;

function sizeKey(issue: ValidationIssue, big: boolean): string {
  const exclusive = issue.inclusive === false;
  const limit = numeric(big ? issue.maximum : issue.minimum);
  switch (issue.origin) {
    case 'string':
      // Fewer than one character is an empty field: say it is required, not "1 character".
      if (!big && limit === 1) return ISSUE_KEYS.required;
      return big ? ISSUE_KEYS.tooBigString : ISSUE_KEYS.tooSmallString;
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return exclusive ? ISSUE_KEYS.tooBigNumberExclusive : ISSUE_KEYS.tooBigNumber;
      return exclusive ? ISSUE_KEYS.tooSmallNumberExclusive : ISSUE_KEYS.tooSmallNumber;
    case 'array':
    case 'set':
      if (!big && limit === 1) return ISSUE_KEYS.required;
      return big ? ISSUE_KEYS.tooBigArray : ISSUE_KEYS.tooSmallArray;
    case 'file':
      return big ? ISSUE_KEYS.tooBigFile : ISSUE_KEYS.tooSmall;
    default:
      return big ? ISSUE_KEYS.tooBig : ISSUE_KEYS.tooSmall;
  }
}

/**
 * The key for an issue zod raised without a message of the schema's: the one mapping the web
 * (through zod's global error map) and the server's error handler both use. `input` tells a
 * missing value ("Required") from a wrong one.
 */
export function issueKeyOf(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue.input) ? ISSUE_KEYS.required : ISSUE_KEYS.invalid;
    case 'too_big':
      return sizeKey(issue, true);
    case 'too_small':
      return sizeKey(issue, false);
    case 'invalid_format':
      return (typeof issue.format === 'string' && FORMAT_KEYS[issue.format]) || ISSUE_KEYS.format;
    case 'invalid_value':
      return ISSUE_KEYS.invalidValue;
    case 'not_multiple_of':
      return ISSUE_KEYS.notMultipleOf;
    case 'unrecognized_keys':
      return ISSUE_KEYS.unrecognizedKeys;
    default:
      return ISSUE_KEYS.invalid;
  }
}

/**
 * Registers the function that words validation messages (the web's i18next in the current
 * language), and makes zod word its own issues through the same keys. `undefined` removes it:
 * messages read as keys again and zod's own issues as zod writes them.
 */
export function setValidationTranslator(next: ValidationTranslator | undefined): void {
  translator = next;
  config({
    customError: next
      ? (issue) => validationMessage(issueKeyOf(issue), issueParamsOf(issue))
      : undefined,
  });
}
