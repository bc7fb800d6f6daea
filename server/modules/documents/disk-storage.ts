// Files in a folder (DATA_DIR/documents by default): each key a file below it. A write goes to a
// temporary name first and is renamed into place, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStorage } from './document-storage.ts';
import { assertStorageKey } from './storage-keys.ts';

export function createDiskStorage(dir: string): DocumentStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...assertStorageKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    close() {},
  };
}
