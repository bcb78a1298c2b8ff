/**
 * The lint rule that keeps API paths in the endpoint table: a '/v1/...' string or template in
 * feature code fails lint; the same text in a feature's test (which checks the wire on its own)
 * and a call through the table pass.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root: the nearest folder up from here holding the lint setup. */
function repositoryRoot(): string {
  let folder = process.cwd();
  while (!existsSync(join(folder, 'eslint.config.js')) && dirname(folder) !== folder) {
    folder = dirname(folder);
  }
  return folder;
}

const repository = repositoryRoot();
const eslint = new ESLint({ cwd: repository });

async function messagesOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId}`);
}

describe('no API paths in feature code', () => {
  it("fails on a '/v1/...' string or template in a feature", async () => {
    const code = [
      "export const list = '/v1/buildings';",
      'export const one = (id: string) => `/v1/buildings/${id}`;',
      "export const unrelated = '/v10';",
      '',
    ].join('\n');
    const messages = await messagesOf(code, 'apps/web/src/features/places/api/probe.ts');
    expect(messages).toEqual(['1:no-restricted-syntax', '2:no-restricted-syntax']);
  }, 60_000);

  it('lets tests keep literal URLs and code call through the table', async () => {
    const literal = "export const url = '/v1/buildings';\n";
    expect(await messagesOf(literal, 'apps/web/src/features/places/probe.test.ts')).toEqual([]);
    const viaTable = [
      "import { placeEndpoints } from '@mainstay/contracts';",
      "import { endpointPath } from '@/lib/endpoint-client.ts';",
      "export const url = endpointPath(placeEndpoints.getBuilding, { id: 'b1' });",
      '',
    ].join('\n');
    expect(await messagesOf(viaTable, 'apps/web/src/features/places/api/probe.ts')).toEqual([]);
  }, 60_000);
});
