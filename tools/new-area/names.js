// @ts-check
/**
 * The spellings of a new area's name. The input is kebab-case and plural, the way the area reads
 * in a URL (`work-orders`); everything else is derived from it and from its singular (guessed
 * from English endings, or given with --singular): folders and files in kebab-case, identifiers
 * in camelCase and PascalCase, the table in snake_case, error codes in UPPER_SNAKE_CASE, the
 * permission subject in lower-case words ('work orders'), as the existing subjects are written.
 */

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_LENGTH = 40;

/**
 * Names that would read as something else: words the code base uses for its own machinery, and
 * JavaScript words an identifier cannot be.
 */
const RESERVED = new Set([
  'all',
  'api',
  'app',
  'auth',
  'common',
  'components',
  'config',
  'db',
  'default',
  'delete',
  'endpoints',
  'errors',
  'features',
  'fields',
  'files',
  'idempotency',
  'index',
  'lib',
  'new',
  'pages',
  'plugins',
  'schema',
  'seed',
  'test',
  'v1',
]);

/**
 * @typedef {object} AreaNames
 * @property {string} kebab          work-orders: folders, files, URL path
 * @property {string} kebabOne       work-order
 * @property {string} camel          workOrders: translation namespace, query keys
 * @property {string} camelOne       workOrder: the endpoint table (`workOrderEndpoints`)
 * @property {string} Pascal         WorkOrders: components (`WorkOrdersPage`)
 * @property {string} PascalOne      WorkOrder: schemas and types (`ZWorkOrder`, `TWorkOrder`)
 * @property {string} snake          work_orders: the table
 * @property {string} SNAKE_ONE      WORK_ORDER: error codes and limits
 * @property {string} subject        'work orders': the permission subject
 * @property {string} Title          Work orders: English title (translations start from it)
 * @property {string} title          work orders
 * @property {string} TitleOne       Work order
 * @property {string} titleOne       work order
 */

/** @param {string} word */
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The singular of a kebab-case plural, by its last word's English ending ("entries" -> "entry",
 * "boxes" -> "box", "assets" -> "asset"); a word that is not plural stays as it is.
 * @param {string} kebab
 */
export function singularOf(kebab) {
  const words = kebab.split('-');
  const last = words.pop() ?? '';
  let one = last;
  if (/[^aeiou]ies$/.test(last)) one = `${last.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(last)) one = last.slice(0, -2);
  else if (/[^s]s$/.test(last)) one = last.slice(0, -1);
  return [...words, one].join('-');
}

/**
 * Why a name cannot be used, or null when it can.
 * @param {string} name
 * @returns {string | null}
 */
export function nameProblem(name) {
  if (!KEBAB.test(name)) {
    return `"${name}" is not kebab-case: lower-case letters and digits, words joined by single hyphens, starting with a letter (e.g. work-orders)`;
  }
  if (name.length > MAX_LENGTH) return `"${name}" is longer than ${MAX_LENGTH} characters`;
  if (RESERVED.has(name))
    return `"${name}" is a word the code base uses for itself; choose another`;
  return null;
}

/**
 * Every spelling of an area's name, or an error naming the problem.
 * @param {string} name the plural, kebab-case
 * @param {string} [singular] kebab-case; guessed from `name` when left out
 * @returns {AreaNames}
 */
export function areaNames(name, singular = singularOf(name)) {
  for (const [what, value] of [
    ['name', name],
    ['singular', singular],
  ]) {
    const problem = nameProblem(value ?? '');
    if (problem) throw new Error(`The ${what}: ${problem}.`);
  }
  if (singular === name) {
    throw new Error(
      `The singular of "${name}" is the same word; pass --singular=<name> to tell them apart (the list and one record need different names).`,
    );
  }
  const words = name.split('-');
  const wordsOne = singular.split('-');
  const camelOf = (/** @type {string[]} */ parts) =>
    parts.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
  return {
    kebab: name,
    kebabOne: singular,
    camel: camelOf(words),
    camelOne: camelOf(wordsOne),
    Pascal: words.map(capitalise).join(''),
    PascalOne: wordsOne.map(capitalise).join(''),
    snake: words.join('_'),
    SNAKE_ONE: wordsOne.join('_').toUpperCase(),
    subject: words.join(' '),
    Title: capitalise(words.join(' ')),
    title: words.join(' '),
    TitleOne: capitalise(wordsOne.join(' ')),
    titleOne: wordsOne.join(' '),
  };
}

/**
 * Replaces every `__key__` of the names in a text (template contents and paths).
 * @param {string} text
 * @param {AreaNames} names
 */
export function fillNames(text, names) {
  return text.replace(/__([A-Za-z_]+?)__/g, (match, key) => {
    if (!Object.hasOwn(names, key)) throw new Error(`Unknown placeholder ${match}`);
    return names[/** @type {keyof AreaNames} */ (key)];
  });
}
