// The module rules on a fixture of three modules (alpha -> beta, gamma alone): an import of
// another module's internals and an import that closes a loop are refused; entries are fine.
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../index.js';
import { moduleCycles, readModuleGraph } from '../module-graph.js';

RuleTester.describe = describe;
RuleTester.it = it;

const modules = resolve(import.meta.dirname, 'fixtures/modules');
const options = [{ modules }];
const file = (path: string) => resolve(modules, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('the module graph of the fixture', () => {
  it('has alpha -> beta and no cycle', () => {
    const { dependencies } = readModuleGraph(modules);
    expect([...(dependencies.get('alpha') ?? [])]).toEqual(['beta']);
    expect(moduleCycles(dependencies)).toEqual([]);
  });

  it('finds the loop once beta also depends on alpha', () => {
    const { dependencies } = readModuleGraph(modules);
    dependencies.get('beta')?.add('alpha');
    expect(moduleCycles(dependencies)).toEqual([['alpha', 'beta', 'alpha']]);
  });
});

const moduleEntry = plugin.rules['module-entry'];
const noModuleCycle = plugin.rules['no-module-cycle'];

tester.run('module-entry', moduleEntry, {
  valid: [
    {
      filename: file('alpha/x.ts'),
      options,
      code: "import { betaValue } from '../beta/index.ts';",
    },
    {
      filename: file('alpha/x.ts'),
      options,
      code: "import { alphaValue } from './alpha.service.ts';",
    },
    {
      filename: file('../app.ts'),
      options,
      code: "export { gammaValue } from './modules/gamma/index.ts';",
    },
    { filename: file('alpha/x.ts'), options, code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: file('alpha/x.ts'),
      options,
      code: "import { betaValue } from '../beta/beta.service.ts';",
      errors: [
        { messageId: 'internals', data: { module: 'beta', path: 'modules/beta/beta.service.ts' } },
      ],
    },
    {
      filename: file('../seed/x.ts'),
      options,
      code: "export { betaValue } from '../modules/beta/beta.service.ts';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: file('gamma/deep/x.ts'),
      options,
      code: "const load = () => import('../../alpha/alpha.service.ts');",
      errors: [{ messageId: 'internals' }],
    },
  ],
});

tester.run('no-module-cycle', noModuleCycle, {
  valid: [
    {
      filename: file('alpha/x.ts'),
      options,
      code: "import { betaValue } from '../beta/index.ts';",
    },
    {
      filename: file('gamma/x.ts'),
      options,
      code: "import { alphaValue } from '../alpha/index.ts';",
    },
    {
      filename: file('../app.ts'),
      options,
      code: "import { alphaValue } from './modules/alpha/index.ts';",
    },
  ],
  invalid: [
    {
      filename: file('beta/x.ts'),
      options,
      code: "import type { alphaValue } from '../alpha/index.ts';",
      errors: [
        { messageId: 'cycle', data: { from: 'beta', to: 'alpha', loop: 'beta -> alpha -> beta' } },
      ],
    },
  ],
});
