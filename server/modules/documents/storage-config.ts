// Where document files are kept (DESIGN §8 'Files'): a folder under DATA_DIR by default, or an
// S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, Ceph …). The entries are merged
// into the server's environment schema (server/config.ts); the problems are worded like the
// other configuration errors, so a half-configured bucket stops the start with a clear message.
import path from 'node:path';
import * as v from 'valibot';

/** Entries merged into the server's environment schema (server/config.ts). */
export const STORAGE_ENV = {
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, dashes)'),
    ),
  ),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#]+\/?$/, 'S3_ENDPOINT must be an http(s) URL without a path'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,32}$/, 'S3_REGION must be a region name such as us-east-1'))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(3, 'S3_ACCESS_KEY_ID is too short'))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(3, 'S3_SECRET_ACCESS_KEY is too short'))),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], "S3_FORCE_PATH_STYLE must be 'true' or 'false'")),
};

export interface S3Config {
  bucket: string;
  /** Absent: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Config);

interface StorageEnv {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: 'true' | 'false' | undefined;
}

export const DEFAULT_S3_REGION = 'us-east-1';

/** The storage settings, or the configuration problems. */
export function storageSettings(env: StorageEnv, dataDir: string): { storage: StorageConfig | null; problems: string[] } {
  const disk: StorageConfig = { kind: 'disk', dir: path.resolve(dataDir, 'documents') };
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (!env.S3_BUCKET) {
    // Settings for a bucket without the bucket: the files would silently go to disk instead.
    return others.length
      ? { storage: null, problems: [`- S3_BUCKET: is required when ${others.join(', ')} is set`] }
      : { storage: disk, problems: [] };
  }
  const problems: string[] = [];
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('- S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither (neither: the SDK finds its own credentials)');
  }
  if (problems.length) return { storage: null, problems };
  return {
    storage: {
      kind: 's3',
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
      region: env.S3_REGION ?? DEFAULT_S3_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    problems: [],
  };
}
