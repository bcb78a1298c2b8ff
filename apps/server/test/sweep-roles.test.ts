/**
 * The role sweep: in a full demo organisation, the demo person of each built-in role (with the
 * demo's building and contractor scope) calls every operation of the endpoint table on the
 * organisation's own records. The expectation comes from the table itself: each entry declares
 * its access (a permission, any of several, or any signed-in member), and the role's rules
 * (packages/permissions, DEFAULT_ROLES) say yes or no to it, exactly as the auth gate asks.
 *
 * - No: 403 FORBIDDEN, even with a body no route could parse. The gate runs in onRequest, before
 *   the body is read, so a refused caller learns nothing of the route's input rules.
 * - Yes: never the gate's 403. A 400 or 422 for the sweep's sample body counts as allowed (the
 *   permission was checked before it); a 403 with a rule of its own about the record (below) is
 *   allowed too, and listed, so a new one is added on purpose.
 * - Never a 500.
 */
import { allEndpoints, type EndpointDefinition } from '@mainstay/contracts';
import { DEFAULT_ROLE_KEYS } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  describeEndpoint,
  gateAllows,
  mayEndSession,
  sweepCall,
} from './helpers/sweep-requests.ts';
import { buildSweepOrganisation, type SweepOrganisation } from './helpers/sweep-world.ts';
import { rulesOf } from './helpers/tickets.ts';

/** Refusals about one record that a caller the gate let through may get, and why. */
const RECORD_RULES: Record<string, string> = {
  LEAVE_OWN_ONLY: 'reading the team lets you record your own leave; others’ needs write on team',
  LOCATION_DELETE_FORBIDDEN: 'a bulk call may delete, which needs manage on locations',
  IMPORT_FORBIDDEN: 'imports are open to members; the service asks for add on what is imported',
  TICKET_ASSIGN_FORBIDDEN:
    'reporting may not choose assignees, a team or a contractor (write does)',
  TICKET_CHANGE_FORBIDDEN: 'my-jobs access changes only the caller’s own jobs; readers only read',
  TICKET_ATTACH_FORBIDDEN: 'files go on tickets the caller reported, works on or may write',
  TIME_OTHERS_FORBIDDEN: 'time for someone else is a manager’s to log',
  FORM_FILL_FORBIDDEN: 'a ticket’s forms are filled by those working on the ticket',
  FORM_MANAGE_FORBIDDEN: 'reopening, or deleting another’s form, is for those who manage templates',
};

/** Deletions last, so the calls before them find the records. */
const byMethod = (endpoint: EndpointDefinition) => (endpoint.method === 'DELETE' ? 1 : 0);

describe('the role sweep', () => {
  let t: TestApp;
  let organisation: SweepOrganisation;
  beforeAll(async () => {
    t = await createTestApp();
    organisation = await buildSweepOrganisation(t);
  }, 120_000);
  afterAll(() => t.close());

  it('answers 403 exactly where a built-in role may not call, and never 500', async () => {
    const problems: string[] = [];
    const recordRefusals = new Set<string>();
    let calls = 0;
    const endpoints = allEndpoints()
      .filter((endpoint) => !('public' in endpoint.access))
      .sort((x, y) => byMethod(x) - byMethod(y));
    const ids = { path: organisation.records, fields: organisation.records };

    for (const endpoint of endpoints) {
      for (const role of DEFAULT_ROLE_KEYS) {
        const allowed = gateAllows(endpoint, rulesOf(role));
        const token = await organisation.tokenOf(role);
        const { response } = await sweepCall(t, endpoint, token, ids, !allowed);
        calls += 1;
        if (mayEndSession(endpoint)) await organisation.tokenOf(role, true);
        const status = response.statusCode;
        const code = status === 403 ? response.json<{ code: string }>().code : undefined;
        const name = `${describeEndpoint(endpoint)} as ${role}`;
        if (status >= 500 || status === 401) problems.push(`${name}: ${status} ${response.body}`);
        else if (!allowed && code !== 'FORBIDDEN') {
          problems.push(
            `${name}: ${status} where the role may not call (${response.body.slice(0, 200)})`,
          );
        } else if (allowed && status === 403) {
          if (code === undefined || code === 'FORBIDDEN' || !(code in RECORD_RULES)) {
            problems.push(`${name}: 403 ${response.body.slice(0, 200)}`);
          }
          recordRefusals.add(`${name}: ${code}`);
        }
      }
    }
    console.info(
      `Role sweep: ${calls} calls, ${endpoints.length} operations as ${DEFAULT_ROLE_KEYS.length} roles; ` +
        `refused on a record rule: ${[...recordRefusals].join('; ') || 'none'}`,
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
