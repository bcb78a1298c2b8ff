// @ts-check
/**
 * Where a new area is registered in files that already exist: the anchors it inserts above, the
 * translation keys it adds, and the error codes' rows in docs/api.md. Also what tells that the
 * area is there already, so a second run refuses instead of registering it twice.
 *
 * Area-specific words are English; in every other language they carry the TODO(translate)
 * marker (see UNTRANSLATED), which tools/new-area/test/untranslated.test.ts refuses in committed
 * code. Idempotency-Key needs nothing per area: every creating call gets it from
 * apps/server/src/plugins/idempotency.ts.
 */

/** @typedef {import('./names.js').AreaNames} AreaNames */

/**
 * @typedef {{ kind: 'anchor', file: string, slot: string, lines: string[], unlessPresent?: boolean }} AnchorEdit
 *   Lines inserted above the anchor; with `unlessPresent`, only those not in the file yet.
 * @typedef {{ kind: 'json', file: string, path: string, value: string }} JsonEdit
 * @typedef {{ kind: 'table', file: string, heading: string, rows: string[] }} TableEdit
 * @typedef {AnchorEdit | JsonEdit | TableEdit} Edit
 * @typedef {{ files: string[], pattern: RegExp, what: string }} Clash
 */

/** The marker of an English text standing in for a translation not written yet. */
export const UNTRANSLATED = 'TODO(translate)';

/** What another language shows until someone translates the English `text`. */
export const untranslated = (/** @type {string} */ text) => `${UNTRANSLATED} ${text}`;

const LOCALES = 'packages/i18n/locales';
const ERRORS_DOC = 'docs/api.md';
const ERROR_TABLE = '### Domain codes';

/**
 * @param {string} status
 * @param {string} code
 * @param {string} message
 */
const errorRow = (status, code, message) => `| ${status} | \`${code}\` | ${message} |`;

/**
 * The edits that register an area in existing files.
 * @param {AreaNames} n
 * @param {{ languages: string[] }} context the languages of packages/i18n
 * @returns {Edit[]}
 */
export function registrations(n, { languages }) {
  const notFound = `${n.SNAKE_ONE}_NOT_FOUND`;
  /** @type {Edit[]} */
  const edits = [
    // Contracts: the area's schemas, its endpoint table, its error codes.
    {
      kind: 'anchor',
      file: 'packages/contracts/src/index.ts',
      slot: 'contracts-index',
      lines: [`export * from './${n.kebab}/index.ts';`],
    },
    {
      kind: 'anchor',
      file: 'packages/contracts/src/endpoints/index.ts',
      slot: 'endpoints-import',
      lines: [`import { ${n.camelOne}Endpoints } from '../${n.kebab}/${n.kebab}.endpoints.ts';`],
    },
    {
      kind: 'anchor',
      file: 'packages/contracts/src/endpoints/index.ts',
      slot: 'endpoints-export',
      lines: [`${n.camelOne}Endpoints,`],
    },
    {
      kind: 'anchor',
      file: 'packages/contracts/src/endpoints/index.ts',
      slot: 'endpoints-all',
      lines: [`${n.camelOne}Endpoints,`],
    },
    {
      kind: 'anchor',
      file: 'packages/contracts/src/errors.ts',
      slot: 'error-codes',
      lines: [`// ${n.Title}`, `${notFound}: 404,`],
    },
    {
      kind: 'table',
      file: ERRORS_DOC,
      heading: ERROR_TABLE,
      rows: [errorRow('404', notFound, `${n.TitleOne} not found`)],
    },

    // Permissions: the subject, and default rules for the built-in roles (the Owner manages
    // everything already): administrators and facilities managers work with the area like
    // the other operations, viewers read it.
    {
      kind: 'anchor',
      file: 'packages/permissions/src/actions-subjects.ts',
      slot: 'subjects',
      lines: [`'${n.subject}',`],
    },
    {
      kind: 'anchor',
      file: 'packages/permissions/src/default-roles.ts',
      slot: 'operations',
      lines: [`'${n.subject}',`],
    },
    {
      kind: 'anchor',
      file: 'packages/permissions/src/default-roles.ts',
      slot: 'viewer-rules',
      lines: [`...grant(['read'], ['${n.subject}']),`],
    },
    {
      kind: 'anchor',
      file: 'apps/web/src/features/access/lib/permission-matrix.ts',
      slot: 'subject-keys',
      lines: [`'${n.subject}': '${n.camel}',`],
    },

    // Server: the table (tenant data, so distributed by organisation on Citus) and the module.
    {
      kind: 'anchor',
      file: 'apps/server/src/db/schema/index.ts',
      slot: 'schema-index',
      lines: [`export * from './${n.kebab}.ts';`],
    },
    {
      kind: 'anchor',
      file: 'apps/server/src/db/distribution.ts',
      slot: 'distributed-tables',
      lines: [`'${n.snake}',`],
    },
    {
      kind: 'anchor',
      file: 'apps/server/src/modules.ts',
      slot: 'module-import',
      lines: [`import { ${n.camel}Module } from './modules/${n.kebab}/index.ts';`],
    },
    {
      kind: 'anchor',
      file: 'apps/server/src/modules.ts',
      slot: 'modules',
      lines: [`apiModule('${n.kebab}', ${n.camel}Module, {}),`],
    },

    // Web: the path, the route with its permission, the menu entry.
    {
      kind: 'anchor',
      file: 'apps/web/src/config/paths.ts',
      slot: 'paths',
      lines: [`${n.camel}: { list: '/${n.kebab}' },`],
    },
    {
      kind: 'anchor',
      file: 'apps/web/src/app/routes/protected-routes.ts',
      slot: 'routes',
      lines: [
        'page(',
        `  paths.${n.camel}.list,`,
        `  protectedPage('titles.${n.camel}', '${n.kebab}', [['read', '${n.subject}']]),`,
        `  lazyRoute(() => import('./${n.kebab}/${n.kebab}.tsx')),`,
        '),',
      ],
    },
    {
      kind: 'anchor',
      file: 'apps/web/src/config/navigation.ts',
      slot: 'nav-icons',
      lines: ["import FolderOutlined from '@mui/icons-material/FolderOutlined';"],
      unlessPresent: true,
    },
    {
      kind: 'anchor',
      file: 'apps/web/src/config/navigation.ts',
      slot: 'nav-items',
      lines: [
        '{',
        `  key: '${n.kebab}',`,
        `  titleKey: 'nav.${n.camel}',`,
        '  icon: FolderOutlined,',
        `  to: paths.${n.camel}.list,`,
        `  permission: read('${n.subject}'),`,
        '},',
      ],
    },
    {
      kind: 'anchor',
      file: 'apps/web/src/config/navigation.test.ts',
      slot: 'nav-keys',
      lines: [`'${n.kebab}',`],
    },
  ];

  // Translations: the subject's, the menu's and the page title's words, and the error codes.
  for (const language of languages) {
    const words = (/** @type {string} */ english) =>
      language === 'en' ? english : untranslated(english);
    const at = (/** @type {string} */ namespace) => `${LOCALES}/${language}/${namespace}.json`;
    edits.push(
      { kind: 'json', file: at('access'), path: `subjects.${n.camel}`, value: words(n.Title) },
      { kind: 'json', file: at('layout'), path: `nav.${n.camel}`, value: words(n.Title) },
      { kind: 'json', file: at('pages'), path: `titles.${n.camel}`, value: words(n.Title) },
      {
        kind: 'json',
        file: at('errors'),
        path: `codes.${notFound}`,
        value: words(`${n.TitleOne} not found`),
      },
    );
  }
  return edits;
}

