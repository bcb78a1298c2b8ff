import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPOSITORY_ROOT } from '../src/config/env.ts';

describe('configuration', () => {
  it('uses documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      apiBase: '/api',
      logLevel: 'info',
      demoMode: 'quick-start',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      dataDir: `${REPOSITORY_ROOT}/data`,
      webDistDir: `${REPOSITORY_ROOT}/apps/web/dist`,
    });
  });

  it('derives APP_URL from PORT and treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', SEED_DEMO: '1' });
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoMode).toBe('requested');
  });

  it('runs the demo by default only for the embedded quick start', () => {
    expect(loadConfig({}).demoMode).toBe('quick-start');
    expect(loadConfig({ SEED_DEMO: '0' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: '1' }).demoMode).toBe(
      'requested',
    );
  });

  it('takes e-mail quotas, 20 per user an hour and 100 per organisation a day by default', () => {
    expect(loadConfig({}).mailQuotas).toEqual({ perUserPerHour: 20, perOrganisationPerDay: 100 });
    expect(loadConfig({ MAIL_QUOTA_USER: '5', MAIL_QUOTA_ORG: '50' }).mailQuotas).toEqual({
      perUserPerHour: 5,
      perOrganisationPerDay: 50,
    });
    expect(() => loadConfig({ MAIL_QUOTA_USER: '0' })).toThrow(/MAIL_QUOTA_USER/);
  });

  it('lists every problem at once instead of stopping at the first', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'yes',
        API_BASE: 'api/',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO', 'API_BASE']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
    expect((error as ConfigError).message).toContain('PORT: must be a number');
  });

  it('takes a Redis URL for shared rate limits, and refuses anything else', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'mainstay:' });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY: must be/);
  });

  it('stores uploads in S3 only when all four S3 settings are given', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(/set all four/);
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
    });
    expect(config.filesMaxBytes).toBe(10 * 1024 * 1024);
  });
});
