// Secrets in URLs (invitation, reset and feedback tokens, file-link signatures) never reach the
// log: a test reads what the server wrote while those links were called.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

describe('secrets in request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(() => t.close());

  it('masks tokens and signatures in the logged request line', async () => {
    const secrets = [
      'inv-secret-4711',
      'feedback-secret-0815',
      'sig-secret-abcdef',
      'reset-42',
      'unsubscribe-9001',
    ];
    for (const url of [
      '/api/v1/auth/invitations/inv-secret-4711',
      '/api/v1/public/ticket-feedback?token=feedback-secret-0815',
      '/api/v1/files/00000000-0000-4000-8000-000000000000/content?expires=1&signature=sig-secret-abcdef',
      '/auth/reset-password?token=reset-42&email=a%40b.example',
      '/reports/unsubscribe?t=unsubscribe-9001',
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const written = JSON.stringify(t.logs);
    for (const secret of secrets) expect(written).not.toContain(secret);
    const urls = t.logs.map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/api/v1/auth/invitations/[redacted]');
    expect(urls).toContain('/auth/reset-password?token=[redacted]&email=a%40b.example');
    expect(urls).toContain('/reports/unsubscribe?t=[redacted]');
  });

  it('leaves ordinary URLs as they are', () => {
    expect(redactUrl('/api/v1/assets?search=pump&page=2')).toBe(
      '/api/v1/assets?search=pump&page=2',
    );
    expect(redactUrl('/api/v1/assets?monkey=1')).toBe('/api/v1/assets?monkey=1');
    expect(redactUrl('/api/v1/reports/tickets?to=2026-01-31&tz=UTC')).toBe(
      '/api/v1/reports/tickets?to=2026-01-31&tz=UTC',
    );
  });
});
