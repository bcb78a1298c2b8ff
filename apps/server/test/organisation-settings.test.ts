// The organisation page's settings: GET and PATCH /v1/organisation and the branding reset,
// with their permissions, organisation isolation, colour validation and audit records.
import { DEFAULT_ROLES, type DefaultRoleKey, type PermissionRule } from '@mainstay/permissions';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const URL = '/api/v1/organisation';
const rulesOf = (key: DefaultRoleKey): PermissionRule[] =>
  DEFAULT_ROLES.find((role) => role.key === key)?.rules ?? [];

describe('organisation settings', () => {
  let t: TestApp;
  let organisationId: string;
  const tokens: Partial<Record<DefaultRoleKey, string>> = {};
  let otherOwnerToken: string;
  let otherOrganisationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const organisation = await createOrganisation(t.app.db, 'Harbour Estates');
    organisationId = organisation.id;
    for (const key of ['owner', 'administrator', 'technician', 'viewer', 'reporter'] as const) {
      tokens[key] = (
        await createUserWithToken(t.app.db, organisation.id, { rules: rulesOf(key) })
      ).token;
    }
    const other = await createOrganisation(t.app.db, 'Other Estates');
    otherOrganisationId = other.id;
    otherOwnerToken = (await createUserWithToken(t.app.db, other.id, { rules: rulesOf('owner') }))
      .token;
  });
  afterAll(() => t.close());

  const patch = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: URL, headers: bearer(token), payload });

  it('shows the organisation with the default branding', async () => {
    const response = await t.app.inject({ url: URL, headers: bearer(tokens.owner ?? '') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: organisationId,
      name: 'Harbour Estates',
      primary_color: '#10c0d2',
      highlight_color: '#3db5c2',
      logo: null,
      signature_comment: null,
    });
    expect(Date.parse(response.json().created_at)).not.toBeNaN();
  });

  it('answers each caller with their own organisation only', async () => {
    const response = await t.app.inject({ url: URL, headers: bearer(otherOwnerToken) });
    expect(response.json().id).toBe(otherOrganisationId);
    await patch(otherOwnerToken, { name: 'Other Estates Ltd', primary_color: '#222222' });
    const mine = await t.app.inject({ url: URL, headers: bearer(tokens.owner ?? '') });
    expect(mine.json()).toMatchObject({ name: 'Harbour Estates', primary_color: '#10c0d2' });
  });

  it('requires a token, and read organisation to see it', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const reporter = await t.app.inject({ url: URL, headers: bearer(tokens.reporter ?? '') });
    expect(reporter.statusCode).toBe(403);
    expect(reporter.json().message).toBe('You do not have permission to do this');
  });

  it('refuses changes from viewers and technicians', async () => {
    for (const key of ['viewer', 'technician'] as const) {
      const response = await patch(tokens[key] ?? '', { primary_color: '#000000' });
      expect(response.statusCode).toBe(403);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: `${URL}/branding/reset`,
      headers: bearer(tokens.viewer ?? ''),
    });
    expect(reset.statusCode).toBe(403);
  });

  it('saves colours (normalised to lower case), details and the signature comment', async () => {
    const response = await patch(tokens.administrator ?? '', {
      name: '  Harbour Estates Group ',
      country: 'fr',
      phone: '+33 1 23 45 67 89',
      primary_color: '#1A73E8',
      highlight_color: '#ff9800',
      signature_comment: 'Thank you for your patience.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Harbour Estates Group',
      country: 'FR',
      phone: '+33 1 23 45 67 89',
      primary_color: '#1a73e8',
      highlight_color: '#ff9800',
      signature_comment: 'Thank you for your patience.',
    });
    const again = await t.app.inject({ url: URL, headers: bearer(tokens.owner ?? '') });
    expect(again.json().primary_color).toBe('#1a73e8');

    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(tokens.owner ?? '') });
    expect(me.json().user.entity).toMatchObject({
      primary_color: '#1a73e8',
      highlight_color: '#ff9800',
    });
  });

  it('clears optional fields sent empty, and changes nothing it was not sent', async () => {
    const response = await patch(tokens.owner ?? '', { signature_comment: '', phone: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      signature_comment: null,
      phone: null,
      name: 'Harbour Estates Group',
    });
  });

  it('explains bad colours and a too-long signature comment', async () => {
    const response = await patch(tokens.owner ?? '', {
      primary_color: 'blue',
      highlight_color: '#12345',
      signature_comment: 'x'.repeat(501),
      name: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      primary_color: ['Primary colour must be a hex colour such as #10c0d2'],
      highlight_color: ['Highlight colour must be a hex colour such as #3db5c2'],
      signature_comment: ['The signature comment must be at most 500 characters'],
      name: ['Company name is required'],
    });
    const unchanged = await t.app.inject({ url: URL, headers: bearer(tokens.owner ?? '') });
    expect(unchanged.json().primary_color).toBe('#1a73e8');
  });

  it('accepts a signature comment of exactly 500 characters', async () => {
    const response = await patch(tokens.owner ?? '', { signature_comment: 'y'.repeat(500) });
    expect(response.statusCode).toBe(200);
    expect(response.json().signature_comment).toHaveLength(500);
  });

  it('audits each change with the changed fields before and after', async () => {
    await patch(tokens.owner ?? '', { primary_color: '#334455' });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organisationId, organisationId), eq(auditLog.entityType, 'organisation')),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'organisation.updated',
      entityId: organisationId,
      before: { primary_color: '#1a73e8' },
      after: { primary_color: '#334455' },
    });
    // Saving the same values records nothing new.
    await patch(tokens.owner ?? '', { primary_color: '#334455' });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organisationId, organisationId),
          eq(auditLog.action, 'organisation.updated'),
        ),
      );
    expect(entries.filter((row) => row.after?.primary_color === '#334455')).toHaveLength(1);
    // The other organisation's change is in its own log only.
    expect(entries.every((row) => row.organisationId === organisationId)).toBe(true);
  });

  it('restores the default colours on reset', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}/branding/reset`,
      headers: bearer(tokens.administrator ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primary_color: '#10c0d2',
      highlight_color: '#3db5c2',
      logo: null,
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organisationId, organisationId),
          eq(auditLog.action, 'organisation.branding_reset'),
        ),
      );
    expect(entry?.after).toMatchObject({ primary_color: '#10c0d2', highlight_color: '#3db5c2' });
  });
});
