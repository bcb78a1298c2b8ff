// The repository's own lint configuration refuses each kind of bad import: the server's layers,
// another module's internals (server modules and web features), a module cycle, and a file-level
// import cycle (server and web).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rules that fail when `code` is linted as the file at `path` (relative to the root). */
async function failingRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint configuration', { timeout: 120_000 }, () => {
  it('keeps config, lib and db below everything else', async () => {
    for (const [path, code] of [
      [
        'apps/server/src/lib/bad.ts',
        "export { ticketsModule } from '../modules/tickets/index.ts';",
      ],
      ['apps/server/src/db/bad.ts', "export { seedOnStart } from '../seed/index.ts';"],
      ['apps/server/src/config/bad.ts', "export { authPlugin } from '../plugins/auth.ts';"],
      ['apps/server/src/lib/bad-jobs.ts', "export type { Queue } from '../jobs/queue.ts';"],
    ]) {
      expect(await failingRules(path!, code!)).toContain('no-restricted-imports');
    }
  });

  it('lets plugins and jobs use no API module', async () => {
    expect(
      await failingRules(
        'apps/server/src/plugins/bad.ts',
        "export { authModule } from '../modules/auth/index.ts';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await failingRules(
        'apps/server/src/jobs/bad.ts',
        "export { slaModule } from '../modules/sla/index.ts';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await failingRules(
        'apps/server/src/plugins/ok.ts',
        "export type { FileStore } from '../modules/files/index.ts';",
      ),
    ).toEqual([]);
  });

  it("refuses another module's internals and a module cycle", async () => {
    expect(
      await failingRules(
        'apps/server/src/modules/sla/bad.ts',
        "export { changeTicketStatus } from '../tickets/core/ticket-status.ts';",
      ),
    ).toContain('mainstay/module-entry');
    expect(
      await failingRules(
        'apps/server/src/modules/tickets/bad.ts',
        "export { slaModule } from '../sla/index.ts';",
      ),
    ).toContain('mainstay/no-module-cycle');
    expect(
      await failingRules(
        'apps/server/src/modules/sla/ok.ts',
        "export { ticketsModule } from '../tickets/index.ts';",
      ),
    ).toEqual([]);
  });

  it("refuses another web feature's internals, by alias or by relative path", async () => {
    for (const source of [
      '@/features/tickets/list/category-label.ts',
      '../../../tickets/list/category-label.ts',
    ]) {
      expect(
        await failingRules(
          'apps/web/src/features/dashboards/components/charts/bad.ts',
          `export { categoryLabel } from '${source}';`,
        ),
      ).toEqual([source.startsWith('@') ? 'no-restricted-imports' : 'mainstay/module-entry']);
    }
    expect(
      await failingRules(
        'apps/web/src/features/dashboards/components/charts/ok.ts',
        "export { categoryLabel } from '../../../tickets/index.ts';",
      ),
    ).toEqual([]);
  });

  it('refuses a file-level import cycle in the server and in the web app', async () => {
    // ticket-status.ts imports ticket-assignment.ts; importing it back closes a loop.
    expect(
      await failingRules(
        'apps/server/src/modules/tickets/core/ticket-assignment.ts',
        "export { assertLegalMove } from './ticket-status.ts';",
      ),
    ).toContain('import-x/no-cycle');
    // api-client.ts imports session.ts.
    expect(
      await failingRules('apps/web/src/lib/session.ts', "export { api } from './api-client.ts';"),
    ).toContain('import-x/no-cycle');
  });
});
