// The one storage of files (DESIGN §8 'Files'): documents now, letters, CCDs and PDFs later. Two
// implementations behind one interface: a folder under DATA_DIR (the default, disk-storage.ts)
// and an S3-compatible bucket when S3_BUCKET is configured (s3-storage.ts). Keys are made
// from ids (storage-keys.ts).

import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageConfig } from './storage-config.ts';

export interface DocumentStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key` (replacing what was there). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes under `key` (nothing when there are none). */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

export function createDocumentStorage(config: StorageConfig): DocumentStorage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
}
