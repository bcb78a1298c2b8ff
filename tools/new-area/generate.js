// @ts-check
/**
 * Plans and writes a new area: the files of its skeleton (templates/area) and its registrations
 * in existing files (registry.js). Everything is planned in memory first, so a clash or a missing
 * anchor refuses before any file is touched; then every file is formatted with Prettier and
 * written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { appendTableRows, hasLine, insertAboveAnchor, setJsonValue } from './edits.js';
import { fillNames } from './names.js';
import { clashes, registrations, untranslated } from './registry.js';

/** @typedef {import('./names.js').AreaNames} AreaNames */

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const LOCALES = 'packages/i18n/locales';

/**
 * @typedef {object} Plan
 * @property {Map<string, string>} created path (from the root, with /) -> content
 * @property {Map<string, string>} changed path -> new content
 */

/** Every file under a folder, as paths relative to it (with /). */
function filesUnder(/** @type {string} */ folder) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(folder, path).split(sep).join('/'));
    }
  };
  walk(folder);
  return found.sort();
}

/** The languages of packages/i18n, English first. */
export function languagesOf(/** @type {string} */ root) {
  const all = readdirSync(join(root, LOCALES)).filter((name) =>
    statSync(join(root, LOCALES, name)).isDirectory(),
  );
  return ['en', ...all.filter((name) => name !== 'en').sort()];
}

/** A locale file's strings marked for translation, keys kept. */
function markedForTranslation(/** @type {string} */ json) {
  return `${JSON.stringify(
    JSON.parse(json, (_key, value) => (typeof value === 'string' ? untranslated(value) : value)),
    null,
    2,
  )}\n`;
}

/**
 * The area's new files: each template with its names filled in. A locale file is written for
 * every language of packages/i18n: from its own template (generic words translated, the area's
 * words marked), or, for a language without one, the English marked throughout.
 * @param {AreaNames} names
 * @param {string} set the templates' folder ('area')
 * @param {string[]} languages
 */
function templateFiles(names, set, languages) {
  const folder = join(TEMPLATES, set);
  const templates = filesUnder(folder);
  const fill = (/** @type {string} */ template) =>
    fillNames(readFileSync(join(folder, template), 'utf8'), names);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const template of templates) {
    if (template.startsWith(`${LOCALES}/`) && !template.startsWith(`${LOCALES}/en/`)) continue;
    const path = fillNames(template.replace(/\.tpl$/, ''), names);
    if (!template.startsWith(`${LOCALES}/en/`)) {
      files.set(path, fill(template));
      continue;
    }
    for (const language of languages) {
      const own = template.replace(`${LOCALES}/en/`, `${LOCALES}/${language}/`);
      const target = path.replace(`${LOCALES}/en/`, `${LOCALES}/${language}/`);
      files.set(target, templates.includes(own) ? fill(own) : markedForTranslation(fill(template)));
    }
  }
  return files;
}

/** The text of every file in `paths` (files or folders), for clash checks. */
function textsOf(/** @type {string} */ root, /** @type {string[]} */ paths) {
  return paths.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory()
      ? filesUnder(full).map((file) => readFileSync(join(full, file), 'utf8'))
      : [readFileSync(full, 'utf8')];
  });
}

/**
 * Everything the area would create and change, or an error saying why it cannot be made.
 * @param {string} root the repository
 * @param {AreaNames} names
 * @returns {Plan}
 */
export function planArea(root, names) {
  const languages = languagesOf(root);
  const created = templateFiles(names, 'area', languages);

  const problems = [...created.keys()]
    .filter((path) => existsSync(join(root, path)))
    .map((path) => `${path} exists`);
  for (const clash of clashes(names)) {
    if (textsOf(root, clash.files).some((text) => clash.pattern.test(text))) {
      problems.push(clash.what);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `The area "${names.kebab}" cannot be made, it is there already (or clashes with a name in use):\n  - ${problems.join('\n  - ')}`,
    );
  }

  /** @type {Map<string, string>} */
  const changed = new Map();
  const current = (/** @type {string} */ path) => {
    const known = changed.get(path);
    if (known !== undefined) return known;
    const full = join(root, path);
    if (!existsSync(full))
      throw new Error(`${path} is missing; the generator registers the area there`);
    return readFileSync(full, 'utf8');
  };
  for (const edit of registrations(names, { languages })) {
    const text = current(edit.file);
    if (edit.kind === 'anchor') {
      const lines = edit.unlessPresent
        ? edit.lines.filter((line) => !hasLine(text, line))
        : edit.lines;
      if (lines.length > 0)
        changed.set(edit.file, insertAboveAnchor(text, edit.file, edit.slot, lines));
    } else if (edit.kind === 'json') {
      changed.set(edit.file, setJsonValue(text, edit.file, edit.path, edit.value));
    } else {
      changed.set(edit.file, appendTableRows(text, edit.file, edit.heading, edit.rows));
    }
  }
  return { created, changed };
}

/**
 * A file's content as Prettier writes it (files Prettier ignores or cannot read are kept as they are).
 * @param {string} root
 * @param {string} path
 * @param {string} content
 */
async function formatted(root, path, content) {
  const full = join(root, path);
  const info = await prettier.getFileInfo(full, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return content;
  const options = await prettier.resolveConfig(full);
  return prettier.format(content, { ...options, filepath: full });
}

/**
 * Formats and writes a plan.
 * @param {string} root
 * @param {Plan} plan
 */
export async function writePlan(root, plan) {
  const all = [...plan.created, ...plan.changed];
  const contents = await Promise.all(all.map(([path, content]) => formatted(root, path, content)));
  all.forEach(([path], index) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, contents[index] ?? '');
  });
}
