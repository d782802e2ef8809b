import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded files live (profile photos; admin media), by key: `avatars/<name>`. Every instance
 * reads and writes the same store, so a file uploaded through one is served by all of them.
 */
export type UploadStore = {
  /** Stores `bytes` under `key`; `created` is false when a file was there already (now replaced). */
  put: (key: string, bytes: Uint8Array) => Promise<{ created: boolean }>;
  /** The file's bytes, or null when there is none. */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Deletes the file; no file is no error. */
  remove: (key: string) => Promise<void>;
};

/** Keys are folder/name paths of plain segments: nothing that could leave the store's folder. */
const keyPattern = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,3}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

function checkedKey(key: string): string {
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new Error(`Not an upload key: ${key}`);
  }
  return key;
}

/**
 * An upload store in a folder (UPLOADS_DIR): a local disk for one instance, a shared volume (NFS, a
 * mounted bucket) for several. A file is written beside its final name and renamed into place, so
 * a reader on any instance sees the whole file or none.
 */
export function createFolderUploadStore(dir: string): UploadStore {
  const pathOf = (key: string) => join(dir, checkedKey(key));
  return {
    put: async (key, bytes) => {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const existed = await access(file).then(
        () => true,
        () => false,
      );
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { created: !existed };
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