/**
 * What shows the area (or a name it would take) exists already: each pattern is searched in the
 * files named (folders: every file in them).
 * @param {AreaNames} n
 * @returns {Clash[]}
 */
export function clashes(n) {
  const word = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    {
      files: ['packages/contracts/src'],
      pattern: new RegExp(`\\b(?:Z|T)${word(n.PascalOne)}\\b|\\b${word(n.camelOne)}Endpoints\\b`),
      what: `the contracts already name Z${n.PascalOne} or ${n.camelOne}Endpoints`,
    },
    {
      files: ['packages/contracts/src'],
      pattern: new RegExp(`path: '/v1/${word(n.kebab)}(?:/|')`),
      what: `an endpoint already uses /v1/${n.kebab}`,
    },
    {
      files: ['packages/contracts/src/errors.ts'],
      pattern: new RegExp(`\\b${n.SNAKE_ONE}_NOT_FOUND\\b`),
      what: `the error code ${n.SNAKE_ONE}_NOT_FOUND exists`,
    },
    {
      files: ['packages/permissions/src/actions-subjects.ts'],
      pattern: new RegExp(`'${word(n.subject)}'`),
      what: `the permission subject '${n.subject}' exists`,
    },
    {
      files: ['apps/server/src/db/schema'],
      pattern: new RegExp(
        `pgTable\\(\\s*'${n.snake}'|export (?:const|type) (?:${n.camel}|${n.PascalOne}|New${n.PascalOne})\\b`,
      ),
      what: `the database schema already has the table ${n.snake} or the names ${n.camel}, ${n.PascalOne}`,
    },
    {
      files: ['apps/server/src/modules.ts'],
      pattern: new RegExp(`apiModule\\('${word(n.kebab)}'|\\b${n.camel}Module\\b`),
      what: `apps/server/src/modules.ts already registers ${n.kebab}`,
    },
    {
      files: ['apps/web/src/config/paths.ts'],
      pattern: new RegExp(`^\\s*${n.camel}:`, 'm'),
      what: `apps/web/src/config/paths.ts already has paths.${n.camel}`,
    },
    {
      files: ['apps/web/src/config/navigation.ts'],
      pattern: new RegExp(`key: '${word(n.kebab)}'`),
      what: `the menu already has an item ${n.kebab}`,
    },
  ];
}
