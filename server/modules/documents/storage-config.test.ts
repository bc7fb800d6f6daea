import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const S3 = {
  S3_BUCKET: 'emr-documents',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('document storage configuration (S3_*)', () => {
  it('keeps files under DATA_DIR/documents by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/emr' }).documentStorage).toEqual({ kind: 'disk', dir: path.resolve('/srv/emr/documents') });
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set', () => {
    expect(loadConfig(S3).documentStorage).toEqual({
      kind: 's3',
      bucket: 'emr-documents',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'emr-documents' }).documentStorage).toEqual({
      kind: 's3',
      bucket: 'emr-documents',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses a half-configured bucket with a clear message', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required when S3_ENDPOINT is set/);
    expect(() => loadConfig({ S3_BUCKET: 'emr-documents', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be 'true' or 'false'/);
  });
});
