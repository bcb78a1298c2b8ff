/**
 * The anonymous sweep: every operation of the endpoint table, called without a token. Each one
 * that is not public answers 401 before anything else happens; the public ones are listed below
 * with the reason they are public, so a new public endpoint is one somebody added on purpose.
 * Public or not, no answer is a 500.
 */
import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { describeEndpoint, sweepCall } from './helpers/sweep-requests.ts';
import { RECORD_KINDS, type RecordKind } from './helpers/sweep-world.ts';

/** Operations anyone may call, and why. */
const PUBLIC: Record<string, string> = {
  'GET /health': 'liveness probe for load balancers',
  'GET /ready': 'readiness probe for load balancers',
  'GET /v1/files/:id/content': 'the signature in the link is the credential (<img> sends no token)',
  'POST /v1/auth/login': 'signing in',
  'GET /v1/auth/demo-accounts': 'the demo login page lists its accounts (404 outside demo mode)',
  'POST /v1/auth/register': 'signing up',
  'POST /v1/auth/verify-email': 'signing up: the code from the e-mail',
  'POST /v1/auth/resend-verification': 'signing up: a new code',
  'POST /v1/auth/company-details': 'signing up: carries the sign-up secret',
  'POST /v1/auth/forgot-password': 'a signed-out person asks for a reset link',
  'POST /v1/auth/reset-password': 'the token from the reset e-mail is the credential',
  'GET /v1/auth/invitations/:token': 'the invitation token is the credential',
  'POST /v1/auth/accept-invitation': 'the invitation token is the credential',
  'GET /v1/auth/plans': 'the plans shown while signing up',
  'POST /v1/auth/payment': 'signing up: carries the sign-up secret',
  'GET /v1/public/ticket-feedback': 'the feedback token from the e-mail is the credential',
  'POST /v1/public/ticket-feedback': 'the feedback token from the e-mail is the credential',
  'POST /v1/public/ticket-reopen': 'the feedback token from the e-mail is the credential',
  'POST /v1/public/report-unsubscribe': 'the unsubscribe token from the e-mail is the credential',
  'POST /v1/public/report-unsubscribe/one-click':
    'the unsubscribe token in the e-mail’s List-Unsubscribe address is the credential',
};

describe('the anonymous sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to every operation that is not public, and never 500', async () => {
    // Ids of nothing: the gate must refuse before any lookup.
    const nobody = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, randomUUID()])) as Record<
      RecordKind,
      string
    >;
    const endpoints = allEndpoints();
    const seenPublic: string[] = [];
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const name = describeEndpoint(endpoint);
      const isPublic = 'public' in endpoint.access;
      if (isPublic) seenPublic.push(name);
      const { response } = await sweepCall(t, endpoint, undefined, {
        path: nobody,
        fields: nobody,
      });
      const status = response.statusCode;
      if (status >= 500 || (!isPublic && status !== 401))
        wrong.push(`${name}: ${status} ${response.body}`);
      if (!isPublic && status === 401) {
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
    console.info(`Anonymous sweep: ${endpoints.length} calls, ${seenPublic.length} public`);
    expect(wrong).toEqual([]);
    // Public exactly where the list says: a new public endpoint is added to it on purpose.
    expect(seenPublic.sort()).toEqual(Object.keys(PUBLIC).sort());
  });
});
