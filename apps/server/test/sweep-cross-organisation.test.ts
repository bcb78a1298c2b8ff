/**
 * The cross-organisation sweep: two full demo organisations, A and B (helpers/sweep-world.ts).
 * Each of A's people (one per built-in role) calls every operation of the endpoint table with
 * B's ids: in the path, in the query and body fields that name records, and, for a record under
 * another (`/assets/:id/meters/:meterId`), with A's own parent and B's child. Every call that
 * names one of B's records in its path answers 403 or 404; a sample body the route refuses
 * (400, 422) counts too when A's own ids in the same call are refused alike. No answer shows an id
 * of B's that the call did not send, no answer is a 500, and afterwards B's rows are exactly what
 * they were and none of A's rows points at one of B's records.
 */
import { allEndpoints, type EndpointDefinition } from '@mainstay/contracts';
import { DEFAULT_ROLE_KEYS, type DefaultRoleKey } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  describeEndpoint,
  gateAllows,
  mayEndSession,
  pathKinds,
  sweepCall,
  type SweepIds,
} from './helpers/sweep-requests.ts';
import {
  idsIn,
  snapshotDifferences,
  snapshotOrganisation,
  type OrganisationSnapshot,
} from './helpers/sweep-snapshot.ts';
import { buildSweepWorld, type SweepWorld } from './helpers/sweep-world.ts';
import { rulesOf } from './helpers/tickets.ts';

/** Deletions last, so the calls before them find A's records for the control calls. */
const byMethod = (endpoint: EndpointDefinition) => (endpoint.method === 'DELETE' ? 1 : 0);

describe('the cross-organisation sweep', () => {
  let t: TestApp;
  let world: SweepWorld;
  let bBefore: OrganisationSnapshot;
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSweepWorld(t);
    bBefore = await snapshotOrganisation(t.app.db, world.b.id);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses every call with B’s ids, shows none of B’s data and changes nothing of B’s', async () => {
    const { a, b } = world;
    const bOnly = new Set(idsIn(bBefore));
    for (const id of idsIn(await snapshotOrganisation(t.app.db, a.id))) bOnly.delete(id);

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let calls = 0;
    const endpoints = allEndpoints()
      .filter((endpoint) => !('public' in endpoint.access))
      .sort((x, y) => byMethod(x) - byMethod(y));

    const call = async (endpoint: EndpointDefinition, role: DefaultRoleKey, ids: SweepIds) => {
      const result = await sweepCall(t, endpoint, await a.tokenOf(role), ids);
      calls += 1;
      if (mayEndSession(endpoint)) await a.tokenOf(role, true);
      const status = result.response.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const shown = [...bOnly].filter(
        (id) => !result.sentIds.has(id) && result.response.body.includes(id),
      );
      if (shown.length > 0) {
        problems.push(`${describeEndpoint(endpoint)} as ${role} showed B's ${shown.join(', ')}`);
      }
      // A signed-in caller is never turned away as unknown: that would hide the call's answer.
      if (status >= 500 || status === 401) {
        problems.push(
          `${describeEndpoint(endpoint)} as ${role}: ${status} ${result.response.body}`,
        );
      }
      return result;
    };

    /** A call naming B's record in its path: refused, or its sample body refused alike for A. */
    const expectRefused = async (
      endpoint: EndpointDefinition,
      role: DefaultRoleKey,
      ids: SweepIds,
    ) => {
      const foreign = await call(endpoint, role, ids);
      const status = foreign.response.statusCode;
      if (status === 403 || status === 404) return;
      if (foreign.withBody && (status === 400 || status === 422)) {
        const own = await call(endpoint, role, { path: a.records, fields: a.records });
        if (own.response.statusCode === status) return;
      }
      problems.push(
        `${describeEndpoint(endpoint)} as ${role} with B's ids: ${status} ${foreign.response.body.slice(0, 300)}`,
      );
    };

    for (const endpoint of endpoints) {
      const kinds = pathKinds(endpoint.path).flatMap(({ kind }) => (kind ? [kind] : []));
      const child = kinds[kinds.length - 1];
      for (const role of DEFAULT_ROLE_KEYS) {
        // Refusals by the gate are the role sweep's; here, what the gate lets through.
        if (!gateAllows(endpoint, rulesOf(role))) continue;
        if (child) {
          await expectRefused(endpoint, role, { path: b.records, fields: a.records });
          // A's own parent, B's record under it.
          if (kinds.length > 1) {
            await expectRefused(endpoint, role, {
              path: { ...a.records, [child]: b.records[child] },
              fields: a.records,
            });
          }
        }
        // B's ids in the query and body of a call on A's records (or the call itself, when
        // its path names no record): whatever it answers, no leak (checked on every answer)
        // and no link to B (checked on A's rows at the end).
        if (!child || endpoint.body || endpoint.query) {
          await call(endpoint, role, { path: a.records, fields: b.records });
        }
      }
    }

    const bAfter = await snapshotOrganisation(t.app.db, b.id);
    const aAfter = await snapshotOrganisation(t.app.db, a.id);
    const pointing = [...aAfter].flatMap(([table, rows]) =>
      rows
        .filter((row) => [...bOnly].some((id) => row.includes(id)))
        .map((row) => `${table}: ${row}`),
    );
    console.info(
      `Cross-organisation sweep: ${calls} calls by ${DEFAULT_ROLE_KEYS.length} roles over ` +
        `${endpoints.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(problems).toEqual([]);
    expect(snapshotDifferences(bBefore, bAfter)).toEqual([]);
    expect(pointing).toEqual([]);
  }, 300_000);
});
