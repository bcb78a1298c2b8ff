// @ts-check
/**
 * Exact, AST-free edits of existing files. Code files carry one-line anchor comments,
 * `// new-area:<slot> (npm run new:area inserts above this line)`, and new lines go right above
 * the anchor with its indentation. JSON files (translations) are edited as data. Markdown tables
 * get a row after their last one. Every edit refuses, naming the file, when its place is missing
 * or not unique, or when what it would add is already there.
 */

/** The anchor comment of a slot, as it is written in the registry files. */
export function anchorComment(/** @type {string} */ slot) {
  return `// new-area:${slot} (npm run new:area inserts above this line)`;
}

/**
 * Inserts lines above the anchor of `slot`, indented like it.
 * @param {string} text the file's content
 * @param {string} file its path, for messages
 * @param {string} slot
 * @param {string[]} lines what to insert (without indentation)
 * @returns {string}
 */
export function insertAboveAnchor(text, file, slot, lines) {
  const marker = `// new-area:${slot} `;
  const found = text.split('\n').flatMap((line, index) => (line.includes(marker) ? [index] : []));
  if (found.length !== 1) {
    const problem = found.length === 0 ? 'is missing' : `appears ${found.length} times`;
    throw new Error(
      `${file}: the anchor "${anchorComment(slot)}" ${problem}. Put exactly one back where new areas are registered (see docs/conventions.md, "The generator").`,
    );
  }
  const all = text.split('\n');
  const at = /** @type {number} */ (found[0]);
  const indent = /^\s*/.exec(all[at] ?? '')?.[0] ?? '';
  all.splice(at, 0, ...lines.map((line) => (line === '' ? '' : `${indent}${line}`)));
  return all.join('\n');
}

/**
 * Whether the file already holds a line (trimmed) equal to `line`.
 * @param {string} text
 * @param {string} line
 */
export function hasLine(text, line) {
  return text.split('\n').some((existing) => existing.trim() === line.trim());
}

/**
 * Sets `value` at a dotted path of a JSON document (creating objects on the way), refusing when
 * a value is already there.
 * @param {string} text the JSON file's content
 * @param {string} file
 * @param {string} path e.g. "subjects.workOrders"
 * @param {unknown} value
 * @returns {string} the new content (two-space JSON, as Prettier writes it, with a final newline)
 */
export function setJsonValue(text, file, path, value) {
  /** @type {Record<string, unknown>} */
  const document = JSON.parse(text);
  const parts = path.split('.');
  const last = /** @type {string} */ (parts.pop());
  let node = document;
  for (const part of parts) {
    const child = node[part];
    if (child === undefined) node[part] = {};
    else if (typeof child !== 'object' || child === null || Array.isArray(child)) {
      throw new Error(`${file}: "${part}" in "${path}" is not an object`);
    }
    node = /** @type {Record<string, unknown>} */ (node[part]);
  }
  if (Object.hasOwn(node, last)) throw new Error(`${file}: "${path}" already exists`);
  node[last] = value;
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * Appends rows to the first table after a Markdown heading.
 * @param {string} text
 * @param {string} file
 * @param {string} heading the heading line, exactly (e.g. "### Domain codes")
 * @param {string[]} rows table rows ("| 404 | `X` | ... |"); Prettier realigns them
 */
export function appendTableRows(text, file, heading, rows) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`${file}: the heading "${heading}" is missing`);
  let first = start + 1;
  while (first < lines.length && !(lines[first] ?? '').startsWith('|')) {
    if ((lines[first] ?? '').startsWith('#')) break;
    first += 1;
  }
  if (!(lines[first] ?? '').startsWith('|')) {
    throw new Error(`${file}: no table under "${heading}"`);
  }
  let end = first;
  while ((lines[end + 1] ?? '').startsWith('|')) end += 1;
  lines.splice(end + 1, 0, ...rows);
  return lines.join('\n');
}
