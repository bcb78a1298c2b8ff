// The server as it is today: no module cycle, and modules.ts registers each module after every
// module it imports (the order docs/architecture.md describes).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, readModuleGraph } from '../module-graph.js';

const server = resolve(import.meta.dirname, '../../../apps/server/src');
const { dependencies, edges } = readModuleGraph(resolve(server, 'modules'));

describe('the server modules', () => {
  it('have no cycle and no import of another module’s internals', () => {
    expect(moduleCycles(dependencies)).toEqual([]);
    expect(edges.filter((edge) => !edge.target.endsWith('/index.ts'))).toEqual([]);
  });

  it('are registered each after the modules it imports', () => {
    const listed = [
      ...readFileSync(resolve(server, 'modules.ts'), 'utf8').matchAll(/apiModule\('([\w-]+)'/g),
    ].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(10);
    for (const [position, module] of listed.entries()) {
      for (const needed of dependencies.get(module ?? '') ?? []) {
        // Modules without routes (files, mail) are not in the list: plugins expose them.
        if (!listed.includes(needed)) continue;
        expect(listed.indexOf(needed), `${module} needs ${needed} first`).toBeLessThan(position);
      }
    }
  });
});
