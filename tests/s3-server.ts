// An S3-compatible server in this process (s3rver), for the tests and benches that store files
// in a bucket: its S3_* environment for the app, and a client to look at what was stored.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string | undefined;
}

export interface TestS3 {
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  /** The stored bytes under `key`, or null. */
  object(key: string): Promise<StoredFile | null>;
  close(): Promise<void>;
}

const BUCKET = 'emr-documents';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'emr-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return { bytes: (await found.Body?.transformToByteArray()) ?? new Uint8Array(), contentType: found.ContentType };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
