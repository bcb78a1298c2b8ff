/**
 * A real S3-compatible server for tests: s3rver on a free port of 127.0.0.1, keeping objects in a
 * temporary directory that goes when it stops. It answers the S3 REST API as a bucket would
 * (NoSuchKey for a missing object, InvalidAccessKeyId for an unknown key); it checks access key
 * ids but does not verify SigV4 signatures, so a wrong secret is not caught here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../src/config/env.ts';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The four S3_* variables (and region) pointing at this server. */
  env: Record<string, string>;
  /** The store options `s3FileStore()` takes. */
  options: NonNullable<Config['s3']>;
  stop(): Promise<void>;
}

export async function startS3rver(bucket = 'uploads'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'mainstay-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: ACCESS_KEY,
      S3_SECRET_KEY: SECRET_KEY,
      S3_REGION: 'us-east-1',
    },
    options: {
      endpoint,
      bucket,
      accessKey: ACCESS_KEY,
      secretKey: SECRET_KEY,
      region: 'us-east-1',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
